"""enc-if8: "That character's controller discards a card for each damage dealt." after a sentence whose target the link
deals damage to (Dark Cleric Ismantal), also "Its controller discards a card for each damage dealt this way": the
player who controls the previous sentence's target discards one card for each damage the link's packets have dealt so
far (405.6, 709.2d; ``{discard: dealt-this-way, player: {controller_of: {target: SLOT}}}``, as the hand-written Mind
Spike encodes it). 'for each damage dealt' names the damage of the sentence before it, the link's own: read as 'this
way'. Only one card for each; 'that character' only after a target that is one (``conditions.refers_fits``)."""
from __future__ import annotations

import re
from typing import Callable

from shapes import conditions
from shapes.base import Piece, Unrecognised

DISCARDS = re.compile(r"^(?:That (?P<noun>character|ally)'s|Its) controller discards a card for each damage dealt"
                      r"(?: this way)?\.$")


def discards(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read("Its controller discards a card.")
    makes = inner.parts.get("effects") or []
    if len(makes) != 1 or not inner.parts.get("same_target"):
        raise Unrecognised(f"a discard for each damage around the shape '{inner.shape}': {m.group(0)}")
    made = makes[0]
    return Piece(inner.shape, **{**inner.parts, "effects": [lambda slot: conditions.per_damage(made(slot))],
                                 "refers": m.group("noun") or inner.parts.get("refers"),
                                 "inner": [*inner.parts.get("inner", []), "amount: for each damage dealt this way"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(DISCARDS, lambda m: discards(m, read))]
