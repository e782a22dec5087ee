"""enc-while2: 'Your hero deals 1 melee damage to each opposing hero and ally. This turn, characters dealt damage this
way must attack if able and can attack only your hero if able.' (Taunting Blows): the attack rule the link makes
(600.2, 601.2c), lasting this turn (503.2a), on the cards its packets were dealt to (709.2d: ``dealt_this_way``, a
packet prevented completely deals none, 717.2b), as shapes/more.py's 'This turn, target … must attack if able' makes
it on a target and shapes/this_way.py a 'can't' on the cards dealt damage this way. Read only after damage of the same
link (``this_way.after_damage``); anywhere else it is refused."""
from __future__ import annotations

import re

from shapes import this_way
from shapes.base import Piece
from shapes.more import ONLY

WHO = {"a character": "character", "a hero": "hero", "an ally": "ally", "characters": "character", "heroes": "hero",
       "allies": "ally"}
MUST = re.compile(rf"^This turn, (?P<who>{'|'.join(WHO)}) dealt damage this way must attack if able"
                  r"(?: and can attack only (?P<only>your hero|NAME) if able)?\.$")


def must_attack(m: re.Match) -> Piece:
    kind = WHO[m.group("who")]
    rule = {"must_attack": True, **({"only_attack": dict(ONLY[m.group("only")])} if m.group("only") else {})}
    return Piece(this_way.SHAPE, after_damage=True, effects=[lambda slot: {
        "restrict_attacks": {"affects": {"kind": kind, "dealt_this_way": True}, **rule}, "duration": "this-turn"}])


SHAPES = [(MUST, must_attack)]
