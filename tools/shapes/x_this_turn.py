"""'NAME has +X ATK this turn, where X is its ATK.' (Emerald Ripper), 'Target ally has Assault X this turn, where X is
its ATK.' (Double Attack Handguards; enc-has3), 'Target Unique ally has +X ATK …' (Commander Falstaav; enc-while2):
the modifier 'this turn' the link makes (503.2a), its X the ATK of the card the sentence is about ('its': the
subject, the card itself or the target), read as the link resolves and locked in (709.2d, CreateContinuous): ``atk:
{total: atk, of: {this: true}}`` (or ``{target: first}``). Assault X is +X ATK on its controller's own turns (the
'during' of Assault N); its keyword names no number the card has, so it is not given, as 'Assault N for each …' is
read (statics.counted_stat).

The sentence is read by the modifiers 'this turn' with a stand-in number for X, then X made the amount; any other X
(a target's cost, a group's total) or another subject is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

STAND_IN = 9973
X_ATK = re.compile(r"^(?P<who>NAME|Target (?:Unique )?(?:ally|hero or ally)) has (?P<what>\+X ATK|Assault X) this turn, "
                   r"where X is (?:its|NAME's) ATK\.$")


def read_with_x(m: re.Match, read: Callable[[str], Piece], amount: Callable[[dict[str, Any], Any], dict[str, Any]],
                parts: frozenset = frozenset({"effects", "target"}), own_slot: bool = True) -> tuple[Piece, Callable]:
    """'<who> has <what with X> this turn' read with a stand-in number for X, and its one effect made with ``amount``
    (the modifier's stat and the slot → the stat with the amount in place of the stand-in, or a refusal): the inner
    piece and the effect's maker, tried once now so that a refusal comes as the card is read, not as it is assembled.
    ``parts``: what the inner piece may have; ``own_slot``: its effect made for the slot (else for none)."""
    inner = read(f"{m.group('who')} has {m.group('what').replace('X', str(STAND_IN))} this turn.")
    if not set(inner.parts) <= parts or len(inner.parts.get("effects", [])) != 1:
        raise Unrecognised(m.group(0))
    make = inner.parts["effects"][0]

    def made(slot: Any) -> dict[str, Any]:
        effect = make(slot if own_slot else None)
        return {**effect, "create_continuous": amount(dict(effect["create_continuous"]), slot)}
    made("first")
    return inner, made


def stand_in_atk(m: re.Match, stat: dict[str, Any], total: dict[str, Any]) -> dict[str, Any]:
    """'+X ATK' or 'Assault X' read with the stand-in: the ATK made ``total``; 'Assault X' is +X ATK on its
    controller's turns, no keyword of a number given."""
    if stat.get("atk") != STAND_IN or set(stat) - {"affects", "atk", "during", "gain_keywords"}:
        raise Unrecognised(m.group(0))
    stat.pop("gain_keywords", None)
    return {**stat, "atk": total}


def its_atk(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    if m.group(0).count("NAME's") and m.group("who") != "NAME":
        raise Unrecognised(f"'NAME's ATK' for another card than the subject: {m.group(0)}")
    inner, made = read_with_x(m, read, lambda stat, _: stand_in_atk(m, stat, {"total": "atk", "of": dict(stat["affects"])}))
    return Piece(inner.shape, **{**inner.parts, "effects": [made], "inner": ["amount: X is its ATK"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(X_ATK, lambda m: its_atk(m, read))]
