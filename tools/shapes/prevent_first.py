"""enc-harness1: "Prevent the first N damage that would be dealt to NAME each turn." (a hero's other side, Valerie
Worfield): of the damage dealt to the card each turn, the first N is prevented (717.5: ``prevent_first``, as the
hand-written Generic Stalwart Guardian is encoded); the card itself or your hero only, a target refused."""
from __future__ import annotations

import re
from typing import Any

from shapes import conditions
from shapes.base import N, NUMBERS, Piece

FIRST = re.compile(rf"^Prevent the first {N} damage that would be dealt to (?P<to>NAME|your hero|this ally) each turn\.$")
WHOSE = {"NAME": {"this": True}, "this ally": {"this": True}, "your hero": {"kind": "hero", "controller": "you"}}


def first_each_turn(m: re.Match) -> Piece:
    """The first N damage to the card each turn (717.5), a card's own replacement power."""
    n = NUMBERS.get(m.group("n"), None) or int(m.group("n"))
    power = {"when": {"event": "damage", "destination": dict(WHOSE[m.group("to")])}, "instead": {"prevent_first": n}}
    return conditions.replacing(power, False, "replacement: prevent the first N damage each turn")


SHAPES: list[tuple[re.Pattern, Any]] = [(FIRST, first_each_turn)]
