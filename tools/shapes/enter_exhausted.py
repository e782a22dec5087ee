"""enc-enter3: "Opposing allies enter play exhausted." — a power of the card in play (an ability's after "Ongoing:",
305.2a): each card of the group enters play exhausted (710.1b), the card format's ``enters_exhausted``. Only a group of
allies or of heroes and allies; "this turn" (a modifier a link makes) is another shape, not read here."""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised
from shapes.grammar import selector

SHAPE = "in play: a group enters play exhausted"
ONGOING_SHAPE = "ongoing: a group enters play exhausted"
HELD_BACK = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?(?P<who>(?:Opposing |Friendly )?(?:allies|heroes and allies)"
                       r"(?: you control| your opponents control)?) enter play exhausted\.$")


def held_back(m: re.Match) -> Piece:
    aimed, group = selector(f"all {m.group('who')[0].lower()}{m.group('who')[1:]}")
    if aimed or group.get("kind") not in ("ally", "character"):
        raise Unrecognised(m.group(0))
    power = {"enters_exhausted": group}
    return Piece(ONGOING_SHAPE, ongoing_power=power) if m.group("ongoing") else Piece(SHAPE, powers=[power])


SHAPES = [(HELD_BACK, held_back)]
ALLOWED = {"ability": (ONGOING_SHAPE,), "ally": (SHAPE,), "armor": (SHAPE,), "weapon": (SHAPE,), "item": (SHAPE,),
           "location": (SHAPE,)}
