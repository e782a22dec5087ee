"""'Ongoing: You control attached ally.' (Twist of Faith, Splinter Mind), '… attached equipment.' (Yoink!): while
the ability is in play (305.2a) its controller controls the card it is attached to (401.3, 400.4), a continuous power
of the ability, as the hand-written Mind Control is encoded ({affects: {host: true}, gain_control: true}).

Refused: a hero or character (a hero never changes control, 401.3), a resource (an attachment to a card in the
resource row: no pool test plays one yet), any other card word, and the sentence without its 'Ongoing:' (a power
of the ability in play only, never a change the link makes as it resolves).
"""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised

SHAPE = "ongoing: the attached card has"  # the shape pool_shapes.ability accepts on an attachment's host
CONTROL = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?You control attached (?P<host>\w+)\.$")
HOSTS = ("ally", "equipment")  # the cards whose control the pool harness checks as the attachment resolves


def control(m: re.Match) -> Piece:
    if not m.group("ongoing") or m.group("host") not in HOSTS:
        raise Unrecognised(f"control of an attached card only after 'Ongoing:', of an ally or equipment: {m.group(0)}")
    return Piece(SHAPE, ongoing={"affects": {"host": True}, "gain_control": True})


SHAPES = [(CONTROL, control)]
