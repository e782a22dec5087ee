"""enc-if9: a draw replaced by other draws (716.1a): "If you would draw a card, draw two instead." (the same player
draws) and "If an opponent would draw a card, you draw one instead." (the modifier's controller draws). Those draws
are new events; the modifier that made them, and any other that already changed the draw they come from, can't
replace them again (716.1e). Drawing up to a limit, a draw replaced by another player's draw makes that player keep
drawing until decked (713.2a)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from .state import Card, deck

if TYPE_CHECKING:
    from .context import Context


def key(card: Card, rep) -> tuple[int, int]:
    """The modifier, as 716.1e tells one from another: its card and its power (an identical power of another card is
    another modifier)."""
    return card.oid, id(rep)


def changed_it(game: Context, player: str, card: Card, rep, applied: frozenset) -> bool:
    """716.1e: this modifier already changed the draw this one comes from (``applied``): it can't change it again."""
    if key(card, rep) not in applied:
        return False
    game.trace.add(f"{card} has already changed the draw this one comes from, so it can't replace {player}'s draw "
                   "again.", "716.1e", power=card.name)
    return True


def drawer(player: str, card: Card, rep) -> str:
    """Who draws instead: the modifier's controller ('you draw one instead'), or the player who would have drawn."""
    return card.controller if rep.instead.drawer == "you" else player


def by_another(player: str, card: Card, rep) -> bool:
    return rep.instead.draw is not None and drawer(player, card, rep) != player


def announce(game: Context, player: str, card: Card, rep) -> str:
    """716.1a: the draw never happens; the draws instead do. Returns who draws them."""
    who, n = drawer(player, card, rep), rep.instead.draw
    cards = f"{n} card" if n == 1 else f"{n} cards"
    game.trace.add(f"{player} would draw a card, but {card} replaces the draw: "
                   f"{'they draw' if who == player else who + ' draws'} {cards} instead.", "716.1", "716.1a",
                   power=card.name)
    return who


def until_decked(game: Context, player: str, card: Card, rep, draw_one: Callable[[str, frozenset], list]) -> None:
    """713.2a: drawing up to a limit, a replacement has another player draw instead: that player keeps drawing until
    decked (410.6b). A draw of theirs that draws nothing and decks no one (replaced again) ends it: nothing would
    change."""
    who = announce(game, player, card, rep)
    game.trace.add(f"{player} was drawing up to a limit, so {who} keeps drawing until decked.", "713.2a", "410.6b",
                   power=card.name)
    applied = frozenset({key(card, rep)})
    while not game.state.player(who).decked:
        before = len(deck(game.state, who))
        draw_one(who, applied)
        if len(deck(game.state, who)) == before and not game.state.player(who).decked:
            return
