"""Damage to one target and healing from another (enc-deals): "Your hero deals 5 unpreventable holy damage to target
hero or ally and heals 5 damage from target hero or ally", "NAME deals 1 nature damage to target opposing hero or ally
and heals 1 damage from target friendly hero or ally", "… and heals 3 damage from a second target hero or ally". Two
target words, two slots in the order written, each filled by a different card (706.1: 'a second target' says it
outright); the damage first, then the healing, from the same source (709.2: in the order written). Refused: the
healing's amount counted ('for each damage dealt this way'), a slot of several targets, a group."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Piece, Unrecognised
from shapes.grammar import SUBJECTS, TYPE_WORDS, selector

SHAPE = "ability: damage to one target and healing from another"
BOTH = re.compile(
    rf"^(?P<subject>Your hero|NAME) deals (?P<dealt>\d+) (?P<unpreventable>unpreventable )?(?P<type>{TYPE_WORDS}) damage "
    r"to (?P<first>target [^.]+?) and heals (?P<healed>\d+) damage from (?:a second )?(?P<second>target [^.]+?)\.$")


def both(m: re.Match) -> Piece:
    specs = [selector(m.group(g)) for g in ("first", "second")]
    if not all(aimed and "count" not in spec for aimed, spec in specs):
        raise Unrecognised(m.group(0))
    source = SUBJECTS[m.group("subject")]

    def dealt(slots: list[str]) -> dict[str, Any]:
        return {"deal_damage": int(m.group("dealt")), "damage_type": m.group("type"), "source": dict(source),
                "to": {"target": slots[0]}, **({"unpreventable": True} if m.group("unpreventable") else {})}

    def healed(slots: list[str]) -> dict[str, Any]:
        return {"heal": int(m.group("healed")), "source": dict(source), "from": {"target": slots[1]}}
    return Piece(SHAPE, targets=[spec for _, spec in specs], effects=[dealt, healed])


# enc-deals: "Gakmat deals X fire damage to target ally and itself": one effect, a packet for the target and one for the
# card itself, made together (405.4: one packet per character the effect names)
ITSELF_TOO = re.compile(rf"^NAME deals (?P<dealt>\d+) (?P<unpreventable>unpreventable )?(?P<type>{TYPE_WORDS}) damage to "
                        r"(?P<first>target [^.]+?) and itself\.$")
ITSELF_SHAPE = "power: the card itself deals damage to a target and to itself"


def itself_too(m: re.Match) -> Piece:
    aimed, spec = selector(m.group("first"))
    if not aimed or "count" in spec:
        raise Unrecognised(m.group(0))
    return Piece(ITSELF_SHAPE, target=spec, effects=[lambda slot: {
        "deal_damage": int(m.group("dealt")), "damage_type": m.group("type"), "source": {"this": True},
        "to": {"any": [{"target": slot}, {"this": True}]}, **({"unpreventable": True} if m.group("unpreventable") else {})}])


SHAPES = [(BOTH, both), (ITSELF_TOO, itself_too)]
ALLOWED = {"ability": (SHAPE,)}  # ITSELF_SHAPE: a permanent's power only (the card itself is in play)
