"""enc-if4: "While <the game>, <a cost change>." — "While you control a Daelin ally, opponents pay 1 more to play
cards.": the cost change the other shapes read (707.1e), a continuous power of the card in play, with the 'while' as
its fields (``statics.while_game``: some card fits, N or more do, or none does), read as the cost is worked out
(714.3a). The cost change must read as such powers alone, with no 'while' of their own; anything else is refused."""
from __future__ import annotations

import re
from typing import Callable

from shapes import cond, statics
from shapes.base import Piece, Unrecognised

WHILE_COST = re.compile(r"^While (?P<cond>[^,.]+), (?P<body>(?:you|opponents|each opponent) pay \d+ (?:less|more) "
                        r"to [^.]+)\.$")


def while_cost(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    fields = statics.while_game(m.group("cond"))  # refuses a 'while' it doesn't read
    cond.traits(fields, m.group(0))  # 'a Gizmo ally': no race or class (206.1a), refused
    inner = read(m.group("body")[0].upper() + m.group("body")[1:] + ".")
    powers = inner.parts.get("powers") or []
    if set(inner.parts) - {"powers", "inner"} or not powers or any(set(p) != {"continuous"} for p in powers) \
            or any(k.startswith("while") for p in powers for k in p["continuous"]):
        raise Unrecognised(f"'While …,' before the shape '{inner.shape}': {m.group(0)}")
    return Piece(inner.shape, powers=[{"continuous": {**p["continuous"], **fields}} for p in powers],
                 inner=[*inner.parts.get("inner", []), "condition: a cost change with a 'while'"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(WHILE_COST, lambda m: while_cost(m, read))]
