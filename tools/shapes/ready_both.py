"""enc-if4: "Ready your hero and all of your weapons." — one verb on two groups, each read by the other shapes as the
sentence with that group alone ("Ready your hero.", "Ready all weapons you control."): two effects, in the order
written (709.2), each on every card of its group as the link resolves (709.1). 'all of your <cards>' is 'all <cards>
you control' (401.1). Only 'ready' and 'exhaust' (411), and only groups: a target or a choice ('one of your …') is
refused."""
from __future__ import annotations

import re
from typing import Callable

from shapes import grammar
from shapes.base import Piece, Unrecognised

SHAPE = grammar.GROUP  # the shape each half reads as (grammar's group effect)
BOTH = re.compile(r"^(?P<verb>Ready|Exhaust) (?P<first>your hero|all [^,.]+?) and (?P<second>your hero|all [^,.]+?)\.$")


def group_words(words: str) -> str:
    return re.sub(r"^all of your (?P<cards>[\w -]+)$", r"all \g<cards> you control", words)


def both(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    makes = []
    for half in ("first", "second"):
        inner = read(f"{m.group('verb')} {group_words(m.group(half))}.")
        if inner.shape != SHAPE or set(inner.parts) - {"effects", "inner"} or len(inner.parts["effects"]) != 1:
            raise Unrecognised(f"'{m.group('verb')} … and …' with a half of the shape '{inner.shape}': {m.group(0)}")
        makes += inner.parts["effects"]
    if m.group("first") == m.group("second"):
        raise Unrecognised(f"the same group twice: {m.group(0)}")
    return Piece(SHAPE, effects=makes, inner=["two groups, one verb"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(BOTH, lambda m: both(m, read))]
