"""enc-enter9: "Each friendly player draws a card." (Arcane Revelation) — you and each teammate (friendly players,
100.4) draw, in turn order from the turn player (802.1): ``{draw: N, player: each-friendly}``.

Refused: 'may draw' (each player's own choice: no shape reads that yet) and a count other than a number."""
from __future__ import annotations

import re

from shapes.base import N, Piece, number

SHAPE = "ability: draw"  # the shape of 'Draw a card.', which every card type that has effects allows
FRIENDLY_DRAW = re.compile(rf"^Each friendly player draws {N} cards?\.$")


def friendly_draw(m: re.Match) -> Piece:
    n = number(m.group("n"))
    return Piece(SHAPE, effects=[lambda slot: {"draw": n, "player": "each-friendly"}])


SHAPES = [(FRIENDLY_DRAW, friendly_draw)]
