"""enc-precon: '… dealt this way …' after an ability's ongoing triggered power that deals damage ("Ongoing: At the start
of your turn, your hero deals 1 frost damage to attached hero. If damage is dealt this way, exhaust each opposing hero
or ally with Protector."): more of that power's effect, read as its link resolves, after the damage (709.2, 709.2d),
as shapes/start_turn.py joins it to a triggered power of a card in play. Refused: such a sentence with a target of its
own, or after an ongoing power whose last effect deals no damage."""
from __future__ import annotations

import json
from typing import Any

from shapes.base import Piece, Unrecognised


def reads_dealt(p: Piece) -> bool:
    """A sentence whose effects name only the cards the link dealt damage to, with nothing of its own to choose."""
    if not p.parts.get("effects") or set(p.parts) - {"effects", "inner", "after_damage"}:
        return False
    return all('"dealt_this_way": true' in json.dumps(make(None)) for make in p.parts["effects"])


def dealt_follows_ongoing(pieces: list[Piece], ongoing: tuple[str, ...]) -> list[Piece]:
    """The pieces with each such sentence right after an ongoing triggered power (a shape in ``ongoing``) joined to
    that power's effects."""
    out: list[Piece] = []
    for p in pieces:
        before = out[-1] if out else None
        if before is None or before.shape not in ongoing or not reads_dealt(p):
            out.append(p)
            continue
        power: dict[str, Any] = (before.parts.get("ongoing_power") or {}).get("triggered") or {}
        if "deal_damage" not in (power.get("effects") or [{}])[-1]:
            raise Unrecognised("'dealt this way' after an ongoing power whose last effect deals no damage")
        joined = {**power, "effects": [*power["effects"], *(make(None) for make in p.parts["effects"])]}
        out[-1] = Piece(before.shape, **{**before.parts, "ongoing_power": {"triggered": joined},
                                         "inner": [*before.parts.get("inner", []), f"then: {p.shape}"]})
    return out
