"""enc-misc1: 'This turn, friendly heroes and allies can protect NAME.' (Field Commander Foggo's payment power), for
``tools/encode_pool.py``.

The card itself gains, until the end of the turn (``duration: this-turn``, 704.1a), the power by which each character
of the group, read from its controller's side, is able to protect it as the proposed defender without Protector
(``Power.protected_by``, 602.2; the power shapes/group_statics.py reads on a card in play); the proposed defender
can't protect itself anyway (602.2b), so the card itself in the group changes nothing. Only the card itself is
protected ('NAME' or 'this ally'), only by a group the statics read; a target, your hero or a named card as the one
protected, or the sentence without 'This turn,', stays unread. An effect, never a power of a card in play: no card
type allows it alone, so it reads only after a payment power's arrow (or wherever an effect is read).
"""
from __future__ import annotations

import re

from shapes import statics
from shapes.base import Piece, Unrecognised

SHAPE = "modifier this turn: others may protect the card itself"
PROTECT_THIS_TURN = re.compile(r"^This turn, (?P<who>[a-z][\w' -]*?) can protect (?:NAME|this ally)\.$")


def protected_this_turn(m: re.Match) -> Piece:
    try:
        name, spec, affects = statics.subject(m.group("who")[0].upper() + m.group("who")[1:])
    except Unrecognised:
        raise Unrecognised(m.group(0)) from None
    if spec or name != "a group":
        raise Unrecognised(m.group(0))  # your hero, a target, the card itself: not a group of protectors
    who = affects(None)
    return Piece(SHAPE, effects=[lambda slot: {"create_continuous": {"affects": {"this": True},
                                                                     "gain_powers": [{"protected_by": dict(who)}]},
                                               "duration": "this-turn"}])


SHAPES = [(PROTECT_THIS_TURN, protected_this_turn)]
