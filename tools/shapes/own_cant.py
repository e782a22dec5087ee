"""An ally's own "This ally can't attack." (enc-enter3): a prohibition on the card itself (103.2), as the
hand-written cards encode it, in force while it is in play: it is no legal attacker (601.2a). Only an ally's, and
only attacking with nothing after it ('can't attack heroes', 'can't attack unless …' are other shapes').
("This ally can protect your hero." is shapes/protect.py's.)"""
from __future__ import annotations

import re

from shapes.base import Piece

SHAPE = "ally: can't attack"
CANT_ATTACK = re.compile(r"^(?:This ally|NAME) can't attack\.$")


def cant_attack(m: re.Match) -> Piece:
    return Piece(SHAPE, powers=[{"prohibition": {"cannot": "attack", "affects": {"this": True}}}])


SHAPES = [(CANT_ATTACK, cant_attack)]
ALLOWED = {"ally": (SHAPE,)}
