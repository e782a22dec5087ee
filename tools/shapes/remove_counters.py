"""enc-deal6: "remove all +1 ATK counters from NAME" (and from 'it', the card itself, in a trigger's effect: "When
damage is dealt with NAME, remove all +1 ATK counters from it") — the card's stat counters of that change taken off,
each a continuous modifier that ends as it goes (404.1, 404.1c): ``remove_stat_counters``. Only from the card
itself; a named counter removed is a cost's (shapes/costs.py)."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Piece, number

SHAPE = "effect: remove stat counters from the card itself"
REMOVE = re.compile(r"^Remove (?P<n>all|a|one|two|three|\d+) (?P<sign>[+-])(?P<v>\d+) (?P<stat>ATK|health) "
                    r"counters? from NAME\.$")


def removed(m: re.Match) -> Piece:
    n: Any = "all" if m.group("n") == "all" else 1 if m.group("n") in ("a", "one") else number(m.group("n"))
    change = int(m.group("v")) * (-1 if m.group("sign") == "-" else 1)
    effect = {"remove_stat_counters": n, "atk" if m.group("stat") == "ATK" else "health": change}
    return Piece(SHAPE, effects=[lambda slot: dict(effect)])


SHAPES = [(REMOVE, removed)]
