"""enc-turn4: "Target Pet you control deals melee damage equal to its ATK to a second target ally." (Lesson of the Beast)
— two slots in the order written, the second filled by a card other than the first (706.1 says so of 'a second
target'); the first target is the packet's source (408.1, 408.2c: the source the effect names), its amount that card's
ATK as the link resolves (709.2d), dealt to the second. Refused: a source that is no hero or ally, a slot of several
targets, any other amount."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Piece, Unrecognised
from shapes.grammar import TYPE_WORDS, selector

SHAPE = "ability: a target deals damage equal to its ATK to a second target"
SECOND = re.compile(rf"^Target (?P<who>[^.]+?) deals (?P<unpreventable>unpreventable )?(?P<type>{TYPE_WORDS}) damage "
                    r"equal to its ATK to a second target (?P<to>[^.]+?)\.$")


def second_target(m: re.Match) -> Piece:
    specs = [selector(f"target {m.group(g)}") for g in ("who", "to")]
    if not all(aimed and "count" not in spec for aimed, spec in specs) or \
            specs[0][1].get("kind") not in ("ally", "hero", "character"):
        raise Unrecognised(m.group(0))

    def dealt(slots: list[str]) -> dict[str, Any]:
        return {"deal_damage": {"total": "atk", "of": {"target": slots[0]}}, "damage_type": m.group("type"),
                "source": {"target": slots[0]}, "to": {"target": slots[1]},
                **({"unpreventable": True} if m.group("unpreventable") else {})}
    return Piece(SHAPE, targets=[spec for _, spec in specs], effects=[dealt])


SHAPES = [(SECOND, second_target)]
ALLOWED = {"ability": (SHAPE,)}
