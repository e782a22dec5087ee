"""enc-has5: "Remove target defending ally from combat. It has Elusive this turn." (Temporal Shift) — the resolving
link's modifier on the previous sentence's target (its 'it', 709.2), ending in the wrap-up step (503.2a):
the sentence is read by the modifier shapes as said of 'target …' (``statics.this_turn``), and that target made the
one named before (``same_target``; 'it' only after a hero or ally, 'that ally' only after an ally:
``conditions.refers_fits``). A count ('for each …', which no pool test puts on the board for every group yet), a
reading with another target, or no modifier, is refused.
"""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised

IT_THIS_TURN = re.compile(r"^(?P<ref>It|That ally|That character) has (?P<rest>(?:(?! for each )[^.])+? this turn)\.$")
STAND_IN = {"It": ("target hero or ally", "character"), "That ally": ("target ally", "ally"),
            "That character": ("target hero or ally", "character")}


def it_this_turn(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    words, refers = STAND_IN[m.group("ref")]
    inner = read(f"{words[0].upper()}{words[1:]} has {m.group('rest')}.")
    makes = inner.parts.get("effects", [])
    if not inner.shape.startswith("modifier this turn") or set(inner.parts) - {"target", "effects", "inner"} \
            or not inner.parts.get("target") or not makes:
        raise Unrecognised(f"'{m.group('ref')} has … this turn' around the shape '{inner.shape}': {m.group(0)}")
    if any(set(make("first")) - {"create_continuous", "duration"} for make in makes):
        raise Unrecognised(f"'{m.group('ref')} has … this turn' with an effect other than a modifier: {m.group(0)}")
    return Piece(inner.shape, same_target=True, refers=refers, effects=makes,
                 inner=[*inner.parts.get("inner", []), "target: the previous sentence's"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(IT_THIS_TURN, lambda m: it_this_turn(m, read))]
