"""enc-deal6: X named by a target of its own: "Your hero deals X fire damage to each hero and ally, where X is target
ally's health." (Combustion) — the target is chosen as the card is played (706.1, 707.1d), and X is that card's health
(or ATK) as the link resolves (709.2d: ``{total: health, of: {target: SLOT}}``); the packets go to each card of the
group, the target among them. Only where the sentence has no target of its own; a target of another kind is refused."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.effects import STAND_IN

WHERE_TARGET = re.compile(r"^(?P<body>Your hero deals X (?:[a-z]+ )*?damage to each [^.,]+), where X is target "
                          r"(?P<kind>ally|hero or ally|hero)'s (?P<stat>health|ATK)\.$")
KINDS = {"ally": "ally", "hero or ally": "character", "hero": "hero"}
STATS = {"health": "health", "ATK": "atk"}


def target_stat(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(m.group("body").replace(" X ", f" {STAND_IN} ", 1) + ".")
    makes = inner.parts.get("effects", [])
    if set(inner.parts) - {"effects", "inner"} or len(makes) != 1 or makes[0](None).get("deal_damage") != STAND_IN:
        raise Unrecognised(f"'where X is target …' around the shape '{inner.shape}': {m.group(0)}")
    if m.group("kind") == "hero" and m.group("stat") == "health":
        raise Unrecognised(f"a hero's health as X: {m.group(0)}")

    def made(slot: Any) -> dict[str, Any]:
        return {**makes[0](slot), "deal_damage": {"total": STATS[m.group("stat")], "of": {"target": slot}}}
    return Piece(inner.shape, target={"kind": KINDS[m.group("kind")]}, effects=[made],
                 inner=[*inner.parts.get("inner", []), "amount: a stat of a target of its own"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(WHERE_TARGET, lambda m: target_stat(m, read))]
