"""enc-if4: "As a cost to place this quest face up, put 2 damage on your hero." — a quest's or location's
``face_up_cost``: a cost added as the card is placed face up (412.1b), paid as the placing adds its link (412.1a,
707.1e). Each part is read as a payment power's cost part is (``costs.cost_part``); a part that acts on the card itself
(exhaust it, destroy it), asks resources, or that no reader reads ('choose an opponent, and he may draw a card',
'reveal an Arena card from your hand') is refused. "As a cost to play this face up" says the same of a quest: a quest
is never played (306.1), only placed."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Piece, Unrecognised
from shapes.costs import cost_part

SHAPE = "quest or location: a cost to place it face up"
FACE_UP = re.compile(r"^As a cost to (?:place|play) (?:this quest|this location|this|NAME) face up, (?P<cost>[^.]+)\.$")
NOT_HERE = ("exhaust", "flip", "destroy", "remove", "return_to_hand", "to_deck_bottom", "resources", "either")


def face_up_cost(m: re.Match) -> Piece:
    cost: dict[str, Any] = {}
    for part in re.split(r",? and |, ", m.group("cost")):
        parsed = cost_part(part)
        if parsed.keys() & cost.keys() or parsed.keys() & set(NOT_HERE) or (parsed.get("put_damage") and "damage_on" not in parsed):
            raise Unrecognised(f"a cost to place a card face up: {part}")
        cost.update(parsed)
    return Piece(SHAPE, fields={"face_up_cost": cost})


SHAPES = [(FACE_UP, face_up_cost)]
ALLOWED = {"quest": (SHAPE,), "location": (SHAPE,)}
