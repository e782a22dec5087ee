"""An ally's own "can't attack unless an opponent controls more allies than you" (enc-misc): a
prohibition on the card itself (103.2) that is not in force while some opponent of its controller
controls more allies than its controller does, counted as it tries to attack (601.2a), as the
hand-written cards encode it (``unless_outnumbered``). Only allies are counted: another kind, or a
count naming a controller, is refused.
"""
from __future__ import annotations

import re

from shapes.base import Piece

SHAPE = "ally: can't attack unless an opponent controls more allies"
CANT_UNLESS = re.compile(r"^(?:This ally|NAME) can't attack unless an opponent controls more allies than you\.$")


def cant_unless(m: re.Match) -> Piece:
    return Piece(SHAPE, powers=[{"prohibition": {"cannot": "attack", "affects": {"this": True},
                                                 "unless_outnumbered": {"kind": "ally"}}}])


SHAPES = [(CANT_UNLESS, cant_unless)]
ALLOWED = {"ally": (SHAPE,)}


# -- 'Ready allies in your party have +2 ATK' (enc-misc): a group of the cards not exhausted (411), read by the statics'
# modifiers (a power of the card while in play, 704.1a); matched here ahead of the effect 'Ready <target>.'
READY_GROUP = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?(?P<who>Ready (?:heroes and )?allies [^.]+?) have (?P<what>[^.]+?)\.$")
