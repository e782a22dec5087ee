"""enc-if5: "This turn, target ally has +3 ATK, and damage it would deal is unpreventable.", "This turn, target hero or
ally you control has Assault 2, and combat damage that it would deal is unpreventable.": the link's modifier on its
target this turn (read as '<target> has … this turn' by the other shapes), and a "can't be prevented" the link makes
for the rest of the turn (103.2, 712.2): no prevention modifier or armor can prevent any of a packet that target deals
(408.3c), combat damage only if it says so (408.3b) — the ``prohibition`` the hand-written 'can't be prevented' cards
have, made by the link on its one target. Anything else is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

SHAPE = "modifier this turn: a target has, and its damage can't be prevented"
THIS_TURN = re.compile(r"^This turn, (?P<who>target [^,]+?) (?P<verb>has|gets) (?P<what>[^,]+), and (?P<combat>combat )?"
                       r"damage (?:that )?it would deal is unpreventable\.$")


def unpreventable_turn(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('who')[0].upper()}{m.group('who')[1:]} {m.group('verb')} {m.group('what')} this turn.")
    if set(inner.parts) - {"target", "effects", "inner"} or "target" not in inner.parts or len(inner.parts["effects"]) != 1:
        raise Unrecognised(f"'… and damage it would deal is unpreventable' after the shape '{inner.shape}'")
    combat = {"combat": True} if m.group("combat") else {}

    def cant(slot: Any) -> dict[str, Any]:
        return {"create_prohibition": {"cannot": "be-prevented", "damage": {"event": "damage", **combat,
                                                                           "source": {"target": slot}}},
                "duration": "this-turn"}
    return Piece(SHAPE, target=inner.parts["target"], effects=[*inner.parts["effects"], cant],
                 inner=[*inner.parts.get("inner", []), inner.shape])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(THIS_TURN, lambda m: unpreventable_turn(m, read))]


ALLOWED: dict[str, tuple[str, ...]] = {"ability": (SHAPE,)}  # a payment power's or trigger's effect: any
