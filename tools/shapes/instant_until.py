"""'Cards in your hand are instant this turn until you play a card.' (Presence of Mind, Battlecast Pants; enc-has3):
the link makes a modifier this turn (503.2a) giving each card of that kind in your hand Instant (playable whenever
you have priority), which ends as soon as you play a card of the named kind (714.3: ``until``), as the hand-written
The Fare of Lar'korwi is encoded. The cards it affects are read as it applies (714.3e): a card drawn later has it too.

Only the cards in your own hand and a play of your own end it; any other group or event is refused.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Piece

SHAPE = "modifier this turn: cards in your hand are Instant until you play one"
NOUNS = {"Cards": {}, "Allies": {"kind": "ally"}, "Abilities": {"kind": "ability"},
         "a card": {}, "an ally": {"kind": "ally"}, "an ability": {"kind": "ability"}}
INSTANT_UNTIL = re.compile(r"^(?P<what>Cards|Allies|Abilities) in your hand are instant this turn until you play "
                           r"(?P<until>a card|an ally|an ability)\.$")


def instant_until(m: re.Match) -> Piece:
    affects: dict[str, Any] = {**NOUNS[m.group("what")], "zone": "hand", "owner": "you"}
    until = {"event": "played", "subject": {**NOUNS[m.group("until")], "controller": "you"}}
    return Piece(SHAPE, effects=[lambda slot: {"create_continuous": {"affects": dict(affects), "instant": True},
                                               "duration": "this-turn", "until": dict(until)}])


SHAPES = [(INSTANT_UNTIL, instant_until)]
ALLOWED = {"ability": (SHAPE,)}  # an ability's effect; a payment power's or trigger's effect reads it on any card
