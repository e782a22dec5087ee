"""enc-enter9: damage of several types, each its own amount, to one object: "Your hero deals 1 frost damage and 1
nature damage to target hero or ally." (Tremor Shock), "… deals 1 arcane, 1 fire, 1 frost, 1 nature, and 1 shadow
damage to target ally." (Wand of Prismatic Focus) — one packet of each type named, in the order written (408.3a: a
packet has the damage type its modifier names; 709.2), each to the same target or group, as the sentence that names
one of them alone reads it ("Your hero deals 1 frost damage to target hero or ally.", ``shapes/grammar.py``).

Refused: a type named twice, a list of one type, an object or a subject each one-packet sentence doesn't read the
same way, and anything after the object."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import DAMAGE_TYPES, Piece, Unrecognised

SHAPE = "ability: damage of several types, each its own packet"
TYPE = "|".join(DAMAGE_TYPES)
AMOUNT = rf"\d+ (?:unpreventable )?(?:{TYPE})"
SEVERAL = re.compile(rf"^(?P<subject>Your hero|NAME) deals "
                     rf"(?P<list>{AMOUNT}(?: damage)?(?:, {AMOUNT}(?: damage)?)*,? and {AMOUNT}) damage "
                     r"(?P<object>to [^,.]+)\.$")
ONE = re.compile(rf"^(?P<n>\d+) (?P<unpreventable>unpreventable )?(?P<type>{TYPE})(?: damage)?$")


def packets(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """Each packet read as the one-packet sentence of its amount and type; one target slot for them all."""
    parts = [ONE.match(p) for p in re.split(r",? and |, ", m.group("list"))]
    types = [p.group("type") for p in parts]
    said = {" damage" in p.group(0) for p in parts[:-1]}  # 'damage' after each amount, or only after the last
    if len(set(types)) != len(types) or len(said) > 1:
        raise Unrecognised(f"damage of several types: a type named twice, or said unevenly: {m.group(0)}")
    pieces = [read(f"{m.group('subject')} deals {p.group('n')} {p.group('unpreventable') or ''}{p.group('type')} "
                   f"damage {m.group('object')}.") for p in parts]
    first = pieces[0]
    if any(p.shape != first.shape or p.parts.get("target") != first.parts.get("target")
           or set(p.parts) != set(first.parts) or len(p.parts.get("effects", [])) != 1 for p in pieces):
        raise Unrecognised(f"damage of several types to objects read differently: {m.group(0)}")
    makes = [p.parts["effects"][0] for p in pieces]
    return Piece(first.shape, **{**first.parts, "effects": makes,
                                 "inner": [*first.parts.get("inner", []), SHAPE]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Any]]]:
    return [(SEVERAL, lambda m: packets(m, read))]
