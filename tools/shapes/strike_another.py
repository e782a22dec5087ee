"""enc-enter9: "When you strike with this or another Ranged weapon, your hero deals 1 nature damage to target hero or
ally." (Volatile Thunderstick) — a weapon's power on its controller's hero striking with it or with another weapon of
that group (303.2): the strike event of ``shapes/triggers.py`` ('When you strike with a weapon') with the weapon it is
made with either the card itself or another weapon you control of the group, as 'this or another' names a trigger's
subject (``{any: [{this: true}, {…, other: true}]}``).

Refused: a group that isn't a kind of weapon the selector reads ('another ally'), and any effect the strike event's
own sentence doesn't read."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised
from shapes.grammar import selector

THIS_OR_ANOTHER = re.compile(r"^When you strike with (?:this|NAME) or another (?P<group>[^,]+? weapon), (?P<effect>.+)$")


def struck(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The strike trigger read with 'a weapon', then the weapon either this card or another of the group."""
    aimed, group = selector(f"each {m.group('group')} you control")
    if aimed or group.get("kind") != "weapon" or set(group) - {"kind", "controller", "tag", "trait"}:
        raise Unrecognised(f"a strike with another weapon of no group of weapons: {m.group(0)}")
    inner = read(f"When you strike with a weapon, {m.group('effect')}")
    powers = inner.parts.get("powers", [])
    if len(powers) != 1 or powers[0].get("triggered", {}).get("when", {}).get("event") != "strike" \
            or set(inner.parts) - {"powers", "inner"}:
        raise Unrecognised(f"a strike with this or another weapon, read as another shape: {m.group(0)}")
    when = powers[0]["triggered"]["when"]
    powers = [{"triggered": {**powers[0]["triggered"],
                             "when": {**when, "with": {"any": [{"this": True}, {**group, "other": True}]}}}}]
    return Piece(inner.shape, **{**inner.parts, "powers": powers,
                                 "inner": [*inner.parts.get("inner", []), "strike: this or another weapon"]})


def shapes(read: Callable[[str], Piece]) -> list:
    return [(THIS_OR_ANOTHER, lambda m: struck(m, read))]
