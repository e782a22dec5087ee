"""'Players can't play allies.' (Eternium Runed Blade; enc-has3): a continuous "can't" of the card while in play
(103.2, 704.1a; on an ability after 'Ongoing:', 305.2a) by which the players it names can't play cards of that kind
(``cannot: play``, ``players``, ``cards``), from its controller's point of view: 'players' all of them, 'opponents'
the opposing ones, 'you' its controller.

Refused: a duration or a turn ('this turn', 'on your turn', 'during your turn'), a target player, a card named or
'other' cards: the sentence must end after the kind.
"""
from __future__ import annotations

import re

from shapes.base import Piece

WHO = {"Players": "any", "Opponents": "opponent", "You": "you"}
KINDS = {"cards": None, "allies": "ally", "abilities": "ability", "equipment": "equipment", "weapons": "weapon",
         "armor": "armor", "items": "item"}
CANT_PLAY = re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?(?P<who>{'|'.join(WHO)}) can't play (?P<what>{'|'.join(KINDS)})\.$")


def cant_play(m: re.Match) -> Piece:
    kind = KINDS[m.group("what")]
    power = {"prohibition": {"cannot": "play", "players": WHO[m.group("who")], **({"cards": kind} if kind else {})}}
    if m.group("ongoing"):
        return Piece("ongoing: a group has", ongoing_power=power)
    return Piece("in play: a group has", powers=[power])


SHAPES = [(CANT_PLAY, cant_play)]
