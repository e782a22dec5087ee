"""enc-if7: "Target player skips his next turn." (Curse of Exhaustion), "Skip your next turn.": a replacement
modifier that replaces that player's next turn with nothing (500.4; the card language's ``skip_turn``), the player a
target (706.1; 'target opponent': an opponent only) or the link's controller. Another player ('each opponent'), a
turn other than the next, or more turns than one are refused."""
from __future__ import annotations

import re

from shapes.base import Piece

SHAPE = "ability: a player skips his next turn"
SKIPS = re.compile(r"^(?:(?P<who>Target player|Target opponent) skips his|Skip your) next turn\.$")


def skipped(m: re.Match) -> Piece:
    if m.group("who") is None:
        return Piece(SHAPE, effects=[lambda slot: {"skip_turn": "you"}])
    aimed = {"kind": "player", **({"controller": "opponent"} if m.group("who") == "Target opponent" else {})}
    return Piece(SHAPE, target=aimed, effects=[lambda slot: {"skip_turn": {"target_player": slot}}])


SHAPES = [(SKIPS, skipped)]
ALLOWED = {"ability": (SHAPE,)}
