"""When a player may act (410.2a): a card that is not Instant is played, and some things are done,
only in its player's own non-combat action phase while the chain is empty."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .context import Context


def out_of_turn(game: Context, player: str) -> bool:
    """Not the player's own non-combat action phase with an empty chain (410.2a)."""
    state = game.state
    return bool(state.turn_player != player or state.chain or state.combat or game.step != "action")
