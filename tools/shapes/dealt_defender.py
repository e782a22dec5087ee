"""enc-while1: "Heartseeker has +2 ATK while your hero is attacking a hero or ally that was dealt damage this turn." — a
defender named by what happened to it this turn (703.4): the selector's ``this_turn`` of a damage event with the
defender as its destination (405.1), read from the turn's record of events. Only that one event, only beside the
defender's kind: any other state of the turn is refused (``statics.defending``).
"""
from __future__ import annotations

from typing import Any

DEALT = {"event": "damage", "as": "destination"}


def allowed(defender: dict[str, Any]) -> bool:
    """Whether the defender is a hero or ally named only by its kind and 'that was dealt damage this turn'."""
    return set(defender) == {"kind", "this_turn"} and defender["this_turn"] == DEALT
