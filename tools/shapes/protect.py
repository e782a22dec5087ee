"""'This ally can protect your hero.' (602.2): an ally without Protector that is able to protect, at the
Protect Point, a proposed defender that fits what it names, and no other. The card language has it as
a power (``can_protect: SEL``, read from its controller's side), which the engine plays at the Protect
Point and the reading spells out.

Read: 'your hero', 'other allies' (Balrak Stoutstone: any ally but itself; only a player opposing
the attacker protects, with a character of their own party, 602.2) and 'friendly allies' (Durae
Crystalshield, named by her first name: yours and your teammates'). Refused: 'himself', 'against Death
Knights' (whom it protects against, not whom it protects). ('Monster heroes and allies you control' and 'heroes
and allies with damage' are shapes/protect_group.py's.)
"""
from __future__ import annotations

import re

from shapes.base import Piece

SHAPE = "an ally able to protect a defender it names, without Protector (602.2)"
WHOM = {"your hero": {"kind": "hero", "controller": "you"}, "other allies": {"kind": "ally", "other": True},
        "friendly allies": {"kind": "ally", "controller": "friendly"}}
CAN_PROTECT = re.compile(rf"^(?:This ally|NAME) can protect (?P<whom>{'|'.join(WHOM)})\.$")
ALLOWED = {"ally": (SHAPE,)}


def can_protect(m: re.Match) -> Piece:
    return Piece(SHAPE, powers=[{"can_protect": dict(WHOM[m.group("whom")])}])


SHAPES = [(CAN_PROTECT, can_protect)]
