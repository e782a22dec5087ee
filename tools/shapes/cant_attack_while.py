"""enc-has5: "While this ally is ready, opposing heroes and allies can't attack other Worgen you control." (King Genn
Greymane) — a 'can't attack' of the opposing characters (103.2, 601.2a), only against the other heroes and allies of
that race you control (``against``), a power of the ally in play (704.1a) not in force while the ally itself is
exhausted (``unless_exists: {this: true, exhausted: true}``, read as the cards now are, 714.3a). Another state,
subject or defender is refused.
"""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised
from shapes.statics import plural_trait

CANT_ATTACK_WHILE_READY = re.compile(r"^While (?:this ally|NAME) is ready, opposing heroes and allies can't attack "
                                     r"other (?P<group>[A-Z][\w' ]*?) you control\.$")
SHAPE = "in play: a group has"  # the statics' shape of a power of the card in play on a group


def cant_attack_while_ready(m: re.Match) -> Piece:
    trait = plural_trait(m.group("group"))
    if trait is None:
        raise Unrecognised(m.group(0))
    return Piece(SHAPE, powers=[{"prohibition": {
        "cannot": "attack", "affects": {"kind": "character", "controller": "opposing"},
        "against": {"kind": "character", "trait": trait, "controller": "you", "other": True},
        "unless_exists": {"this": True, "exhausted": True}}}])


SHAPES = [(CANT_ATTACK_WHILE_READY, cant_attack_while_ready)]
