"""'NAME has +X ATK this turn, where X is its ATK.' (Emerald Ripper), 'Target ally has Assault X this turn, where X is
its ATK.' (Double Attack Handguards; enc-has3): the modifier 'this turn' the link makes (503.2a), its X the ATK of the
card the sentence is about ('its': the subject, the card itself or the target), read as the link resolves and locked
in (709.2d, CreateContinuous): ``atk: {total: atk, of: {this: true}}`` (or ``{target: first}``). Assault X is +X ATK
on its controller's own turns (the 'during' of Assault N); its keyword names no number the card has, so it is not
given, as 'Assault N for each …' is read (statics.counted_stat).

The sentence is read by the modifiers 'this turn' with a stand-in number for X, then X made the amount; any other X
(a target's cost, a group's total) or another subject is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

STAND_IN = 9973
X_ATK = re.compile(r"^(?P<who>NAME|Target (?:ally|hero or ally)) has (?P<what>\+X ATK|Assault X) this turn, "
                   r"where X is (?:its|NAME's) ATK\.$")


def its_atk(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    if m.group(0).count("NAME's") and m.group("who") != "NAME":
        raise Unrecognised(f"'NAME's ATK' for another card than the subject: {m.group(0)}")
    inner = read(f"{m.group('who')} has {m.group('what').replace('X', str(STAND_IN))} this turn.")
    if set(inner.parts) - {"effects", "target"} or len(inner.parts["effects"]) != 1:
        raise Unrecognised(m.group(0))
    make = inner.parts["effects"][0]

    def made(slot: Any) -> dict[str, Any]:
        effect = make(slot)
        stat = dict(effect["create_continuous"])
        if stat.get("atk") != STAND_IN or set(stat) - {"affects", "atk", "during", "gain_keywords"}:
            raise Unrecognised(m.group(0))
        stat.pop("gain_keywords", None)  # 'Assault X': +X ATK on its controller's turns, no keyword of a number
        stat["atk"] = {"total": "atk", "of": dict(stat["affects"])}
        return {**effect, "create_continuous": stat}
    made("first")  # refused now, not as the card is assembled
    return Piece(inner.shape, **{**inner.parts, "effects": [made], "inner": ["amount: X is its ATK"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(X_ATK, lambda m: its_atk(m, read))]
