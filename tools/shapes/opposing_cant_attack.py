"""'Target opposing ally can't attack this turn.' (Glaciate; enc-has3): as effects.py reads 'Target ally can't attack
this turn' (a "can't attack" modifier the link makes on its target, ending in this turn's wrap-up step: 103.2, 712,
503.2a), with a target only an opponent controls; such a card can attack only on its controller's turn, so the pool
harness plays the card then (an Instant). A group, or no 'this turn', is refused.
"""
from __future__ import annotations

import re

from shapes import effects
from shapes.base import Piece, Unrecognised
from shapes.grammar import selector

OPPOSING_CANT = re.compile(r"^Target opposing (?P<noun>ally|hero or ally|hero) can't attack this turn\.$")


def opposing_cant(m: re.Match) -> Piece:
    aimed, spec = selector(f"target opposing {m.group('noun')}")
    if not aimed or spec.get("controller") != "opposing":
        raise Unrecognised(m.group(0))
    return Piece(effects.CANT_THIS_TURN, target=spec, effects=[
        lambda slot: {"create_prohibition": {"cannot": "attack", "affects": {"target": slot}}, "duration": "this-turn"}])


SHAPES = [(OPPOSING_CANT, opposing_cant)]
