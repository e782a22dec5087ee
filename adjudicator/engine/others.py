"""Effects that reach other players: cards moved from the top of any player's deck (415.3a,
415.5a, 415.7a), and cards chosen as the link resolves by another player or at random (709.2b,
706.5). ``performers.PERFORMERS`` includes these (effects.py registers them)."""
from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Callable

from ..cards.keywords import FACTION_RACES
from ..cards.model import ChooseCard, ChooseValue, Delve, DiscardCard, MoveTop, Take, TopOfDeck
from .characteristics import compute_views
from .decisions import Decision, Option, card_option
from .state import deck as deck_of
from .deck import send, top_of_deck
from .moves import discard, exhaust
from .resolution import player_of
from .resources import row_entered
from .selectors import VALUE, amount, select
from .amounts import link_amount

if TYPE_CHECKING:
    from .context import Context
    from .state import Card, Link

PLACES = {"graveyard": ("puts", "into their graveyard", "415.5a"), "removed": ("removes", "from the game", "415.7a"),
          "resource-row": ("puts", "into their resource row face down", "412.1b"),
          "hand": ("puts", "into their hand", "415.9e")}


def move_top(game: Context, link: Link, effect: MoveTop) -> list[Card]:
    """The top cards of that player's deck go, one by one and unseen before they move (415.3a), to
    their owner's graveyard (a move a modifier may replace, 716.1c) or removed-from-game zone; each
    is marked as moved by the link's card ("removed this way"). A deck with fewer cards gives what
    it has: the rest can't be done (712.3)."""
    if effect.player == "each":  # "each player puts …": in turn order from the turn player (802.1)
        game.trace.add(f"{link.source}'s effect moves cards of every player's deck: each player's in turn, the turn "
                       "player's first and then clockwise.", "802.1", power=link.source.name)
        return [c for p in game.state.clockwise_from(game.state.turn_player)
                for c in move_top_of(game, link, effect, p.name)]
    if effect.player == "each-opponent":  # enc-r2d: 'each opponent puts …': each opponent's deck, in turn order
        game.trace.add(f"{link.source}'s effect moves cards of each opponent's deck: each opponent's in turn, from the "
                       "turn player clockwise.", "802.1", power=link.source.name)
        return [c for p in game.state.clockwise_from(game.state.turn_player)
                if p.name != link.controller and not game.state.friendly(p.name, link.controller)
                for c in move_top_of(game, link, effect, p.name)]
    return move_top_of(game, link, effect, player_of(game, link, effect.player))


def move_top_of(game: Context, link: Link, effect: MoveTop, player: str | None) -> list[Card]:
    if player is None:
        game.trace.add("There is no such player, so no card moves.", "709.2c")
        return []
    if effect.counted_by == "mover":  # enc-r2d: 'for each … he controls': counted from that deck's player's side
        n = amount(game.state, effect.move_top, compute_views(game.state), player, link.source, link.targets)
        game.trace.add(f"How many cards move from {player}'s deck is counted from {player}'s point of view ('he "
                       f"controls'), read as the link resolves: {n}.", "709.2d", power=link.source.name)
    else:
        n = link_amount(game, link, effect.move_top, compute_views(game.state))
    if effect.at is not None:  # enc-reward6: 'the card tenth from the top': that one card
        return [moved_from_deck(game, link, effect, card) for card in nth_from_top(game, link, effect, player)]
    deck = deck_of(game.state, player)
    top = (deck[::-1] if effect.bottom else deck)[:n]  # enc-enter14: 'the bottom card', the last of the deck first
    if not isinstance(effect.move_top, int) and effect.counted_by is None:
        game.trace.add(f"How many cards move is read as the link resolves: {n}.", "709.2d", power=link.source.name)
    verb, where, rule = PLACES[effect.to]
    short = f"; their deck had only {len(top)}, so the rest can't be done" if len(top) < n else ""
    game.trace.add(f"{link.source}'s effect {verb} the {'bottom' if effect.bottom else 'top'} {n} card{'s' if n != 1 else ''}"
                   f" of {player}'s deck {where}"
                   f"{short}: nobody looks at them first, and this is neither a draw nor a discard.",
                   "415.3a", rule, *(["712.3"] if short else []), power=link.source.name)
    return [moved_from_deck(game, link, effect, card) for card in top]


def nth_from_top(game: Context, link: Link, effect: MoveTop, player: str) -> list[Card]:
    """The one card ``at`` from the top of that player's deck, or none if the deck has fewer (712.3)."""
    cards = deck_of(game.state, player)
    verb, where, rule = PLACES[effect.to]
    if len(cards) < effect.at:
        game.trace.add(f"{player}'s deck has only {len(cards)} cards, so there is no card {effect.at} from the top: "
                       "that part can't be done.", "712.3", power=link.source.name)
        return []
    game.trace.add(f"{link.source}'s effect {verb} the card {effect.at} from the top of {player}'s deck {where}: nobody "
                   "looks at the cards above it, and this is neither a draw nor a discard.", "415.3a", rule,
                   power=link.source.name)
    return [cards[effect.at - 1]]


def moved_from_deck(game: Context, link: Link, effect: MoveTop, card: Card) -> Card:
    """One card from the deck where the effect says (deck.send, as a looked-at card goes), marked as moved by the
    link's card."""
    if effect.to == "resource-row":
        new = into_resource_row(game, card, effect.exhausted)
    else:
        new = send(game, card, effect.to, link.source.label)
    new.moved_by = new.moved_by or link.source.label  # unless a replacement moved it instead
    return new


def into_resource_row(game: Context, card: Card, exhausted: bool) -> Card:
    """412.1b: a card from the deck enters its owner's resource row as a blank face-down resource
    they control, ready unless the text puts it there exhausted (411)."""
    new = game.state.move(card, "play")
    new.row, new.face_down, new.controller = "resource", True, card.owner
    game.trace.add(f"A card goes from {card.owner}'s deck into their resource row face down: a blank resource "
                   f"{card.owner} controls.", "412.1b", "415.8a")
    if exhausted:
        exhaust(game, new, " (a face-down resource now)")
    row_entered(game, [new])
    return new


def choose_card(game: Context, link: Link, effect: ChooseCard) -> list[Card]:
    """709.2b: the player the text names makes the choice, and must choose a card that fits if one
    does; "at random" finds the cards that fit first and then picks among them (the method of
    706.5), the link's controller giving the result the randomness came to. The card is kept on
    the link as ``chosen:<name>`` for the effects after it."""
    chooser = player_of(game, link, effect.by)
    if chooser is None:
        game.trace.add("There is no such player, so nothing is chosen.", "709.2c")
        return []
    fits = sorted(select(game.state, effect.choose_card, compute_views(game.state), chooser, link.source,
                         link.targets), key=lambda c: c.timestamp)
    if not fits:
        game.trace.add(f"No card fits what {link.source}'s effect has {chooser} choose: nothing is chosen, and "
                       "what it would do to that card can't be done.", "709.2b", "712.3", power=link.source.name)
        return []
    options = [card_option(c, c.name if c.zone != "play" else None) for c in fits]
    if effect.random:
        pick = game.decide(Decision(link.controller, "random", "706.5",
                                    f"the card {link.source}'s effect picks at random", options))
    else:
        pick = game.decide(Decision(chooser, "choose", "709.2b", f"the card to choose for {link.source}'s effect",
                                    options))
    card = next(c for c in fits if str(c.oid) == pick.key)
    link.targets[f"chosen:{effect.as_}"] = card
    how = (f"is picked at random among {', '.join(map(str, fits))}, the cards that fit" if effect.random
           else f"is chosen by {chooser}" + ("" if chooser == link.controller else
                                            f", not by {link.controller}, who controls the link"))
    game.trace.add(f"For {link.source}'s effect, {card} {how}.", "709.2b", *(["706.5"] if effect.random else []),
                   power=link.source.name)
    return [card]


def choose_value(game: Context, link: Link, effect: ChooseValue) -> list[Card]:
    """709.2b: the link's controller chooses as it resolves one of the kinds the card lists, or one of the twelve
    races of the Horde and the Alliance (the editor's note at 206.1b); the value is kept on the link as
    ``value:<what>=<value>`` for the effects after it (a selector's ``chosen_value``)."""
    offered = list(effect.among) if effect.among is not None else list(FACTION_RACES)
    pick = game.decide(Decision(link.controller, "choose", "709.2b",
                                f"the {effect.choose_value} to choose for {link.source}'s effect",
                                [Option(value, value, value) for value in offered]))
    link.targets[f"{VALUE}{effect.choose_value}={pick.key}"] = link.source
    among = "the kinds the card lists" if effect.among else "the six races of each faction"
    game.trace.add(f"The {effect.choose_value} is chosen among {among}; what the effect does next to a card "
                   f"'of that {effect.choose_value}' it does only to a card of that {effect.choose_value}, "
                   f"{pick.key}.", "709.2b",
                   *(["206.1b"] if effect.choose_value == "race" else []), power=link.source.name)
    return []


def discard_card(game: Context, link: Link, effect: DiscardCard) -> list[Card]:
    """415.9d: each card picked is revealed from its owner's hand and put into their graveyard;
    a card no longer in a hand can't be discarded (712.3)."""
    views = compute_views(game.state)
    cards = [c for c in select(game.state, effect.discard_card, views, link.controller, link.source, link.targets)
             if c.zone == "hand"]
    if not cards:
        game.trace.add(f"No card in a hand fits what {link.source}'s effect discards: that part can't be done.",
                       "415.9d", "712.3", power=link.source.name)
    return [discard(game, c, f"{c.owner} discards {c}.", "415.9d") for c in cards]


# Delve, as its set's reminder text gives it: look at two, any number back on top in any order,
# the rest on the bottom; said as "which go to the bottom" (up to two), then the order of the rest.
# Made on first use: building a card model at import would cost every start-up (issue 23).
@cache
def delve_as_look() -> TopOfDeck:
    return TopOfDeck(look_at_top=2, then=[Take(take=2, to="bottom", up_to=True)], rest="top")


def delve(game: Context, link: Link, effect: Delve) -> list[Card]:
    """Delve (the editor's note at 415.3c): the top two cards of the link's controller's deck,
    looked at (415.3a); those the player picks go to the bottom, the rest back on top in the order
    they choose (415.3c)."""
    game.trace.add(f"{link.source}'s effect says Delve: {link.controller} looks at the top two cards of their deck, "
                   "puts any number of them back on top in any order and the rest on the bottom.", "415.3c",
                   power=link.source.name)
    return top_of_deck(game, link, delve_as_look())


PERFORMERS: dict[type, Callable] = {
    Delve: delve,
    DiscardCard: discard_card,
    MoveTop: move_top,
    ChooseCard: choose_card,
    ChooseValue: choose_value,
}
