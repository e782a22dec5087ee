"""enc-turn11: one subject healing two cards in one sentence — "NAME may heal 1 damage from herself and 1 damage from
target ally." (Amah the Sun's Grace's other side): two heal packets of the same source, the first from the card itself
(200.1), then from the target (709.2: in the order written; 407.1), read as the two sentences "NAME heals 1 damage from
herself." and "NAME heals 1 damage from target ally."; in a triggered power 'may' covers both, one choice as it resolves
(708.3; shapes/triggers.py). Only the card itself (or your hero, itself) first and one target second."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

HEALS_TWO = re.compile(r"^(?P<who>NAME|Your hero) heals (?P<a>\d+) damage from (?P<own>itself|himself|herself) and "
                       r"(?P<b>\d+) damage from (?P<other>target [^.,]+)\.$")
NOTE = "and: a second heal packet, from the target"


def heals_two(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    own = read(f"{m.group('who')} heals {m.group('a')} damage from {m.group('own')}.")
    other = read(f"{m.group('who')} heals {m.group('b')} damage from {m.group('other')}.")
    mine, aimed = own.parts.get("effects") or [], other.parts.get("effects") or []
    if len(mine) != 1 or len(aimed) != 1 or set(own.parts) - {"effects", "inner"} \
            or set(other.parts) - {"effects", "target", "inner"} or "target" not in other.parts:
        raise Unrecognised(f"two heals not of the card itself and then one target: {m.group(0)}")
    return Piece(other.shape, **{**other.parts, "effects": [mine[0], aimed[0]],
                                 "inner": [*other.parts.get("inner", []), NOTE]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Any]]]:
    return [(HEALS_TWO, lambda m: heals_two(m, read))]
