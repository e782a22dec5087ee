"""A target as the source of its own damage (enc-deals): "Target ally deals unpreventable holy damage to itself equal
to its ATK", "Target Monster hero or ally you control deals frost damage equal to its ATK to each opposing hero and
ally". The chosen character deals the packets (408.1, 408.2c: the source the effect names), their amount its ATK as
the link resolves (709.2d), to itself or to each card of a group (709.1). Refused: any other amount, a target other
than one hero or ally, a second target."""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised
from shapes.grammar import TYPE_WORDS, selector

SHAPE = "ability: a target deals damage equal to its ATK"
TARGET_DEALS = re.compile(
    rf"^Target (?P<who>[^.]+?) deals (?P<unpreventable>unpreventable )?(?P<type>{TYPE_WORDS}) damage "
    r"(?:to (?P<to>itself) equal to its ATK|equal to its ATK to (?P<group>itself|each [^.]+?))\.$")


def target_deals(m: re.Match) -> Piece:
    aimed, spec = selector(f"target {m.group('who')}")
    if not aimed or spec.get("count") or spec.get("kind") not in ("ally", "hero", "character"):
        raise Unrecognised(m.group(0))
    to = m.group("to") or m.group("group")
    group = None
    if to != "itself":
        aimed_too, group = selector(to)
        if aimed_too:
            raise Unrecognised(m.group(0))

    def dealt(slot: str) -> dict:
        return {"deal_damage": {"total": "atk", "of": {"target": slot}}, "damage_type": m.group("type"),
                "source": {"target": slot}, "to": {"target": slot} if group is None else dict(group),
                **({"unpreventable": True} if m.group("unpreventable") else {})}
    return Piece(SHAPE, target=spec, effects=[dealt])


SHAPES = [(TARGET_DEALS, target_deals)]
ALLOWED = {"ability": (SHAPE,)}
