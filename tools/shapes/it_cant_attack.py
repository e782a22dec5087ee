"""'Ready target Night Elf in your party. It can't attack this turn.' (Darnassus; enc-has3): 'it' the previous
sentence's one target (a hero or ally), on which the link makes a "can't attack" modifier ending in this turn's
wrap-up step (103.2, 712, 503.2a), as effects.py reads 'Target ally can't attack this turn'. A previous target of
another kind, or none, is refused (pool_shapes.acting_effects, conditions.refers_fits)."""
from __future__ import annotations

import re

from shapes import effects
from shapes.base import Piece

IT_CANT_ATTACK = re.compile(r"^It can't attack this turn\.$")


def it_cant_attack(m: re.Match) -> Piece:
    return Piece(effects.CANT_THIS_TURN, same_target=True, refers="character", effects=[
        lambda slot: {"create_prohibition": {"cannot": "attack", "affects": {"target": slot}}, "duration": "this-turn"}])


SHAPES = [(IT_CANT_ATTACK, it_cant_attack)]
