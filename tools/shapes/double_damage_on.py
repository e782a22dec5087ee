"""enc-harness1: "Double the damage on each opposing ally." (Grievous Wounds): on each card of the group as much damage
as it already has is put (no packet is dealt: 405.3), the effect ``put_damage: {its: damage}`` the hand-written
Barnathrum, Lord of Pain uses, read for each card as the link resolves (709.2d). Only a group of heroes or allies."""
from __future__ import annotations

import re
from typing import Any

from shapes import grammar
from shapes.base import Piece, Unrecognised

DOUBLE_ON = re.compile(r"^Double the damage on each (?P<what>[^.,]+)\.$")
GROUP = "ability: an effect on each card of a group"


def double_on(m: re.Match) -> Piece:
    _, spec = grammar.selector(f"each {m.group('what')}")
    if spec.get("kind") not in ("ally", "hero", "character") or spec.get("zone", "play") != "play":
        raise Unrecognised(f"damage doubled on no hero or ally in play: {m.group(0)}")
    return Piece(GROUP, effects=[lambda slot: {"put_damage": {"its": "damage"}, "on": dict(spec)}])


SHAPES: list[tuple[re.Pattern, Any]] = [(DOUBLE_ON, double_on)]
