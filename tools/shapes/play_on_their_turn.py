"""enc-has5: "Play only on an opponent's turn." (Hand of Devotion), "Play NAME only on an opponent's turn." (On Your
Feet) — the card can be played only while an opponent of its player is the turn player (``play_only_if:
{opponents_turn: true}``: the card's text wins over the rules that would let it be played, 103.1), as "Play only if …"
is read (``conditions.play_only_if``). Any other turn or timing is refused.
"""
from __future__ import annotations

import re

from shapes.base import Piece
from shapes.conditions import PLAY_ONLY

ON_THEIR_TURN = re.compile(r"^Play (?:NAME |this (?:ability|card) )?only on an opponent's turn\.$")


def on_their_turn(m: re.Match) -> Piece:
    return Piece(PLAY_ONLY, fields={"play_only_if": {"opponents_turn": True}}, inner=["condition: play only if"])


SHAPES = [(ON_THEIR_TURN, on_their_turn)]
