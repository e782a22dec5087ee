"""enc-if4: "While <condition>, <group> have <change>, and <group> have <change>." — two continuous powers of the card
in play under one 'while' (714.3a): "While you control a Shout, allies you control have +1 / +1, and opposing allies
have -1 / -1." is the sentence read twice by the other shapes, "While you control a Shout, allies you control have
+1 / +1." and "While you control a Shout, opposing allies have -1 / -1.", each power with the same condition.

Each half must read as the card's continuous powers alone (no effect, no target); anything else is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

HALF = r"[^,.]+? (?:has|have) [^,.]+"
WHILE_BOTH = re.compile(rf"^While (?P<cond>[^,.]+), (?P<first>{HALF}), and (?P<second>{HALF})\.$")


def powers_of(inner: Piece, sentence: str) -> list[dict[str, Any]]:
    powers = inner.parts.get("powers") or []
    if set(inner.parts) - {"powers", "inner"} or not powers or any(set(p) != {"continuous"} for p in powers):
        raise Unrecognised(f"'While …, … and …' with a half of the shape '{inner.shape}': {sentence}")
    return powers


def both(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """Each half read with the 'While …,' before it; the card's powers, both under the same condition."""
    halves = [read(f"While {m.group('cond')}, {m.group(half)}.") for half in ("first", "second")]
    if halves[0].shape != halves[1].shape:
        raise Unrecognised(f"'While …, … and …' with halves of two shapes: {m.group(0)}")
    powers = [p for half in halves for p in powers_of(half, m.group(0))]
    return Piece(halves[0].shape, powers=powers, inner=["condition: one 'while' for two powers"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(WHILE_BOTH, lambda m: both(m, read))]
