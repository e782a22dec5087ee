"""enc-while1: "Target hero or ally has -X ATK this turn, where X is the combined ATK of your Melee weapons." (Spirit
Weapons) — the modifier 'this turn' the link makes (503.2a), its X a total of a group's values (``statics.x_is``: the
combined or highest ATK, health, DEF or cost), read as the link resolves and locked in (709.2d, ``effects.locked_in``);
'-X' is that total times -1 (``Total.times``). 'Your Melee weapons' are the Melee weapons you control (401.3).

The sentence is read by the modifiers 'this turn' with a stand-in number for X, then X made the amount, as
``shapes.x_this_turn`` reads 'where X is its ATK'; only ATK and health changes; any other X is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import statics
from shapes.base import Piece, Unrecognised
from shapes.x_this_turn import STAND_IN, read_with_x

X_TOTAL = re.compile(r"^(?P<who>NAME|Your hero|Target [^,.]+?) has (?P<what>[+-]X (?:ATK|health)(?: / [+-]X health)?) "
                     r"this turn, where X is (?P<amount>the (?:combined|highest) [^,.]+)\.$")


def amount(words: str) -> dict[str, Any]:
    return statics.x_is(re.sub(r" of your (?P<group>[\w -]+)$", r" of \g<group> you control", words))


def total_this_turn(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    total = amount(m.group("amount"))

    def totalled(stat: dict[str, Any], slot: Any) -> dict[str, Any]:
        if set(stat) - {"affects", "atk", "health"}:
            raise Unrecognised(m.group(0))
        for field in ("atk", "health"):
            if field in stat:
                if abs(stat[field]) != STAND_IN:
                    raise Unrecognised(m.group(0))
                stat[field] = {**total, **({"times": -1} if stat[field] < 0 else {})}
        return stat
    inner, made = read_with_x(m, read, totalled)
    return Piece(inner.shape, **{**inner.parts, "effects": [made], "inner": ["amount: X is a total"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(X_TOTAL, lambda m: total_this_turn(m, read))]
