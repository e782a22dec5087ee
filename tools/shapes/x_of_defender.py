"""enc-while1: "This weapon has Assault X while your hero is attacking, where X is the ATK of a defender." (Kingsbane) —
a continuous power of the weapon in play (704.1a) that has an effect only while your hero is the attacker (602.1,
714.3a), its X the current ATK of the defender it fights (602.3: a combat has one defender), read from the game as it
now is (714.2; a modifier changing that ATK comes first, 719.1): a Total of ``{defending: true}``. Assault X is +X ATK
on its controller's own turns. Only the card itself, only that 'while'.
"""
from __future__ import annotations

import re

from shapes.base import Piece
from shapes.statics import COUNTED, YOUR_HERO

X_OF_DEFENDER = re.compile(r"^(?:NAME|This weapon) has (?P<what>Assault X|\+X ATK) while your hero is attacking, "
                           r"where X is the ATK of (?:a|the) defender\.$")


def x_of_defender(m: re.Match) -> Piece:
    stat = {"affects": {"this": True}, "atk": {"total": "atk", "of": {"defending": True}},
            **({"during": "your-turn"} if m.group("what") == "Assault X" else {}),
            "while_exists": [{**YOUR_HERO, "attacking": True}]}
    return Piece(COUNTED, powers=[{"continuous": stat}])


SHAPES = [(X_OF_DEFENDER, x_of_defender)]
