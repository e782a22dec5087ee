"""enc-reward7: 'Draw cards until you reach your maximum hand size.' (Learn Your Place, Mortal!), '… until your hand
is at your maximum hand size.': the link's controller draws one card at a time until the hand holds as many cards as
their maximum hand size as the link resolves (713.2, 415.4b), nothing if it holds that many already:
``draw_until: max-hand-size``, as the hand-written Adrenaline Rush encodes it.

Refused: another player's draw ('Each player draws cards until he reaches his …': the field draws for you only).
"""
from __future__ import annotations

import re

from shapes.base import Piece

SHAPE = "ability: draw until your hand is full"
DRAW_UNTIL = re.compile(r"^Draw cards until (?:you reach|your hand is at) your maximum hand size\.$")


def draw_until(m: re.Match) -> Piece:
    return Piece(SHAPE, effects=[lambda slot: {"draw_until": "max-hand-size"}])


SHAPES = [(DRAW_UNTIL, draw_until)]
ALLOWED = {"ability": (SHAPE,)}
