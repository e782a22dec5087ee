"""Conditions about the game state, read for a player: the "if" of a double-check power (703.2)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import Condition

if TYPE_CHECKING:
    from .game import Game


def holds(game: Game, cond: Condition, player: str) -> tuple[bool, str]:
    """Whether ``cond`` is true for ``player`` now, and the fact that decides it."""
    if cond.hand_at_least is not None:
        hand = sum(1 for c in game.state.cards.values() if c.zone == "hand" and c.owner == player)
        return hand >= cond.hand_at_least, f"{player} has {hand} card{'s' if hand != 1 else ''} in hand " \
                                            f"(the condition asks for {cond.hand_at_least} or more)"
    return True, "no condition"
