"""Resources (412): the cards in a player's resource row, each one a card in play, face down
(blank, 412.1b) or face up (a quest or location). A resource cost is paid by exhausting ready
resources you control, face up or face down (412.2); only a cost that exists now can be paid
this way.

Which resources pay a cost: those the script names (``pay_with``), then, for the rest, the
documented default — unnamed face-down resources (a setup's ``resources: N``) first, then named
face-down ones, then face-up ones, oldest first within each.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .characteristics import compute_views, printed, resources_each_turn
from .state import Card, Link
from .triggers import Event, watch, Waiting
from .decisions import Decision, IllegalAction, DecisionError, card_option
from .damage import refuse_armor
from .selectors import select

if TYPE_CHECKING:
    from ..cards.model import TurnFaceDown
    from .context import Context


def is_anonymous(card: Card) -> bool:
    """An unnamed face-down resource made by a setup's ``resources: N`` (its face is not given)."""
    return card.unnamed and card.face_down and card.row == "resource"


def default_order(card: Card) -> tuple:
    return (not card.face_down, not is_anonymous(card), card.timestamp)


def choose_payers(game: Context, player: str, cost: int, pay_with: list[str] | None = None) -> list[Card]:
    """The ready resources that pay ``cost``: the named ones, then the default (module doc).
    Raises IllegalAction (403.1, 412.2) if they can't."""
    p = game.state.player(player)
    mine = p.resource_cards()
    named: list[Card] = []
    for label in pay_with or []:
        card = next((c for c in mine if c.label == label), None)
        if card is None:
            raise IllegalAction("412.2", f"{label} is not a resource that {player} controls")
        if card.exhausted or card in named:
            raise IllegalAction("412.2", f"{card} is not a ready resource of {player}'s that is still free to pay")
        named.append(card)
    if len(named) > cost:
        raise IllegalAction("403.1", f"{player} names {len(named)} resources to pay a cost of ({cost})")
    rest = sorted((c for c in mine if not c.exhausted and c not in named), key=default_order)
    if cost - len(named) > len(rest):
        raise IllegalAction("403.1", f"{player} has {p.ready_resources} ready resources and can't pay ({cost})")
    return named + rest[:cost - len(named)]


def describe(cards: list[Card], chosen: list[str] | None = None) -> str:
    """"3 resources", or the ones named (by the scenario or the script) and how many others."""
    plain = [c for c in cards if is_anonymous(c) and c.label not in (chosen or [])]
    if len(plain) == len(cards):
        return f"{len(cards)} resource{'s' if len(cards) != 1 else ''}"
    names = [str(c) + (" (face down)" if c.face_down and not c.unnamed else "") for c in cards if c not in plain]
    if plain:
        names.append(f"{len(plain)} other resource{'s' if len(plain) != 1 else ''}")
    return " and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)


def exhaust_resources(game: Context, cards: list[Card]) -> None:
    """Exhaust resources to pay: each goes from ready to exhausted, an ``exhausted`` event (411.1)."""
    if not cards:
        return
    before = compute_views(game.state)
    for card in cards:
        card.exhausted = True
    watch(game, [Event("exhausted", subject=c) for c in cards], before)


def ready_some(game: Context, player: str, n: int) -> list[Card]:
    """Ready up to ``n`` of the player's exhausted resources, by the default order (411.1)."""
    tired = sorted((c for c in game.state.player(player).resource_cards() if c.exhausted), key=default_order)
    before = compute_views(game.state)
    for card in tired[:n]:
        card.exhausted = False
    watch(game, [Event("readied", subject=c) for c in tired[:n]], before)
    return tired[:n]


def refuse_banking(game: Context, player: str, label: str) -> None:
    """412.2: a resource is exhausted only to pay a resource cost that exists now; exhausting one
    "to spend later" is never allowed. An armor (not a resource) is refused by 717.2c instead."""
    card = game.state.by_label(label)
    if card is not None and card.zone == "play" and card.row != "resource" and card.definition.type == "armor":
        refuse_armor(game, player, card)
    if card is None or card not in game.state.player(player).resource_cards():
        raise DecisionError(f"'exhaust' names one of {player}'s resources; {label} is not")
    raise IllegalAction("412.2", f"{player} can't exhaust {card} now to use it for a payment later: a resource is "
                                 "exhausted only to pay a resource cost that exists now")


def place(game: Context, player: str, label: str, face_up: bool, before=None) -> None:
    """412.1: take a card from your hand and place it as a resource, once a turn, in your own
    non-combat action phase while you have priority and the chain is empty; it goes on the chain
    as a link (412.1a) and, face down, is blank there too (412.1b). ``before(card)``: what is done
    once the placing is legal, before the card leaves the hand (placing.py: a face-up cost, 707.1e)."""
    state = game.state
    card = state.by_label(label)
    if card is None or card.zone != "hand" or card.owner != player:
        raise IllegalAction("412.1", f"{label} is not a card in {player}'s hand")
    check_placing(game, player)
    if face_up and not may_place_face_up(card.definition):
        raise IllegalAction("412.1b", f"{card} is not a quest or a location, nor has it Stash, so it can be placed "
                                      "only face down")
    if before is not None:
        before(card)
    game.placed[(player, state.turn)] = game.placed.get((player, state.turn), 0) + 1
    moved = state.move(card, "chain")
    moved.face_down = not face_up
    state.chain.append(Link(moved, player, [], {}, "resource"))
    game.trace.add(f"{player} places {card} as a resource, {'face up' if face_up else 'face down'}: it is added to "
                   f"the chain as a link (chain: {len(state.chain)}). Placing a card is not playing it.", "412.1",
                   "412.1a", "409.2", *([] if face_up else ["412.1b"]))
    # "when you place a resource (face up)": as the link is added (412.1a, 707.1f), the card as it is on the chain
    watch(game, [Event("placed", subject=moved)], compute_views(state), {moved.oid: printed(moved)})


def may_place_face_up(definition) -> bool:
    """412.1b: a quest or a location; and a card with Stash, whose text wins over the rule (103.1)."""
    return definition.type in ("quest", "location") or stash_of(definition) is not None


def stash_of(definition):
    return next((p.stash for p in definition.powers if p.stash is not None), None)


def check_placing(game: Context, player: str) -> None:
    """412.1, 412.1a: may the player place a resource now at all? IllegalAction if not."""
    state = game.state
    if player != state.turn_player or game.step != "action" or state.chain or state.combat is not None:
        raise IllegalAction("412.1a", "a resource is placed only in your own non-combat action phase, while the "
                                      "chain is empty")
    allowed = resources_each_turn(state, player)
    if game.placed.get((player, state.turn), 0) >= allowed:
        raise IllegalAction("412.1", f"{player} has already placed {'a resource' if allowed == 1 else allowed} this "
                                     f"turn: only {'one' if allowed == 1 else allowed} each turn")


def enter_row(game: Context, link) -> Card:
    """412.1a: a placed resource resolves by entering play in its controller's resource row; the card
    it is there (a Stash card: face down again, a new card)."""
    card = link.source
    moved = game.state.move(card, "play")
    moved.row, moved.face_down = "resource", card.face_down
    game.trace.add(f"{card} resolves and enters play in {link.controller}'s resource row "
                   f"{'face down' if card.face_down else 'face up'}: {link.controller} now has "
                   f"{game.state.player(link.controller).resources} resources.", "412.1a", "410.4a")
    stash = stash_of(moved.definition)
    if not moved.face_down and moved.definition.type not in ("quest", "location") and stash is not None:
        return stashed(game, moved, stash)
    return moved


def row_entered(game: Context, cards: list[Card]) -> None:
    """412.1a: a card entering a resource row enters play (an ``enters-play`` event) and its controller's
    party (415.8b: every card in play a player controls), judged on the state just after (710.1d, 703.4):
    a Stash card, turned face down at once as it enters, is seen blank (412.1b)."""
    watch(game, [Event("enters-play", subject=c) for c in cards] + [Event("enters-party", subject=c) for c in cards],
          compute_views(game.state))


def stashed(game: Context, card: Card, stash) -> Card:
    """Stash (the editor's note at 412.1b): entering the resource row face up, the card triggers
    its Stash power (703.1); then it is turned face down at once, a new card (412.1b, 415.9a), and
    the effect waits for the chain all the same (707.3)."""
    number = next(i for i, p in enumerate(card.definition.powers, 1) if p.stash is stash)
    game.trigger(Waiting(card, card.controller, list(stash.effects), card.name, targets=list(stash.targets),
                         number=number), " It entered the resource row face up, which is what Stash waits for.",
                 "412.1b")
    return turn_face_down(game, card, f"{card} is turned face down at once, as Stash says: a new card, a blank "
                                      "face-down resource.", "412.1b", "415.9a")


def turn_face_down(game: Context, card: Card, said: str, *rules: str) -> Card:
    """412.1b: a face-up resource turned face down is a new card (415.9a), blank, still in its
    controller's resource row and as ready or exhausted as it was; its counters are gone (404.1b).
    It is a ``turned-face-down`` event, judged on the card as it was (703.4: "when a quest you
    control turns face down"). ``said`` traces it, with ``rules``."""
    state = game.state
    before = compute_views(state)
    flipped = state.move(card, "play")
    flipped.row, flipped.face_down, flipped.exhausted = "resource", True, card.exhausted
    flipped.controller = card.controller
    if any(card.counters.values()):  # 404.1b: the new card has none of them
        said, rules = said.rstrip(".") + ", without the counters that were on it.", (*rules, "404.1b")
    game.trace.add(said, *rules)
    watch(game, [Event("turned-face-down", subject=card)], before)
    return flipped


def pay(game: Context, player: str, cost: int, what: str, rule: str = "403.5b", *more: str,
        pay_with: list[str] | None = None) -> None:
    """403: exhaust ready resources to pay a resource cost (a play cost, 403.5a, or a cost in text,
    403.5b). A cost can be paid only in full (403.1). ``pay_with`` names resources to exhaust; the
    rest follow the documented default (``resources``)."""
    p = game.state.player(player)
    if cost > p.ready_resources:
        raise IllegalAction("403.1", f"{player} has {p.ready_resources} ready resources and can't pay {cost} for {what}")
    payers = choose_payers(game, player, cost, pay_with)
    game.payments.append((game.acting, [c.label for c in payers]))
    if payers:
        game.trace.add(f"{player} pays ({cost}) for {what} by exhausting {describe(payers, pay_with)}.", rule, *more,
                       "412.2")
        exhaust_resources(game, payers)


def turn_picked_face_down(game: Context, link: Link, effect: TurnFaceDown) -> list[Card]:
    """The `turn_face_down` effect: each face-up resource picked turns face down (412.1b); a card
    that is not one can't be turned so (709.2c)."""
    done = []
    cards = select(game.state, effect.turn_face_down, compute_views(game.state), link.controller, link.source,
                   link.targets)
    if effect.one:  # "turn a face-up resource you control face down": one of those that can be (709.2b)
        cards = one_face_up(game, link, cards)
    for card in cards:
        if card.zone != "play" or card.row != "resource" or card.face_down:
            game.trace.add(f"{card} is not a face-up resource, so it can't be turned face down: that part can't be "
                           "done.", "412.1b", "709.2c")
            continue
        done.append(turn_face_down(game, card, f"{link.source}'s effect turns {card} face down: it is a new card, "
                                               "a blank resource still in its controller's resource row.",
                                   "412.1b", "415.9a"))
    return done


def one_face_up(game: Context, link: Link, cards: list[Card]) -> list[Card]:
    """'Turn a face-up resource you control face down': the link's controller picks one of the face-up
    resources that fit as it resolves (709.2b); with none, that part is not done (709.2c)."""
    face_up = [c for c in cards if c.zone == "play" and not c.face_down]  # the selector names the row
    if not face_up:
        game.trace.add("No face-up resource fits, so none is turned face down: that part can't be done.",
                       "412.1b", "709.2c")
        return []
    if len(face_up) == 1:
        return face_up
    pick = game.decide(Decision(link.controller, "turn face down", "709.2b", "the face-up resource to turn face down",
                                [card_option(c, c.name) for c in face_up]))
    return [c for c in face_up if str(c.oid) == pick.key]
