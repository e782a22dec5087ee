"""enc-while2: 'This turn, weapons you control have Assault 1 for each Shaman and Warrior you control.' (Strength of
Battle): the duration printed first is the same modifier as 'Weapons you control have Assault 1 this turn for each
Shaman and Warrior you control.', a link's modifier ending in this turn's wrap-up step (503.2a). The sentence is read
again with 'this turn' where its own readers take it, before 'for each'. Only a group you control with a change for
each card of another group: a wider lead ('This turn, if …', 'This turn, target …') is other readers'
(shapes/conditions.py, shapes/more.py); a sentence that says 'this turn' twice, or whose other reading isn't the
effect of a link lasting this turn, is refused."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised

LEAD = re.compile(r"^This turn, (?P<group>(?:weapons|allies|heroes and allies) you control) (?P<rest>have [^.]+?) "
                  r"(?P<each>for each [^.]+)\.$")


def lasting_this_turn(p: Piece) -> bool:
    made = [make("first") for make in p.parts.get("effects", [])]
    return bool(made) and all(e.get("duration") == "this-turn" for e in made)


def read_lead(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    if "this turn" in m.group(0)[len("This turn, "):]:
        raise Unrecognised(m.group(0))
    p = read(f"{m.group('group').capitalize()} {m.group('rest')} this turn {m.group('each')}.")
    if not lasting_this_turn(p) or set(p.parts) - {"effects", "inner"}:
        raise Unrecognised(m.group(0))
    return Piece(p.shape, **{**p.parts, "inner": [*p.parts.get("inner", []), "'this turn' printed first"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(LEAD, lambda m: read_lead(m, read))]
