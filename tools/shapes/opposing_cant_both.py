"""enc-enter9: "Target opposing hero or ally can't attack or protect this turn." (Rakasa Mournewind's trigger) — as
``shapes/cant_both.py`` reads it of any target (two prohibitions on the link's one target, each ending in this turn's
wrap-up step: 103.2, 601.2a, 602.2, 503.2a), with a target only an opponent controls. A group, several targets or no
'this turn' are refused."""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised
from shapes.cant_both import SHAPE
from shapes.grammar import selector

OPPOSING_CANT_BOTH = re.compile(r"^Target opposing (?P<noun>ally|hero or ally|hero) can't attack or protect this turn\.$")


def opposing_cant_both(m: re.Match) -> Piece:
    aimed, spec = selector(f"target opposing {m.group('noun')}")
    if not aimed or spec.get("controller") != "opposing" or spec.get("count"):
        raise Unrecognised(m.group(0))
    return Piece(SHAPE, target=spec, effects=[
        lambda slot, verb=verb: {"create_prohibition": {"cannot": verb, "affects": {"target": slot}},
                                 "duration": "this-turn"} for verb in ("attack", "protect")])


SHAPES = [(OPPOSING_CANT_BOTH, opposing_cant_both)]
