"""enc-if8: "Your hero heals all damage from it." after a sentence with a target (Mottled Drake: 'ready target Dragonkin
ally you control. Your hero heals all damage from it.'): the previous sentence's target, healed (407.1, 709.2), as
``it_this_turn`` names it again: the sentence read as said of 'target hero or ally', that target made the one named
before (``same_target``; 'it' only after a hero or ally, ``conditions.refers_fits``). Only your hero healing; any
other reading is refused."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised

HEALS_IT = re.compile(r"^Your hero heals (?P<amount>all|\d+) damage from it\.$")


def heals_it(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"Your hero heals {m.group('amount')} damage from target hero or ally.")
    makes = inner.parts.get("effects", [])
    if inner.parts.get("target") != {"kind": "character"} or set(inner.parts) - {"target", "effects", "inner"} \
            or len(makes) != 1 or set(makes[0]("first")) - {"heal", "source", "from"}:
        raise Unrecognised(f"'heals … from it' around the shape '{inner.shape}': {m.group(0)}")
    return Piece(inner.shape, same_target=True, refers="character", effects=makes,
                 inner=[*inner.parts.get("inner", []), "target: the previous sentence's"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(HEALS_IT, lambda m: heals_it(m, read))]
