"""Paying the parts of a cost other than resources (403.1, 707.1e), for a payment power (701) and
for a card's additional cost alike: exhausting, damaging, flipping, destroying or removing the card
itself; destroying, exhausting or turning face down another card; discarding; removing cards from a
graveyard or from the top of the deck; putting damage on another card.

Every part is checked before anything is paid (403.1: a cost is paid only in full, and not if any
part of it would be replaced); the cards a part uses are picked as that part is paid, after the
targets were chosen (707.1d, 707.1e). The link remembers them ("paid:exhausted"…), so that its
effect can speak of "that ally" (Selector.paid)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .characteristics import compute_views, printed
from .decisions import Decision, Option, card_option, IllegalAction
from .moves import destroy, exhaust, fall_with_hosts, exhaust_check, discard, return_to_hand
from .triggers import watch_destroyed
from .prohibitions import forbidding
from .selectors import select
from .state import Card, deck
from .damage import place_damage
from .resources import turn_face_down
from .counters import such_stat_counters
from . import zone_replacement

if TYPE_CHECKING:
    from ..cards.model import Cost
    from .context import Context


# 302.2 makes allies wait; weapons (303.3), armor and items (304.3) and abilities (305.2b) don't
NO_WAITING = {"weapon": "303.3", "armor": "304.3", "item": "304.3", "ability": "305.2b"}


@dataclass
class Plan:
    """The cards that may pay each part of a cost that needs cards, worked out before anything is
    paid; the player picks among them as the part is paid."""

    destroy: list[Card] = field(default_factory=list)
    exhaust: list[Card] = field(default_factory=list)
    exhaust_several: list[Card] = field(default_factory=list)  # the ready cards exhaust_several may pick among
    discard: list[Card] = field(default_factory=list)
    remove: list[Card] = field(default_factory=list)
    face_down: list[Card] = field(default_factory=list)
    remove_one: list[Card] = field(default_factory=list)  # cards in play that may be removed from the game
    damage_on: list[Card] = field(default_factory=list)  # the cards a put-damage part may go on (707.1e)
    counters_on: list[Card] = field(default_factory=list)  # r2-either: the cards remove_counters.on may pick
    x: int | None = None  # the X chosen as the power was used (707.1b)


def illegal(rule: str, message: str, also: tuple[str, ...] = ()):
    return IllegalAction(rule, message, also)


def plan(game: Context, card: Card, player: str, cost: Cost, x: int | None, what: str) -> Plan:
    """403.1: check every part of ``cost`` for ``card`` (``what`` names it in messages) and return
    the cards that may pay each; IllegalAction if some part can't be paid. Nothing changes."""
    if cost.either is not None:  # r2-either: only a payment power chooses between two costs (707.1e)
        raise illegal("707.1e", f"{what} is either/or, and only a payment power's cost may be: it can't be paid here")
    check_this(game, card, cost)
    found = Plan(x=x)
    if cost.destroy_one is not None:
        found.destroy = destroyable(game, card, player, cost.destroy_one, x, what)
    if cost.exhaust_one is not None:
        found.exhaust = exhaustable(game, card, player, cost, x, what)
    if cost.exhaust_several is not None:
        found.exhaust_several = several_to_exhaust(game, card, player, cost, found.exhaust, x, what)
    if cost.discard is not None:
        found.discard = from_zone(game, card, player, "hand", cost.discard, x, "discard", what)
    if cost.remove_from_graveyard is not None:
        found.remove = from_zone(game, card, player, "graveyard", cost.remove_from_graveyard, x, "remove", what)
    if cost.remove_top:
        have = len(deck(game.state, player))
        if have < cost.remove_top:
            raise illegal("403.1", f"{player}'s deck has {have} cards, too few to remove the top {cost.remove_top} "
                                   f"to pay {what}")
    if cost.turn_face_down is not None:
        found.face_down = face_up_resources(game, card, player, cost.turn_face_down, x, what)
    if cost.remove_counters is not None and cost.remove_counters.on is not None:
        found.counters_on = counters_on(game, card, player, cost.remove_counters, x, what)
    elif cost.remove_counters is not None:
        enough_counters(card, cost.remove_counters, what)
    if cost.remove_stat_counters is not None:  # enc-enter10 (404.1c)
        enough_stat_counters(game, card, cost.remove_stat_counters, what)
    if cost.remove_one is not None:
        found.remove_one = sorted(select(game.state, cost.remove_one, compute_views(game.state), player, card, None, x),
                                  key=lambda c: c.timestamp)
        if not found.remove_one:
            raise illegal("403.1", f"{player} has no card in play that fits to remove from the game to pay {what}")
    if cost.put_damage and cost.damage_on is not None:
        views = compute_views(game.state)
        on = select(game.state, cost.damage_on, views, player, card, None, x)
        if not on:
            raise illegal("403.1", f"no card fits where {what} puts its damage")
        found.damage_on = sorted(on, key=lambda c: c.timestamp)
    return found


def money(game: Context, card: Card) -> bool:
    """"Time is Money": the ally may use its [Exhaust] powers at once, the card's text winning over
    302.2's wait (103.1; the keyword's meaning: the editor's note at 302.2)."""
    if "Time is Money" not in compute_views(game.state)[card.oid].keywords or card.joined <= game.turn_began:
        return False
    game.trace.add(f"{card} joined {card.controller}'s party this turn, but it has Time is Money: it may use its "
                   "[Exhaust] powers at once.", "302.2", "103.1")
    return True


def check_this(game: Context, card: Card, cost: Cost) -> None:
    """The parts that act on the card itself: [Exhaust] needs it ready (701.3); destroying it can't
    pay if it can't be destroyed (103.2) or if that would be replaced (403.1, 707.1e)."""
    if cost.exhaust and card.exhausted:
        raise illegal("701.3", f"{card} is already exhausted, so it can't be exhausted to pay the cost")
    if cost.flip and (card.definition.master_hero or card.face_down):
        raise illegal("301.4a" if card.definition.master_hero else "301.2",
                      f"{card} is a Master Hero: it can't flip or be turned face down" if card.definition.master_hero
                      else f"{card} is already face down, so it can't flip to pay the cost")
    if cost.exhaust and card.zone == "play" and compute_views(game.state)[card.oid].is_ally \
            and card.joined > game.turn_began and not money(game, card):
        raise illegal("302.2", f"{card} has not been in {card.controller}'s party since the start of the turn, so "
                               "its [Exhaust] power can't be used yet")
    if cost.exhaust and card.zone == "play":
        exhaust_check(game, card, "to pay the cost")  # 600.3a
    if not cost.destroy:
        return
    views = compute_views(game.state)
    stop = forbidding(game.state, "be-destroyed", card, views)
    if stop is not None:  # 103.2: an action that can't be performed can't pay a cost
        raise illegal("103.2", f"{card} can't be destroyed ({stop.says}), so destroying it can't pay the cost",
                      ("403.1",))
    if zone_replacement.replacements(game, card, views):
        raise illegal("707.1e", f"destroying {card} would be replaced, so that cost can't be paid", ("403.1",))


def destroyable(game: Context, card: Card, player: str, sel, x: int | None, what: str) -> list[Card]:
    """The cards the player may destroy to pay ``what``: those that fit ``sel`` (with X as chosen,
    707.1b), that can be destroyed (103.2) and whose destruction would not be replaced (403.1,
    707.1e); IllegalAction if none."""
    views = compute_views(game.state)
    fitting = select(game.state, sel, views, player, card, None, x)
    options = [c for c in fitting if forbidding(game.state, "be-destroyed", c, views) is None]
    if not options:  # 103.2: a card that can't be destroyed can't pay a cost of destroying it
        barred = [c for c in fitting if c not in options]
        raise illegal("403.1", f"{player} has no card that fits to destroy to pay {what}" +
                      (f": {', '.join(map(str, barred))} can't be destroyed" if barred else ""),
                      ("103.2",) if barred else ())
    payable = [c for c in options if not zone_replacement.replacements(game, c, views)]
    if not payable:
        raise illegal("707.1e", f"destroying any of {', '.join(map(str, options))} would be replaced, so "
                                f"{what} can't be paid", ("403.1",))
    return payable


def exhaustable(game: Context, card: Card, player: str, cost: Cost, x: int | None, what: str) -> list[Card]:
    """"Exhaust an ally in your party": the ready cards in play that fit (411.1: only a ready card
    can be exhausted), not the card itself if the cost exhausts it too, and none that can't be
    exhausted (103.2)."""
    views = compute_views(game.state)
    fitting = [c for c in select(game.state, cost.exhaust_one, views, player, card, None, x)
               if not (cost.exhaust and c.oid == card.oid)]
    ready = [c for c in fitting if not c.exhausted]
    options = [c for c in ready if forbidding(game.state, "exhaust", c, views) is None and can_pay_toll(game, c)]
    if not options:
        barred = [c for c in ready if c not in options]
        raise illegal("403.1", f"{player} has no ready card that fits to exhaust to pay {what}" +
                      (f": {', '.join(map(str, barred))} can't be exhausted" if barred else ""),
                      ("411.1",) + (("103.2",) if barred else ()))
    return options


def several_to_exhaust(game: Context, card: Card, player: str, cost: Cost, one: list[Card], x: int | None,
                       what: str) -> list[Card]:
    """"Exhaust two allies in your party": the ready cards in play that fit ``exhaust_several`` (411.1),
    as for exhaust_one; enough different ones for it, and one more for exhaust_one if the cost has
    that part too (403.1: the same card is not exhausted twice)."""
    part = cost.exhaust_several
    options = exhaustable(game, card, player, cost.model_copy(update={"exhaust_one": part.fits}), x, what)
    if len(options) < part.count or one and len(set(options) | set(one)) < part.count + 1:
        raise illegal("403.1", f"{player} has {len(options)} ready card{'s' if len(options) != 1 else ''} that fit, "
                               f"too few to exhaust {part.count}{' and one more' if one else ''} to pay {what}",
                      ("411.1",))
    return options


def can_pay_toll(game: Context, card: Card) -> bool:
    """600.3a: a character its controller exhausts by choice needs its cost to exhaust paid."""
    try:
        exhaust_check(game, card, "to pay the cost")
    except IllegalAction:
        return False
    return True


def from_zone(game: Context, card: Card, player: str, zone: str, part, x: int | None, verb: str,
              what: str) -> list[Card]:
    """The cards of the player's hand (to discard) or graveyard (to remove) that fit, read from their
    printed information; the card being played is not among them. Enough of them for the part, or
    IllegalAction (403.1)."""
    sel = part.fits.model_copy(update={"zone": zone})
    fitting = sorted((c for c in select(game.state, sel, {}, player, card, None, x)
                      if c.owner == player and c.oid != card.oid), key=lambda c: c.timestamp)
    if len(fitting) < (0 if part.up_to else part.count):
        raise illegal("403.1", f"{player} has {len(fitting)} card{'s' if len(fitting) != 1 else ''} in their {zone} "
                               f"that fit{'s' if len(fitting) == 1 else ''}, too few to {verb} {part.count} to pay {what}")
    return fitting


def face_up_resources(game: Context, card: Card, player: str, sel, x: int | None, what: str) -> list[Card]:
    """"Turn a quest you control face down": face-up resources that fit (a face-down one can't be
    turned face down again, 412.1b)."""
    views = compute_views(game.state)
    options = [c for c in select(game.state, sel, views, player, card, None, x)
               if c.row == "resource" and not c.face_down and c.controller == player]
    if not options:
        raise illegal("403.1", f"{player} controls no face-up resource that fits to turn face down to pay {what}",
                      ("412.1b",))
    return options


def pay_parts(game: Context, card: Card, player: str, cost: Cost, found: Plan, what: str, why: str) -> dict:
    """Pay every part other than resources, in a fixed order (403.1 lets the player choose it; the
    result is the same). Returns what the link remembers: the card destroyed as it last was in play
    ("destroyed", 707.3) and the cards the other parts used ("paid:exhausted", …)."""
    state = game.state
    if cost.exhaust:
        exhaust(game, card, " to pay the [Exhaust] part of the cost", "701.3", paying=True)
        if card.joined > game.turn_began and card.definition.type in NO_WAITING:  # 303.3, 304.3, 305.2b
            kind = card.definition.type
            game.trace.add(f"{card} came into play this turn, but {'an' if kind[0] in 'aeiou' else 'a'} {kind} need "
                           "not wait: its [Exhaust] power can be used at once.", NO_WAITING[kind])
    damaged: dict = {}
    if cost.put_damage:
        on = pick(game, player, found.damage_on, f"the card to put damage on to pay {what}") or card
        n = (found.x or 0) if cost.put_damage == "X" else cost.put_damage  # 707.1b
        place_damage(game, on, n, compute_views(state)[on.oid], f" to pay {what}")
        damaged = {"paid:damaged": on} if cost.damage_on is not None else {}  # enc-has5: 'it', the card picked
    if cost.flip:
        card.face_down = True
        game.trace.add(f"{card} flips face down to pay the cost: a hero has a text box on each side, and only the "
                       "powers of the side now up work.", "203.1", "301.2", "301.2a")
    if cost.destroy:
        destroy(game, [card], " to pay the cost", "707.1e")
    paid: dict = {"destroyed": pay_destroy(game, pick(game, player, found.destroy, f"the card to destroy to pay {what}"),
                                           why, player), **damaged}
    if cost.exhaust_one is not None:
        several = cost.exhaust_several.count if cost.exhaust_several is not None else 0
        # only a card that leaves enough for exhaust_several (403.1)
        options = [c for c in found.exhaust if len([o for o in found.exhaust_several if o is not c]) >= several]
        chosen = pick(game, player, options, f"the card to exhaust to pay {what}")
        exhaust(game, chosen, why, "707.1e", paying=True)
        paid["paid:exhausted"] = chosen
    if cost.exhaust_several is not None:
        taken = [paid["paid:exhausted"]] if cost.exhaust_one is not None else []
        left = [c for c in found.exhaust_several if c not in taken]
        chosen_several = pick_several(game, player, cost.exhaust_several, left, f"a card to exhaust to pay {what}")
        for one in chosen_several:
            exhaust(game, one, why, "707.1e", paying=True)
        paid.update(numbered("exhausted", chosen_several) if not taken else
                    {f"paid:exhausted#{i + 2}": c for i, c in enumerate(chosen_several)})
    if cost.discard is not None:
        paid.update(numbered("discarded", discard_cards(game, player, cost.discard, found.discard, what)))
    if cost.remove_from_graveyard is not None:
        paid.update(numbered("removed", remove_cards(game, player, cost.remove_from_graveyard, found.remove, what)))
    if cost.remove_top:
        paid.update(numbered("removed", remove_top(game, player, cost.remove_top, what)))
    if cost.remove_counters is not None:
        on = pick(game, player, found.counters_on, f"the card to remove counters from to pay {what}") or card
        remove_counters(game, on, cost.remove_counters, what)
    if cost.remove_stat_counters is not None:
        remove_stat_counters(game, card, cost.remove_stat_counters, what)
    if cost.remove_one is not None:
        chosen = pick(game, player, found.remove_one, f"the card to remove from the game to pay {what}")
        paid["paid:removed"] = remove_from_play(game, chosen, f"{chosen} is removed from the game to pay {what}.")
    if cost.turn_face_down is not None:
        chosen = pick(game, player, found.face_down, f"the resource to turn face down to pay {what}")
        turn_face_down(game, chosen, f"{chosen} is turned face down to pay {what}. It stays in the resource row as a "
                                     "face-down resource, blank and a new card.", "707.1e", "412.1b", "415.9a")
    if cost.remove:
        remove_from_play(game, card, f"{card} is removed from the game to pay the cost.")
    if cost.return_to_hand:  # 707.1e: the card itself goes to its owner's hand, a new card there (415.9a)
        game.trace.add(f"{card} is put into its owner's hand to pay the cost.", "707.1e")
        return_to_hand(game, [card])
    if cost.to_deck_bottom:
        to_deck_bottom(game, card)
    return paid


def to_deck_bottom(game: Context, card: Card) -> None:
    """707.1e, 415.3c: the card itself goes on the bottom of its owner's deck to pay the cost, a new card there (415.9a);
    from play, its attachments fall (400.4)."""
    before = compute_views(game.state)
    game.state.move(card, "deck")  # the newest timestamp: below every card already there (deck.put_on_bottom)
    game.trace.add(f"{card} is put on the bottom of its owner's deck to pay the cost; there it is a new card.",
                   "707.1e", "415.3c", "415.9a")
    left = [(card, before[card.oid])] if card.oid in before else []
    watch_destroyed(game, fall_with_hosts(game, [card], before), before, left)


def remove_from_play(game: Context, card: Card, said: str) -> Card:
    """415.7a: a card in play removed from the game to pay a cost (707.1e); its attachments fall
    (400.4)."""
    before = compute_views(game.state)
    moved = game.state.move(card, "removed")
    game.trace.add(said, "707.1e", "415.7a")
    watch_destroyed(game, fall_with_hosts(game, [card], before), before)
    return moved


def enough_counters(card: Card, part, what: str) -> None:
    """403.1: "remove two cannonball counters" can be paid only with two on the card (404.1a)."""
    have = card.counters.get(part.named, 0)
    if have < part.count:
        raise illegal("403.1", f"{card} has {have} {part.named} counter{'s' if have != 1 else ''}, too few to remove "
                               f"{part.count} to pay {what}", ("404.1a",))


def remove_counters(game: Context, card: Card, part, what: str) -> None:
    """404.1, 404.1a: the counters come off the card with the power as the cost is paid (707.1e)."""
    left = card.counters[part.named] = card.counters.get(part.named, 0) - part.count
    game.trace.add(f"{part.count} {part.named} counter{'s are' if part.count != 1 else ' is'} removed from {card} to "
                   f"pay {what}; {left} left.", "404.1", "404.1a", "707.1e")


def enough_stat_counters(game: Context, card: Card, part, what: str) -> None:
    """403.1: "remove a +1 ATK counter" can be paid only with such a counter on the card (404.1a, 404.1c)."""
    have = len(such_stat_counters(game.state, card, part))
    if have < part.count:
        raise illegal("403.1", f"{card} has {have} such stat counter{'s' if have != 1 else ''}, too few to remove "
                               f"{part.count} to pay {what}", ("404.1a", "404.1c"))


def remove_stat_counters(game: Context, card: Card, part, what: str) -> None:
    """404.1c: each stat counter removed ends its modifier, as the cost is paid (707.1e)."""
    for mod in such_stat_counters(game.state, card, part)[:part.count]:
        mod.uses_left = 0  # the counter is off: its modifier ends (characteristics.lasts)
    left = len(such_stat_counters(game.state, card, part))
    game.trace.add(f"{part.count} stat counter{'s are' if part.count != 1 else ' is'} removed from {card} to pay "
                   f"{what}, its change gone with it; {left} such left.", "404.1", "404.1a", "404.1c", "707.1e")


def numbered(how: str, cards: list[Card]) -> dict[str, Card]:
    """The cards one part used, under "paid:<how>" keys (several: "paid:removed#1", … as a target
    slot with several cards, Selector.paid reads them all)."""
    return {f"paid:{how}#{i + 1}": c for i, c in enumerate(cards)}


def pick(game: Context, player: str, options: list[Card], what: str) -> Card | None:
    """The card the player picks as a part of the cost is paid (707.1e)."""
    if not options:
        return None
    choice = game.decide(Decision(player, "cost", "707.1e", what, [card_option(c, c.name) for c in options]))
    return next(c for c in options if str(c.oid) == choice.key)


def pick_several(game: Context, player: str, part, options: list[Card], what: str) -> list[Card]:
    """Cards picked one at a time; "up to N" offers ``none`` to stop."""
    chosen: list[Card] = []
    while len(chosen) < part.count:
        left = [c for c in options if c not in chosen]
        if not left:
            break
        more = [Option("none", "none", "none")] if getattr(part, "up_to", False) else []  # CardsInPlayToPay: never
        choice = game.decide(Decision(player, "cost", "707.1e", what, [card_option(c, c.name) for c in left] + more))
        if choice.key == "none":
            break
        chosen.append(next(c for c in left if str(c.oid) == choice.key))
    return chosen


def discard_cards(game: Context, player: str, part, options: list[Card], what: str) -> list[Card]:
    """415.9d: a discard puts a card from the hand into its owner's graveyard."""
    return [discard(game, card, f"{player} discards {card} to pay {what}.", "415.9d", "707.1e")
            for card in pick_several(game, player, part, options, f"the card to discard to pay {what}")]


def remove_cards(game: Context, player: str, part, options: list[Card], what: str) -> list[Card]:
    """415.7a: cards removed from the graveyard to pay go to their owner's removed-from-game zone."""
    chosen = pick_several(game, player, part, options, f"the card to remove from the game to pay {what}")
    moved = [game.state.move(card, "removed") for card in chosen]
    if chosen:
        game.trace.add(f"{player} removes {listed(chosen)} from their graveyard from the game to pay {what}.",
                       "415.7a", "707.1e")
    elif part.up_to:
        game.trace.add(f"{player} removes no card from their graveyard: the cost says up to {part.count}.",
                       "707.1e")
    return moved


def remove_top(game: Context, player: str, n: int, what: str) -> list[Card]:
    """415.7a: the top N cards of the deck go to the removed-from-game zone, face up."""
    cards = deck(game.state, player)[:n]
    moved = [game.state.move(card, "removed") for card in cards]
    game.trace.add(f"{player} removes the top {n} cards of their deck from the game to pay {what}: "
                   f"{listed(cards)}.", "415.7a", "707.1e")
    return moved


def pay_destroy(game: Context, card: Card | None, why: str, player: str):
    """Destroy the card picked to pay a cost; return it with its last information in play, for
    "the destroyed ally's ATK" (707.3). 403.4: a friendly character another player controls may be
    destroyed to pay, without that player's consent."""
    if card is None:
        return None
    view = compute_views(game.state)[card.oid]
    if card.controller != player:
        game.trace.add(f"{card} is controlled by {card.controller}, a player friendly to {player}: {player} may "
                       f"destroy it to pay the cost without {card.controller}'s consent.", "403.4")
    destroy(game, [card], why, "707.1e")
    return view


def listed(cards: list[Card]) -> str:
    """"a, b and c"."""
    names = [str(c) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def counters_on(game: Context, card: Card, player: str, part, x: int | None, what: str) -> list[Card]:
    """r2-either: the cards in play that fit ``part.on`` and hold enough of its counters (404.1);
    403.1: none, and the cost can't be paid."""
    options = sorted((c for c in select(game.state, part.on, compute_views(game.state), player, card, None, x)
                      if c.counters.get(part.named, 0) >= part.count), key=lambda c: c.timestamp)
    if not options:
        raise illegal("403.1", f"{player} controls no card that fits with {part.count} {part.named} "
                               f"counter{'s' if part.count != 1 else ''} on it to pay {what}", ("404.1",))
    return options


EITHER_KEYS = ("first", "second")


def choose_cost(game: Context, card: Card, player: str, cost: Cost, what: str) -> Cost:
    """r2-either: an either/or cost ("Pay 2 or remove an honor counter …"): the player chooses which
    of the two to pay as the total cost is worked out (707.1e), then pays that one in full (403.1).
    The choice is scripted ('first' / 'second'); an unanswered one is an error, never a default. Only a
    cost the player can pay now is offered (403.1): a cost that can't be paid can't be chosen."""
    if cost.either is None:
        return cost
    sides = [key for key, side in zip(EITHER_KEYS, cost.either) if payable(game, card, player, side, what)]
    if not sides:
        raise illegal("403.1", f"{player} can pay neither of the two costs of {what}", ("707.1e",))
    choice = game.decide(Decision(player, "cost", "707.1e", f"which cost to pay for {what}",
                                  [Option(key, key, key) for key in sides]))
    chosen = cost.either[EITHER_KEYS.index(choice.key)]
    game.trace.add(f"{player} chooses the {choice.key} of the two costs of {what}: "
                   f"{cost_words(chosen)}.", "707.1e", "403.1")
    return chosen


def payable(game: Context, card: Card, player: str, cost: Cost, what: str) -> bool:
    """403.1: whether one side of an either/or cost can be paid now: its resources are ready and every
    other part finds the cards it needs (plan, which changes nothing). A cost of (X) is left to the X chosen."""
    if cost.resources == "X":
        return True
    if cost.resources > game.state.player(player).ready_resources:
        return False
    try:
        plan(game, card, player, cost, None, what)
    except IllegalAction:
        return False
    return True


def cost_words(cost: Cost) -> str:
    """A short English naming of a plain cost's parts, for the trace."""
    parts = [f"pay ({cost.resources})"] if cost.resources else []
    if cost.exhaust:
        parts.append("exhaust it")
    if cost.remove_counters is not None:
        n = cost.remove_counters.count
        parts.append(f"remove {n} {cost.remove_counters.named} counter{'s' if n != 1 else ''}"
                     + (" from a card that fits" if cost.remove_counters.on is not None else " from it"))
    if cost.remove_stat_counters is not None:  # enc-enter10
        n = cost.remove_stat_counters.count
        parts.append(f"remove {n} stat counter{'s' if n != 1 else ''} from it")
    rest = sorted(cost.model_dump(exclude_defaults=True).keys() - {"resources", "exhaust", "remove_counters",
                                                                    "remove_stat_counters"})
    return ", ".join(parts + rest) or "nothing"
