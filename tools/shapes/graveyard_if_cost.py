"""enc-reward10: a card of your graveyard put into your hand only if its cost is below a count read from the game —
"Put target armor or weapon card from your graveyard into hand if its cost is less than the number of Dwarves in your
party." (Ironforge): the target is any card of those kinds in your graveyard (706.1), as 'Put target … from your
graveyard into your hand.' reads it; as the link resolves (709.2d), it goes into your hand (not a draw, 415.9e) only
if its printed cost (201.1, 403.5a) is less than the number of cards counted then — at most that number minus one:
``{if: {exists: {target: SLOT, zone: graveyard, cost_at_most: {count: …, plus: -1}}}, then: [put_into_hand …]}``;
otherwise nothing happens (709.2c). A race said in the plural ('Dwarves') is counted as 'each Dwarf in your party'.

Refused: any destination but your hand, any bound but 'less than the number of', a count the count shapes don't read.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.counts import counted

SHAPE = "ability: a target card of your graveyard into your hand if its cost is less than a count"
BELOW = re.compile(r"^Put (?P<what>target [^.]+? card) from your graveyard into (?:your )?hand if its cost is less "
                   r"than the number of (?P<counted>[A-Z][a-z]+(?:ves|s)) in your party\.$")


def singular(word: str) -> str:
    return word[:-3] + "f" if word.endswith("ves") else word[:-1]


def below(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"Put {m.group('what')} from your graveyard into your hand.")
    target = inner.parts.get("target")
    makers = inner.parts.get("effects") or []
    if not target or target.get("zone") != "graveyard" or len(makers) != 1 or inner.parts.keys() - {"target", "effects"}:
        raise Unrecognised(f"'{m.group('what')} …', after the shape '{inner.shape}'")
    count = counted(f"{singular(m.group('counted'))} in your party")
    if "counters" in count or "trait" not in count:
        raise Unrecognised(f"a count: {m.group('counted')} in your party")
    bound = {"count": count, "plus": -1}

    def effect(slot: Any) -> dict[str, Any]:
        moved = makers[0](slot)
        if set(moved) != {"put_into_hand"} or moved["put_into_hand"] != {"target": slot, "zone": "graveyard"}:
            raise Unrecognised(f"'{m.group('what')} …' moved otherwise: {moved}")
        return {"if": {"exists": {"target": slot, "zone": "graveyard", "cost_at_most": dict(bound)}}, "then": [moved]}
    return Piece(SHAPE, target=target, effects=[effect])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(BELOW, lambda m: below(m, read))]


ALLOWED = {"ability": (SHAPE,), "location": (SHAPE,)}
