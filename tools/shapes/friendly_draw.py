"""enc-enter9: "Each friendly player draws a card." (Arcane Revelation) — you and each teammate (friendly players,
100.4) draw, in turn order from the turn player (802.1): ``{draw: N, player: each-friendly}``.
enc-enter15: "Each friendly player may draw a card." (Mining Monkey) — each of them chooses for himself as the link
resolves (709.2b: the link tells that player to draw): ``optional: true``.

Refused: a count other than a number."""
from __future__ import annotations

import re

from shapes.base import N, Piece, number

SHAPE = "ability: draw"  # the shape of 'Draw a card.', which every card type that has effects allows
FRIENDLY_DRAW = re.compile(rf"^Each friendly player (?P<may>may draw|draws) {N} cards?\.$")


def friendly_draw(m: re.Match) -> Piece:
    n = number(m.group("n"))
    may = {"optional": True} if m.group("may") == "may draw" else {}
    return Piece(SHAPE, effects=[lambda slot: {"draw": n, "player": "each-friendly", **may}])


SHAPES = [(FRIENDLY_DRAW, friendly_draw)]
