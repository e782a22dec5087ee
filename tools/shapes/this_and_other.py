"""enc-if3: "… for this and each other <cards>": a count that names the card with the power and the
others of the group — "This ally has +3 / +3 for this and each other Murloc hero and ally you control",
"target Monster hero or ally has Assault 1 this turn for this and each other Monster hero and ally you
control". The sentence is read by the other shapes with "for each other <cards>" (the card itself
left out of the count, ``other``), and each such count made one more: its number once for the card
itself and once for each other (709.2d: Count's ``plus`` is its ``times``), whether or not the card
itself still fits the words. A sentence whose reading has any other count, or none, is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

THIS_AND_OTHER = re.compile(r"^(?P<head>.*?\bfor )this and each other (?P<tail>.+)$")


def plus_itself(value: Any, found: list[int]) -> Any:
    """The value with each count of other cards made one more (``plus`` = ``times``); every count
    found is noted in ``found`` (1: of other cards; 0: any other count)."""
    if isinstance(value, list):
        return [plus_itself(v, found) for v in value]
    if not isinstance(value, dict):
        return value
    if "count" in value and isinstance(value["count"], dict):
        mine = value["count"].get("other") is True and not value.get("plus")
        found.append(int(mine))
        return {**value, "plus": value.get("times", 1)} if mine else value
    return {k: plus_itself(v, found) for k, v in value.items()}


def checked(value: Any, sentence: str) -> Any:
    found: list[int] = []
    out = plus_itself(value, found)
    if found != [1] * len(found) or not found:
        raise Unrecognised(f"'for this and each other' read as another count: {sentence}")
    return out


def this_and_other(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence read with 'for each other …', each count of the others made one more (itself)."""
    inner = read(f"{m.group('head')}each other {m.group('tail')}")
    parts = dict(inner.parts)
    makes = parts.pop("effects", None)
    seen = [part for key, part in parts.items() if key != "inner" and "'count'" in str(part)]
    if (makes is None) == (not seen):  # the count is in the card's powers or in the link's effects, not both
        raise Unrecognised(f"'for this and each other' around the shape '{inner.shape}'")
    out = {k: (checked(v, m.group(0)) if k != "inner" and "'count'" in str(v) else v) for k, v in parts.items()}
    if makes is not None:  # checked as the card is assembled, each effect made for its slot
        out["effects"] = [lambda slot, make=make: checked(make(slot), m.group(0)) for make in makes]
    return Piece(inner.shape, **{**out, "inner": [*parts.get("inner", []), "amount: this and each other"]})


# 'Ongoing: Attached ally has +2 / +2 for this and each other ability attached to it': the card with the power is
# itself an ability attached to that card (400.4): the count of every ability attached to the host is the same
ON_HOST = re.compile(r"^Ongoing: Attached (?P<host>ally|hero|character) has (?P<what>[^.]+?) for this and each other "
                     r"ability attached to it\.$")
EVERY_ON_HOST = {"kind": "ability", "attached_to": {"host": True}}


def on_host(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The attachment's power on its host (read without the count: ATK and health only), each number made that many
    for each ability attached to the host, the card with the power among them (709.2d)."""
    inner = read(f"Ongoing: Attached {m.group('host')} has {m.group('what')}.")
    stat = inner.parts.get("ongoing")
    if set(inner.parts) != {"ongoing"} or not stat or set(stat) - {"affects", "atk", "health"} \
            or not all(isinstance(stat.get(k, 0), int) for k in ("atk", "health")):
        raise Unrecognised(f"'for this and each other ability attached to it' with more than ATK and health: {m.group(0)}")
    counted = {k: ({"count": dict(EVERY_ON_HOST), **({"times": v} if v != 1 else {})} if k != "affects" else v)
               for k, v in stat.items()}
    return Piece(inner.shape, ongoing=counted, inner=["amount: this and each other"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes, ahead of every other (no other reads 'for this and each other')."""
    return [(ON_HOST, lambda m: on_host(m, read)), (THIS_AND_OTHER, lambda m: this_and_other(m, read))]
