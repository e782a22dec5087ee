"""enc-enter15: 'its owner may put it from his graveyard into …' after the destruction of another card — a 'may' the
text gives a player other than the link's controller (709.2b: the link tells that player to act, so he chooses):

* "When another ally in your party is destroyed, its owner may put it from his graveyard into hand" (Anchorite Ceyla,
  with 'at the start of the next turn' read around it by shapes/next_turn.py): the ally the destruction put into its
  owner's graveyard (the event's card there, 415.9b: ``{event: moved, zone: graveyard}``) goes into his hand if he says
  so, not a draw (415.9e): ``put_into_hand`` with ``optional``.
* "… its owner may put it from his graveyard into play": it enters play under its owner's control, a new card (710.1,
  415.9a): ``put_into_play`` with ``under: owner`` and ``optional``.

Refused: the card itself ('When NAME is destroyed': shapes/enter.py reads its own 'you may' forms), a trigger whose
event card is no ally, and any other words."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Piece, Unrecognised
from shapes.grammar import SHAPE
from shapes.triggers import when

OWNER_MAY = re.compile(r"^(?P<when>When (?:an?|another) [^,]+? is destroyed), its owner may put it from his graveyard into "
                       r"(?P<to>play|his hand|hand)\.$")
OWNER_BACK = "ability: the destroyed card from its owner's graveyard into his hand or into play, his choice"


def owner_may(m: re.Match) -> Piece:
    pattern = when(m.group("when"))
    subject = pattern.get("subject") or {}
    if pattern.get("event") != "destroyed" or subject.get("this") or subject.get("kind") != "ally":
        raise Unrecognised(f"'its owner may put it' with no destroyed ally of the trigger's event: {m.group(0)}")
    moved = {"event": "moved", "zone": "graveyard"}
    effect: dict[str, Any] = ({"put_into_play": moved, "under": "owner", "optional": True} if m.group("to") == "play"
                              else {"put_into_hand": moved, "optional": True})
    return Piece(SHAPE, powers=[{"triggered": {"when": pattern, "effects": [effect]}}], inner=[f"triggered: {OWNER_BACK}"])


WHOLE_SHAPES = [(OWNER_MAY, owner_may)]
ALLOWED = {"ability": (OWNER_BACK,)}
