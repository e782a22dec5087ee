"""enc-while1: "This ally has -1 ATK for each damage on him." (Torashu Stronghoof) — an ally's ATK changed by the
damage on itself, a continuous power of it in play read from the game as it is now (714.2): the total damage on the
card (405.1) times N (``Total.times``), as "+1 ATK for each damage on it" (Berserking, shapes/more.py) is the total
once. Only the ally's own ATK, only 'him', 'her' or 'it' after the card itself; +1 is more.py's shape.
"""
from __future__ import annotations

import re

from shapes.base import Piece
from shapes.more import SELF

SHAPE = "ally: +1 ATK for each damage on it"  # more.py's, the ally's shape whatever the number
OWN_DAMAGE = re.compile(rf"^{SELF} has (?P<n>-\d+|\+(?:[2-9]|\d\d+)) ATK for each damage on (?:him|her|it)\.$")


def own_damage(m: re.Match) -> Piece:
    total = {"total": "damage", "of": {"this": True}, "times": int(m.group("n"))}
    return Piece(SHAPE, powers=[{"continuous": {"affects": {"this": True}, "atk": total}}])


SHAPES = [(OWN_DAMAGE, own_damage)]
