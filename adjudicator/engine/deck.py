"""The deck (415.3): its order, putting cards on its top or bottom, shuffling cards into it, and
effects that look at or reveal its top cards.

A deck's order is its cards' timestamps, oldest on top. The order after a shuffle can't be known:
the replay keeps the listed order and puts cards shuffled in at the bottom (documented in the
scenario format), so expectations never depend on it."""
from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from ..cards.model import PutOnDeck, ShuffleIntoDeck, Take, TopOfDeck, TurnDeckOver
from .characteristics import compute_views, printed
from .decisions import Decision, Option, card_option
from .selectors import REVEALED_THIS_WAY, matches, select
from .triggers import Event, watch, watch_destroyed
from .state import deck
from .moves import fall_with_hosts, removed_from_game
from .prohibitions import staying
from .amounts import link_amount
from .resolution import player_of
from .visibility import beneath_unrevealed
from .zone_replacement import put_in_graveyard
from .entering import enter_at_once
from .placing import place_additional

if TYPE_CHECKING:
    from .context import Context
    from .state import Card, Link, State


def put_on_bottom(state: State, card: Card) -> Card:
    return state.move(card, "deck")  # the newest timestamp: below every card already there


def put_on_top(state: State, card: Card) -> Card:
    top = deck(state, card.owner)
    moved = state.move(card, "deck")
    if top:
        moved.timestamp = top[0].timestamp - 1  # above the card that was on top
    return moved


def put_beneath(state: State, card: Card, above: int) -> Card:
    """enc-when1: the card goes into its owner's deck beneath its top ``above`` cards (beneath them all if the deck
    has fewer): on top, then those cards are stamped back above it in their order."""
    top = deck(state, card.owner)[:above]
    moved = put_on_top(state, card)
    for i, over in enumerate(reversed(top), start=1):
        over.timestamp = moved.timestamp - i
    return moved


def shuffle_into(game: Context, cards: list[Card]) -> list[Card]:
    """415.3b: the cards go into their owners' decks, which are shuffled (at the bottom, in the
    replay: see the module note)."""
    moved = [put_on_bottom(game.state, c) for c in cards]
    for owner in dict.fromkeys(c.owner for c in cards):
        game.shuffled.append(owner)
    return moved


def shuffle_into_deck(game: Context, link: Link, effect: ShuffleIntoDeck) -> list[Card]:
    state = game.state
    before = compute_views(state)
    cards = staying(game, select(state, effect.shuffle_into_deck, before, link.controller, link.source, link.targets),
                    "be shuffled into its owner's deck")
    shuffle_into(game, cards)
    owners = sorted({c.owner for c in cards}) or [link.controller]
    game.trace.add(f"{', '.join(owners)} shuffle{'s' if len(owners) == 1 else ''} {len(cards)} "
                   f"card{'s' if len(cards) != 1 else ''} into {'their deck' if len(owners) == 1 else 'their decks'}"
                   f"{': ' + ', '.join(map(str, cards)) if cards else ''}.", "415.3b")
    left_play(game, cards, before)
    return cards


def left_play(game: Context, cards: list[Card], before: dict) -> None:
    """Cards that went into a deck from play left play: their attachments fall (400.4)."""
    out = [(c, before[c.oid]) for c in cards if c.oid in before]
    if out:
        watch_destroyed(game, fall_with_hosts(game, [c for c, _ in out], before), before, out)


def put_on_deck(game: Context, link: Link, effect: PutOnDeck) -> list[Card]:
    """415.3c: each card picked goes on the top or bottom of its owner's deck, without a shuffle;
    several for one owner go in the order that player chooses (at the bottom: as listed)."""
    state = game.state
    before = compute_views(state)
    cards = staying(game, select(state, effect.put_on_deck, before, link.controller, link.source, link.targets),
                    f"go on the {effect.where} of its owner's deck")
    for owner in dict.fromkeys(c.owner for c in cards):
        mine = [c for c in cards if c.owner == owner]
        if effect.where == "bottom":
            for card in mine:
                put_on_bottom(state, card)
        elif effect.from_top:  # enc-when1: 'third from the top': beneath the top N-1 cards (all, if fewer)
            for card in reversed(choose_order(game, owner, mine)):
                put_beneath(state, card, effect.from_top - 1)
        else:
            for card in reversed(choose_order(game, owner, mine)):
                put_on_top(state, card)
        place = f"as card {effect.from_top} from the top" if effect.from_top else f"on the {effect.where}"
        game.trace.add(f"{', '.join(map(str, mine))} go{'es' if len(mine) == 1 else ''} {place} of "
                       f"{owner}'s deck.", "415.3c")
    if not cards:
        game.trace.add("No card fits: nothing goes onto a deck.", "709.2c")
    left_play(game, cards, before)
    return cards


def top_of_deck(game: Context, link: Link, effect: TopOfDeck) -> list[Card]:
    """415.3a: a deck is hidden unless a card says otherwise; the player sees (or shows) the top
    cards, sends some where ``then`` says, and the rest where ``rest`` says (415.3c). Returns the
    cards looked at or revealed."""
    state, player = game.state, link.controller
    if effect.player == "each-opponent":  # enc-enter6: 'the top card of each opponent's deck', in turn order (802.1)
        owners = [p.name for p in state.clockwise_from(state.turn_player)
                  if p.name != player and not state.friendly(p.name, player)]
        return [c for owner in owners for c in one_deck(game, link, effect, owner)]
    return one_deck(game, link, effect, player_of(game, link, effect.player) or player)  # yours, or another's


def one_deck(game: Context, link: Link, effect: TopOfDeck, owner: str) -> list[Card]:
    state, player = game.state, link.controller
    n = link_amount(game, link, effect.look_at_top if effect.reveal_top is None else effect.reveal_top,
                    compute_views(state))
    seen = deck(state, owner)[:n]
    if not seen:
        game.trace.add(f"{owner}'s deck is empty: there is no card to look at, so that part can't be done.", "712.3")
        return []
    show(game, link, effect, seen, owner)
    if effect.reveal_top is not None:  # enc-reward6: 'If it's an ally, …' reads them (Selector.revealed_this_way)
        link.targets.update({f"{REVEALED_THIS_WAY}#{i}": c for i, c in enumerate(seen, 1)})
    beneath_unrevealed(game, owner, len(seen))  # 415.3f
    left, into_play = list(seen), []
    for take in effect.then:
        for card in choose_taken(game, link, take, left):
            left.remove(card)
            if take.to == "play":
                into_play.append(card)
            elif take.to == "resource-row":  # enc-enter12: placed as an additional resource (412.1)
                place_additional(game, card, take.exhausted)
            else:
                send(game, card, take.to, link.source.label)
    if into_play:  # 703.3c: the cards one effect puts into play enter at once
        enter_at_once(game, into_play, lambda card: player)
    moved = dict(zip((c.oid for c in left), place_rest(game, player, effect.rest, left, owner)))
    for key, card in list(link.targets.items()):  # enc-reward7: a revealed card moved within its deck is still the one
        if key.startswith(f"{REVEALED_THIS_WAY}#") and card.oid in moved:  # revealed ('If they have …' after 'then put
            link.targets[key] = moved[card.oid]  # them on the bottom'): no zone change (415.9a)
    return seen


def show(game: Context, link: Link, effect: TopOfDeck, seen: list[Card], owner: str | None = None) -> None:
    player, names = link.controller, ", ".join(map(str, seen))
    what = "card" if len(seen) == 1 else f"{len(seen)} cards"
    whose = "their" if owner in (None, player) else f"{owner}'s"  # another player's deck: 706.1
    if effect.reveal_top is None:
        game.trace.add(f"{player} looks at the top {what} of {whose} deck ({names}); only they see "
                       f"{'it' if len(seen) == 1 else 'them'}, and the deck keeps its order unless the card says "
                       "otherwise.", "415.3a", "415.1")
        return
    game.trace.add(f"{player} reveals the top {what} of {whose} deck: {names}. {'It stays' if len(seen) == 1 else 'They stay'}"
                   f" where {'it is' if len(seen) == 1 else 'they are, in order'} unless told otherwise.", "415.3a", "415.1")
    watch(game, [Event("revealed", subject=c, source=link.source) for c in seen], compute_views(game.state),
          {c.oid: printed(c) for c in seen})


def choose_taken(game: Context, link: Link, take: Take, left: list[Card]) -> list[Card]:
    """The player picks, one at a time, the cards that go where ``take`` says (709.2b)."""
    chosen = []
    for _ in range(take.take):
        fitting = [c for c in left if c not in chosen and (take.fits is None or matches(
            game.state, take.fits, printed(c), link.controller, link.source, link.targets))]
        if not fitting:
            if take.fits is not None and not chosen:
                game.trace.add(f"None of the cards fits what goes {onto(take.to)}: none goes there.", "712.3")
            break
        options = [card_option(c, c.name) for c in fitting]
        if take.up_to:
            options.append(Option("none", "none", "none"))
        pick = game.decide(Decision(link.controller, "take", "709.2b",
                                    f"the card to put {onto(take.to)}",
                                    options))
        if pick.key == "none":
            break
        chosen.append(next(c for c in fitting if str(c.oid) == pick.key))
    return chosen


def onto(to: str) -> str:
    return "into play" if to == "play" else f"{'into' if to in ('hand', 'removed', 'resource-row') else 'on'} the {where(to)}"


def where(to: str) -> str:
    return {"hand": "hand", "top": "top of the deck", "bottom": "bottom of the deck", "graveyard": "graveyard",
            "play": "play", "removed": "removed-from-game zone", "resource-row": "resource row"}[to]


def send(game: Context, card: Card, to: str, by: str = "") -> Card:
    state = game.state
    if to == "hand":
        moved = state.move(card, "hand")
        game.trace.add(f"{card} goes from the deck into its owner's hand; this is not a draw.", "415.9e")
    elif to == "graveyard":
        return put_in_graveyard(game, card, f"{card} goes from the deck to its owner's graveyard.", "415.5a")
    elif to == "removed":  # marked as moved by the link's card: 'removed this way'
        game.trace.add(f"{card} goes from the deck to its owner's removed-from-game zone.", "415.7a")
        return removed_from_game(game, card, by)
    else:
        moved = put_on_top(state, card) if to == "top" else put_on_bottom(state, card)
        game.trace.add(f"{card} goes on the {where(to)}.", "415.3c")
    return moved


def place_rest(game: Context, player: str, rest: str, left: list[Card], owner: str | None = None) -> list[Card]:
    """415.3c: cards put on the top or bottom of a deck together go in any order the player
    chooses: on top the player is asked; at the bottom they keep their order (documented default).
    ``owner``: whose deck, when the player looked at another's (706.1). Returns the cards as they now
    are, in the order of ``left`` (none when they stay)."""
    if not left or rest == "stay":
        return []
    whose = "their" if owner in (None, player) else f"{owner}'s"
    if rest == "bottom":
        moved = [put_on_bottom(game.state, card) for card in left]
        game.trace.add(f"{player} puts {', '.join(map(str, left))} on the bottom of {whose} deck.", "415.3c")
        return moved
    order = choose_order(game, player, left)
    now = {card.oid: put_on_top(game.state, card) for card in reversed(order)}
    game.trace.add(f"{player} puts {', '.join(map(str, order))} back on top of {whose} deck, in that order from the "
                   "top.", "415.3c")
    return [now[card.oid] for card in left]


def choose_order(game: Context, player: str, cards: list[Card]) -> list[Card]:
    """The order, top first, the player chooses for cards going on top of their deck (415.3c)."""
    if len(cards) < 2:
        return list(cards)
    orders = list(permutations(cards))
    pick = game.decide(Decision(player, "order", "415.3c", "the order of the cards going on top of their deck, top "
                                "first", [Option(", ".join(c.label for c in o), str(i), ",".join(c.name for c in o),
                                                 shown=", ".join(map(str, o)))
                                          for i, o in enumerate(orders)]))
    return list(orders[int(pick.key)])


def turn_deck_over(game: Context, link: Link, effect: TurnDeckOver) -> None:
    """415.3d: the deck stays upside down in its zone until the game ends: every card in it face up
    and public, the top still the top, the order unchanged."""
    player = game.state.player(link.controller)
    player.deck_turned = True
    game.trace.add(f"{player.name} turns their deck over. Until the game ends every card in it is face up and public: "
                   "any player may look through it, nobody may change its order, and the top card is still the one "
                   "drawn.", "415.3d", power=link.source.name)
