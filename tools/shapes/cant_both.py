"""'Target ally can't attack or protect this turn' (enc-deals): two prohibitions the link makes on its one target
(103.2: attacking, 601.2a; protecting, 602.2), each ending in this turn's wrap-up step (503.2a), as the shapes of
one verb make each (shapes/effects.py 'can't attack', shapes/this_way.py 'can't protect'). As 'can't attack' alone,
a target only an opponent controls is not read yet (the pool harness tries the attack on its controller's turn)."""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised
from shapes.grammar import selector

SHAPE = "ability: a target can't attack or protect this turn"
CANT_BOTH = re.compile(r"^(?P<who>Target [^.]+?) can't attack or protect this turn\.$")


def cant_both(m: re.Match) -> Piece:
    aimed, spec = selector("t" + m.group("who")[1:])
    if not aimed or spec.get("controller") == "opposing" or spec.get("count"):
        raise Unrecognised(m.group(0))
    return Piece(SHAPE, target=spec, effects=[
        lambda slot, verb=verb: {"create_prohibition": {"cannot": verb, "affects": {"target": slot}},
                                 "duration": "this-turn"} for verb in ("attack", "protect")])


SHAPES = [(CANT_BOTH, cant_both)]
ALLOWED = {"ability": (SHAPE,)}
