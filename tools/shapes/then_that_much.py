"""enc-turn11: "…, and then NAME heals that much damage from your hero." after the card's own damage (Zalabar the Dark
Tinkerer): 'that much' is the damage the sentence's packets have dealt (405.6), read once they are dealt, as the link
resolves in the order written (709.2, 709.2d): the sentence read as the damage, then "NAME heals 1 damage from your hero
for each damage dealt this way." (``conditions.for_each_dealt``: ``heal: dealt-this-way``). Only the same subject for
both (the card itself, or your hero), only your hero healed, and only after one effect that deals damage."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

THEN_HEALS = re.compile(r"^(?P<body>(?P<who>NAME|Your hero) deals [^.,]+? damage to [^.]+?),? and then "
                        r"(?P<again>NAME|your hero) heals that much damage from your hero\.$")
NOTE = "then: heals that much (the damage dealt this way)"


def then_heals(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    if m.group("again").lower() != m.group("who").lower():
        raise Unrecognised(f"'and then … heals that much' of another subject than the damage's: {m.group(0)}")
    first = read(m.group("body") + ".")
    healed = read(f"{m.group('who')} heals 1 damage from your hero for each damage dealt this way.")
    makes, heals = first.parts.get("effects") or [], healed.parts.get("effects") or []
    if len(makes) != 1 or len(heals) != 1 or set(first.parts) - {"effects", "target", "inner"} \
            or set(healed.parts) - {"effects", "inner"} or "deal_damage" not in makes[0]("first"):
        raise Unrecognised(f"'and then … heals that much' after no one effect that deals damage: {m.group(0)}")
    return Piece(first.shape, **{**first.parts, "effects": [makes[0], heals[0]],
                                 "inner": [*first.parts.get("inner", []), NOTE]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Any]]]:
    return [(THEN_HEALS, lambda m: then_heals(m, read))]
