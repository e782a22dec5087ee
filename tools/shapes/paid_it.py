"""enc-has5: "1, Put 1 damage on a Warrior you control -> It has +1 ATK this turn." (Klannoc Macleod), "[Exhaust], Put 1
damage on a hero or ally you control -> It has Assault 4 this turn." (Hysteria) — a payment power whose effect names,
as 'it', the card its cost put damage on: the player picks it as the cost is paid (707.1e) and the link remembers it
(``{paid: damaged}``), as it remembers the card a cost exhausts. The effect's 'It has … this turn' (shapes/
it_this_turn.py, read as of the previous sentence's target) is made of that card instead: only as the effect's first
sentence, after a cost with such a part and no target before it; anywhere else 'it' with nothing before it is refused.

"Exhaust an ally in your party -> It deals 1 ranged damage to target hero." (Lohn'goron, Bow of the Torn-heart): 'it',
the dealer, is the card the cost exhausted (``{paid: exhausted}``, 707.1e), as the hand-written cards name it: the
sentence is read as 'NAME deals …' and its source made that card. Read only as a payment power's first effect after an
'exhaust an ally …' part; anywhere else the sentence makes nothing (refused).
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised, replaced

SLOT = "it-paid"  # the stand-in slot the effect is made with, then made the card the cost used


def it_paid(cost: dict[str, Any], acting: list[Piece]) -> list[Piece]:
    """The effect's pieces, its first 'it' the card a 'put N damage on …' part of the cost picked."""
    if not acting or not acting[0].parts.get("same_target") or cost.get("damage_on") is None:
        return acting
    first = acting[0]
    if set(first.parts) - {"same_target", "refers", "effects", "inner"} or first.parts.get("refers") != "character" \
            or cost["damage_on"].get("kind") not in ("character", "ally"):  # a card picked, not your one hero
        return acting
    makes = [lambda slot, make=make: replaced(make(SLOT), {"target": SLOT}, {"paid": "damaged"})
             for make in first.parts["effects"]]
    return [Piece(first.shape, effects=makes, inner=[*first.parts.get("inner", []), "it: the card its cost put damage on"]),
            *acting[1:]]


IT_DEALS = re.compile(r"^It deals (?P<rest>\d+ [^.]*damage to [^.]+)\.$")
DEALER = "it_deals"  # the part of a piece whose dealer is 'it'


def it_deals(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence read as the card itself dealing the damage; its effects made only by ``it_paid`` (the dealer
    then the card the cost exhausted): as a piece of its own it makes nothing, and is refused."""
    inner = read(f"NAME deals {m.group('rest')}.")
    if set(inner.parts) - {"target", "effects", "inner"} or len(inner.parts.get("effects", [])) != 1:
        raise Unrecognised(m.group(0))

    def nobody(slot: Any) -> dict[str, Any]:
        raise Unrecognised(f"'it' deals damage with no card its cost exhausted before it: {m.group(0)}")
    return Piece(inner.shape, **{k: v for k, v in inner.parts.items() if k != "effects"}, effects=[nobody],
                 **{DEALER: inner.parts["effects"][0]})


def exhausted_deals(cost: dict[str, Any], acting: list[Piece]) -> list[Piece]:
    """The first piece's 'it' dealer made the card an 'exhaust an ally …' part of the cost exhausted."""
    if not acting or DEALER not in acting[0].parts or (cost.get("exhaust_one") or {}).get("kind") not in ("ally", "character"):
        return acting
    first = acting[0]
    make = first.parts[DEALER]

    def dealt(slot: Any) -> dict[str, Any]:
        effect = make(slot)
        if effect.get("source") != {"this": True}:
            raise Unrecognised("'it deals' whose reading names another dealer")
        return {**effect, "source": {"paid": "exhausted"}}
    parts = {k: v for k, v in first.parts.items() if k not in ("effects", DEALER)}
    return [Piece(first.shape, **parts, effects=[dealt]), *acting[1:]]


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(IT_DEALS, lambda m: it_deals(m, read))]
