"""enc-has5: "1, Put 1 damage on a Warrior you control -> It has +1 ATK this turn." (Klannoc Macleod), "[Exhaust], Put 1
damage on a hero or ally you control -> It has Assault 4 this turn." (Hysteria) — a payment power whose effect names,
as 'it', the card its cost put damage on: the player picks it as the cost is paid (707.1e) and the link remembers it
(``{paid: damaged}``), as it remembers the card a cost exhausts. The effect's 'It has … this turn' (shapes/
it_this_turn.py, read as of the previous sentence's target) is made of that card instead: only as the effect's first
sentence, after a cost with such a part and no target before it; anywhere else 'it' with nothing before it is refused.
"""
from __future__ import annotations

from typing import Any

from shapes.base import Piece, replaced

SLOT = "it-paid"  # the stand-in slot the effect is made with, then made the card the cost used


def it_paid(cost: dict[str, Any], acting: list[Piece]) -> list[Piece]:
    """The effect's pieces, its first 'it' the card a 'put N damage on …' part of the cost picked."""
    if not acting or not acting[0].parts.get("same_target") or cost.get("damage_on") is None:
        return acting
    first = acting[0]
    if set(first.parts) - {"same_target", "refers", "effects", "inner"} or first.parts.get("refers") != "character" \
            or cost["damage_on"].get("kind") not in ("character", "ally"):  # a card picked, not your one hero
        return acting
    makes = [lambda slot, make=make: replaced(make(SLOT), {"target": SLOT}, {"paid": "damaged"})
             for make in first.parts["effects"]]
    return [Piece(first.shape, effects=makes, inner=[*first.parts.get("inner", []), "it: the card its cost put damage on"]),
            *acting[1:]]
