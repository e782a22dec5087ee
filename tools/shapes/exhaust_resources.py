"""enc-if7: "Exhaust all of your resources." (Lay on Hands): each card of your resource row (412) goes from ready to
exhausted (411.1), as 'Ready all of your resources' readies them (``triggers.readied``); one already exhausted stays
so. Another player's resources, or some of them ('two of your resources'), are other shapes' or none."""
from __future__ import annotations

import re

from shapes.base import Piece

SHAPE = "ability: exhaust your resources"
ALL_OF_YOURS = re.compile(r"^Exhaust all of your resources\.$")


def exhausted(m: re.Match) -> Piece:
    return Piece(SHAPE, effects=[lambda slot: {"exhaust": {"kind": "card", "row": "resource", "controller": "you"}}])


SHAPES = [(ALL_OF_YOURS, exhausted)]
ALLOWED = {"ability": (SHAPE,)}
