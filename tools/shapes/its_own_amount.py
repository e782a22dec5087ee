"""enc-r2e: an effect on a group whose amount is read from each card it affects — "Each ally deals holy damage to
itself equal to its ATK." (Penance):

each card of the group deals a packet to itself (408.2c, as 'each ally deals 2 holy damage to itself' is read), the
packet's size that card's own ATK as it now is, read as the link resolves (205.1, 709.2d): ``deal_damage: {its:
atk}``, one packet per card, each of its own size (405.4, as 'all the damage' is read for healing, 407.2). A card of 0
ATK or less gets no packet (408.2a).

The sentence is read by the shapes of 'deals N damage to itself' with a stand-in number for the amount, then the
amount made the card's own ATK. Refused: any other source than the card itself ('… deals damage to each ally equal to
its ATK': whose ATK is then unclear), another amount of the card ('its cost', 'its printed ATK', 'its health'), and a
reading whose amount is not the stand-in alone.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

STAND_IN = 9967
OWN_ATK = re.compile(r"^(?P<body>Each [^.,]+? deals (?:(?P<type>[a-z]+) )?damage to itself) equal to its ATK\.$")
SHAPE = "ability: each card of a group deals damage to itself"


def own_atk(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'… deals N holy damage to itself' read with the stand-in for N, then N made each card's own ATK."""
    kind = f"{m.group('type')} " if m.group("type") else ""
    sentence = m.group("body").replace(f"deals {kind}damage", f"deals {STAND_IN} {kind}damage", 1) + "."
    inner = read(sentence)
    if not inner.shape.startswith(SHAPE) or set(inner.parts) - {"effects", "inner"} or len(inner.parts["effects"]) != 1:
        raise Unrecognised(f"'equal to its ATK' after a reading of another shape, '{inner.shape}': {m.group(0)}")
    make = inner.parts["effects"][0]

    def made(slot: Any) -> dict[str, Any]:
        effect = dict(make(slot) if callable(make) else make)
        if effect.get("deal_damage") != STAND_IN or not effect.get("source", {}).get("recipient"):
            raise Unrecognised(f"'equal to its ATK' not on one packet each card deals itself: {m.group(0)}")
        return {**effect, "deal_damage": {"its": "atk"}}
    made(None)  # refused now, as the card is read, not as it is assembled
    return Piece(inner.shape, **{**inner.parts, "effects": [made],
                                 "inner": [*inner.parts.get("inner", []), "amount: each card's own ATK"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(OWN_ATK, lambda m: own_atk(m, read))]
