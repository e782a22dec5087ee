"""enc-deal9: a number counted on the cards the link's packets dealt fatal damage to — "Your hero deals 1 nature damage
to each of up to three target allies. Put a 1 / 1 Treant ally token into play for each ally that was dealt fatal damage
this way." (Wild Seeds):

the sentence is read as '… for each ally you control', and that count's group replaced by the allies (heroes,
characters) the link's packets have dealt fatal damage to so far (405.2: the packet that brought a card's damage to its
health or beyond; ``Selector.dealt_fatal_this_way``), counted as the link resolves (709.2d): they are still in play
then, destroyed only once the link has resolved (410.6a). Only after an effect of the same link that deals damage
(``this_way.after_damage`` refuses the card otherwise).

Refused: a sentence whose reading with 'for each ally you control' has no one such count.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

WHO = {"ally": "ally", "hero": "hero", "character": "character", "hero or ally": "character"}
FATAL = re.compile(rf"^(?P<head>[^.]+? for each) (?P<who>{'|'.join(WHO)}) (?:that (?:was|were) )?dealt fatal damage "
                   r"this way\.$")
STAND_IN = {"kind": "ally", "controller": "you"}


def swapped(value: Any, to: dict[str, Any], found: list[int]) -> Any:
    """``value`` with each count of the stand-in group made a count of ``to``."""
    if isinstance(value, dict):
        if set(value) == {"count"} and value["count"] == STAND_IN:
            found.append(1)
            return {"count": dict(to)}
        return {k: swapped(v, to, found) for k, v in value.items()}
    if isinstance(value, list):
        return [swapped(v, to, found) for v in value]
    return value


def fatal_count(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('head')} ally you control.")
    parts = dict(inner.parts)
    group = {"kind": WHO[m.group("who")], "dealt_fatal_this_way": True}
    if set(parts) - {"effects", "inner"} or len(parts.get("effects", [])) != 1:
        raise Unrecognised(f"'for each … dealt fatal damage this way' around no one effect: {m.group(0)}")
    found: list[int] = []
    made = swapped(parts["effects"][0](None), group, found)
    if len(found) != 1 or json.dumps(STAND_IN) in json.dumps(made):
        raise Unrecognised(f"'for each … dealt fatal damage this way' with no one count: {m.group(0)}")
    return Piece(inner.shape, **{**parts, "effects": [lambda slot: json.loads(json.dumps(made))],
                                 "inner": [*parts.get("inner", []), "count: the cards dealt fatal damage this way"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(FATAL, lambda m: fatal_count(m, read))]
