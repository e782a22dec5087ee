"""A trigger's player reference owning a whole hand discarded ("When your hero deals combat damage with NAME to a hero,
that hero's controller discards his hand."): the cards in the hand of the player who controls the event's card
(703.1; a hand belongs to its owner, whose cards in it he controls: 401.2), read through 'Target player discards his
hand' and its slot put back as that card's controller. Only the whole hand as the one effect; any other use of the
slot stays refused."""
from __future__ import annotations

from typing import Any


def hand_of(effects: list[dict[str, Any]], slot: str, whose: dict[str, Any]) -> list[dict[str, Any]]:
    """The effects with 'his hand' of the stand-in player the hand of the event card's controller."""
    role = (whose.get("controller_of") or {}).get("event") if isinstance(whose.get("controller_of"), dict) else None
    if role is None or len(effects) != 1:  # beside another effect ('then draws that many'): whose amount? unread
        return effects
    return [{**e, "discard_card": {"zone": "hand", "controller_of": f"event:{role}"}}
            if e.get("discard_card") == {"zone": "hand", "player": slot} and set(e) == {"discard_card"} else e
            for e in effects]
