"""enc-enter8: 'Ongoing: …. Allies in attached hero's party have -1 ATK.' (Icy Touch): an attachment's continuous
power, while it is in play (305.2a), on every ally in the party of the player who controls its host (400.4, 415.8b):
``affects: {kind: ally, in_host_party: true}`` and the numbers or keywords ``statics.changes`` reads.

Only allies (the host's party's hero is the host itself, or its controller's one hero: 'heroes and allies' would
want saying which) and only the changes that need no prevention beside them (no resistances); anything else is
refused. The sentence is an attachment's (pool_shapes.ability keeps it only beside 'Attach to …'), and without
'Ongoing:' before it only as a later sentence of the 'Ongoing:' paragraph (pool_shapes.after_the_colon, 305.2a)."""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised
from shapes.statics import changes

SHAPE = "ongoing: the allies in the attached card's party have"
LATER = "in play: the allies in the attached card's party have"  # the same, a later sentence of the paragraph
HOST_PARTY = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?Allies in attached (?P<host>hero|ally|character)'s party have (?P<what>[^.]+)\.$")


def host_party(m: re.Match) -> Piece:
    """The allies of the host's controller's party (415.8b), read as each applies (709.1): the stat or keywords."""
    what = changes(m.group("what"))
    if set(what) - {"atk", "health", "gain_keywords"}:
        raise Unrecognised(m.group(0))
    stat = {"affects": {"kind": "ally", "in_host_party": True}, **what}
    if m.group("ongoing"):
        return Piece(SHAPE, ongoing=stat)
    return Piece(LATER, powers=[{"continuous": stat}])  # a later sentence of the 'Ongoing:' paragraph, or refused


SHAPES = [(HOST_PARTY, host_party)]
ALLOWED = {"ability": (SHAPE, LATER)}
