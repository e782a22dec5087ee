"""'NAME can protect heroes and allies with damage.' (Justicar Brace), 'This ally can protect Monster heroes and
allies you control.' (Strongroot, Ancient of War; enc-has4): an ally without Protector able to protect, at the
Protect Point, a proposed defender of that group and no other (602.2), as shapes/protect.py reads 'your hero':
``can_protect`` with the group's selector, read from its controller's side — the damaged heroes and allies (405.1),
or those with the Monster tag (202.1) that its controller controls.

Refused: any other group or tag, 'himself' (no character protects itself), 'against …' (whom it protects against,
not whom it protects), names ('Draka and Thrall allies'): shapes/protect.py reads the rest, or no shape does.
"""
from __future__ import annotations

import re

from shapes.base import Piece
from shapes.protect import SHAPE

WHOM = {"heroes and allies with damage": {"kind": "character", "damaged": True},
        "Monster heroes and allies you control": {"kind": "character", "controller": "you", "tag": "Monster"}}
CAN_PROTECT_GROUP = re.compile(rf"^(?:This ally|NAME) can protect (?P<whom>{'|'.join(WHOM)})\.$")


def can_protect_group(m: re.Match) -> Piece:
    return Piece(SHAPE, powers=[{"can_protect": dict(WHOM[m.group("whom")])}])


SHAPES = [(CAN_PROTECT_GROUP, can_protect_group)]
