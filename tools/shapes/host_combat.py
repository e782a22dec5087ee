"""'Ongoing: Attached ally has +5 ATK while defending.' (Blessing of Defense), '… +2 ATK while attacking' (enc-has3):
a continuous power of the attachment in play (305.2a) on the card it is attached to (400.4) that has an effect only
while that card is the defender (602.3) or the attacker (602.1): a 'while' on each affected card (714.3a), as
statics.py reads 'This ally has +4 ATK while attacking'. Only ATK and health; a keyword, a named defender or any
other role is refused. Beside it, the host's change joined to a "can't be targeted by opponents" (``has_and_cant``).
"""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised
from shapes.statics import X_ON_HOST, changes

HOST_COMBAT = re.compile(r"^Ongoing ?: ?Attached (?:ally|hero|character) has (?P<what>[^.]+?) while "
                         r"(?P<role>attacking|defending)\.$")


def host_combat(m: re.Match) -> Piece:
    stat = changes(m.group("what"))
    if not stat or set(stat) - {"atk", "health"}:
        raise Unrecognised(f"a change in combat of more than ATK and health: {m.group(0)}")
    return Piece(X_ON_HOST, ongoing={"affects": {"host": True}, **stat, "while": {m.group("role"): True}})


SHAPES = [(HOST_COMBAT, host_combat)]


# 'Ongoing: Attached ally has +2 / +2 and can't be targeted by opponents.' (Essence of Light): the change and a "can't"
# on the host (103.2), two powers of the attachment in play (305.2a), as host.py reads a host's "can't" alone.
HAS_AND_CANT = re.compile(r"^Ongoing ?: ?Attached ally has (?P<what>[^.]+?) and can't be targeted by opponents\.$")


def has_and_cant(m: re.Match) -> Piece:
    stat = changes(m.group("what"))
    if not stat or set(stat) - {"atk", "health"}:
        raise Unrecognised(f"a change beside a 'can't' of more than ATK and health: {m.group(0)}")
    return Piece(X_ON_HOST, ongoing_powers=[
        {"continuous": {"affects": {"host": True}, **stat}},
        {"prohibition": {"cannot": "be-targeted", "affects": {"host": True}, "by": {"controller": "opponent"}}}])


SHAPES.append((HAS_AND_CANT, has_and_cant))
