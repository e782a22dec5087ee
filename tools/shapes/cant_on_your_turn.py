"""'Opponents can't play cards on your turn.' (Cover of Silence), 'Opponents can't strike with weapons on your
turn.' (Grint Sundershot; enc-has4): a continuous "can't" of the card while in play (103.2, 704.1a; on an ability
after 'Ongoing:', 305.2a) that is in force only while its controller is the turn player (``your_turn``, 500.1). The
players are read from its controller's point of view: 'players' all of them, 'opponents' the opposing ones, 'you'
its controller.

Refused: any other turn ('this turn', 'during your turn', 'on an opponent's turn'), a target player, a card named:
the sentence must end after 'on your turn'. The same sentences without 'on your turn' are shapes/cant_play.py's, or
refused. ('Opposing cards can't be exhausted on your turn' is refused too: paying resources doesn't yet ask whether
a resource may exhaust, so its "can't" would hold only in part.)
"""
from __future__ import annotations

import re

from shapes.base import Piece
from shapes.cant_play import KINDS, WHO

CANT_ON_TURN = re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?(?P<who>{'|'.join(WHO)}) can't (?:play (?P<what>"
                          rf"{'|'.join(KINDS)})|(?P<strike>strike with weapons)) on your turn\.$")


def cant_on_turn(m: re.Match) -> Piece:
    """Players can't play cards (of a kind) or strike with weapons, while it is its controller's turn: an
    ability's power after 'Ongoing:', any other card's power in play."""
    players = WHO[m.group("who")]
    if m.group("strike"):
        rule = {"cannot": "strike", "players": players}
    else:
        kind = KINDS[m.group("what")]
        rule = {"cannot": "play", "players": players, **({"cards": kind} if kind else {})}
    power = {"prohibition": {**rule, "your_turn": True}}
    if m.group("ongoing"):
        return Piece("ongoing: a group has", ongoing_power=power)
    return Piece("in play: a group has", powers=[power])


SHAPES = [(CANT_ON_TURN, cant_on_turn)]
