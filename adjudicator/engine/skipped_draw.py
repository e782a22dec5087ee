"""enc-if8: "If you would draw a card, you may skip drawing it instead." — a replacement of a draw (716.1) that, if
its controller chooses (a 'may'), makes the draw not happen, with nothing instead (716.1a); the skip is an event of
its own ("when you skip drawing a card this way", 703.1), its subject the drawer's hero and its source the card whose
power skipped it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .decisions import Decision, Option
from .events import Event
from .state import Card
from .triggers import watch
from .characteristics import compute_views

if TYPE_CHECKING:
    from .context import Context


def chosen(game: Context, player: str, card: Card, rep) -> bool:
    """Does the replacement apply? Always, without a 'may'; with one, if its controller chooses it (716.1)."""
    if not rep.may:
        return True
    pick = game.decide(Decision(card.controller, "replacement", "716.1", f"whether {card} replaces {player}'s draw",
                                [Option(card.label, f"skip:{card.oid}", f"skip:{card.name}", optional=True,
                                        shown=str(card))], may_decline=True))
    if pick is None:
        game.trace.add(f"{card.controller} doesn't have {card} replace the draw, so {player} draws as usual.",
                       "716.1", power=card.name)
    return pick is not None


def skip(game: Context, player: str, card: Card) -> None:
    """716.1a: the draw never happens; nothing happens instead. Then the skip is an event (703.1)."""
    empty = not any(c.zone == "deck" and c.owner == player for c in game.state.cards.values())
    decked = f" {player}'s deck is empty, but as no card is drawn from it, {player} is not decked." if empty else ""
    game.trace.add(f"{player} would draw a card, but {card} replaces the draw: {player} skips drawing it, and no card "
                   f"is drawn.{decked}", "716.1", "716.1a", *(["410.6b"] if empty else []), power=card.name)
    hero = game.state.hero(player)
    if hero is not None:
        watch(game, [Event("skipped-draw", subject=hero, source=card)], compute_views(game.state))
