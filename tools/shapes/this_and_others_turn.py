"""enc-has5: "This and other allies you control have +5 ATK, Absorb, and Smash this turn." (Makuna Hatada) — the
resolving link's modifier, ending in the wrap-up step (503.2a), on the card itself and on every other card of the
group as it resolves (709.1): the sentence is read as "Other allies you control have … this turn." by the modifier
shapes (``statics.this_turn``), and the same modifier made for the card itself too (self-reference, 200.1), as the
statics read 'This and other …' of a power in play. A sentence whose reading is not one such modifier is refused.
"""
from __future__ import annotations

import copy
import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

THIS_AND_OTHERS = re.compile(r"^This and other (?P<group>[a-z][^.]*?) (?:have|has) (?P<what>[^.]+?) this turn\.$")
SHAPE = "modifier this turn: the card itself and a group"


def this_and_others(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"Other {m.group('group')} have {m.group('what')} this turn.")
    makes = inner.parts.get("effects", [])
    if inner.shape != "modifier this turn: a group" or set(inner.parts) - {"effects", "inner"} or len(makes) != 1:
        raise Unrecognised(f"'This and other …' around the shape '{inner.shape}': {m.group(0)}")
    made = makes[0](None)
    if set(made) != {"create_continuous", "duration"} or not made["create_continuous"]["affects"].get("other"):
        raise Unrecognised(f"'This and other …' around an effect no modifier of a group: {m.group(0)}")

    def itself(slot: Any) -> dict[str, Any]:
        return copy.deepcopy({**made, "create_continuous": {**made["create_continuous"], "affects": {"this": True}}})
    return Piece(SHAPE, effects=[itself, makes[0]], inner=["the card itself and the others of the group"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(THIS_AND_OTHERS, lambda m: this_and_others(m, read))]
