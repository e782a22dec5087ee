"""enc-enter15: 'its owner may put it from his graveyard into …' after the destruction of another card — a 'may' the
text gives a player other than the link's controller (709.2b: the link tells that player to act, so he chooses):

* "When another ally in your party is destroyed, its owner may put it from his graveyard into hand" (Anchorite Ceyla,
  with 'at the start of the next turn' read around it by shapes/next_turn.py): the ally the destruction put into its
  owner's graveyard (the event's card there, 415.9b: ``{event: moved, zone: graveyard}``) goes into his hand if he says
  so, not a draw (415.9e): ``put_into_hand`` with ``optional``.
* "… its owner may put it from his graveyard into play": it enters play under its owner's control, a new card (710.1,
  415.9a): ``put_into_play`` with ``under: owner`` and ``optional``.

* "Ongoing: When an ally in your party is destroyed during your turn, you may put it from its owner's graveyard into his
  hand at end of turn" (Corpse Run): 'you may' is the controller's own choice (708.3); 'during your turn' makes the power
  trigger only while its controller is the turn player (``your_turn``, 500.1); 'at end of turn' waits for this turn's
  end, a triggered modifier that triggers once (715.1, 503.1: ``create_trigger`` on turn-ends, as shapes/delayed.py reads
  'At end of turn, destroy it'), the card still followed in the graveyard (415.9b). 'You may … into play' is not read.

Refused: the card itself ('When NAME is destroyed': shapes/enter.py reads its own 'you may' forms), a trigger whose
event card is no ally, and any other words."""
from __future__ import annotations

import re
from typing import Any

from shapes import triggers
from shapes.base import Piece, Unrecognised
from shapes.grammar import SHAPE
from shapes.triggers import when

OWNER_MAY = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?(?P<when>When (?:an?|another) [^,]+? is destroyed)(?P<yours> during your "
                       r"turn)?, (?:(?P<owner>its owner may) put it from his graveyard|(?P<you>you may )?put it from its "
                       r"owner's graveyard) into (?P<to>play|his hand|hand)(?P<later> at end of turn)?\.$")
OWNER_BACK = "ability: the destroyed card from its owner's graveyard into his hand or into play"


def owner_may(m: re.Match) -> Piece:
    pattern = when(m.group("when"))
    subject = pattern.get("subject") or {}
    if pattern.get("event") != "destroyed" or subject.get("this") or subject.get("kind") != "ally":
        raise Unrecognised(f"'its owner may put it' with no destroyed ally of the trigger's event: {m.group(0)}")
    moved = {"event": "moved", "zone": "graveyard"}
    if not m.group("owner"):  # 'you may': the controller's choice, into his hand only ('put it …' with no choice: not read)
        if m.group("to") != "his hand" or not m.group("you"):
            raise Unrecognised(f"'put it from its owner's graveyard' with no 'you may', or into no hand of his: {m.group(0)}")
        effects: list[dict[str, Any]] = [{"may": [{"put_into_hand": moved}]}]
    else:
        effects = [{"put_into_play": moved, "under": "owner", "optional": True} if m.group("to") == "play"
                   else {"put_into_hand": moved, "optional": True}]
    if m.group("later"):  # 'at end of turn': this turn's end, once (715.1, 503.1)
        effects = [{"create_trigger": {"when": {"event": "turn-ends"}, "once": True, "effects": effects},
                    "duration": "game"}]
    power = {"when": pattern, "effects": effects, **({"your_turn": True} if m.group("yours") else {})}
    if m.group("ongoing"):
        return Piece(triggers.ONGOING, ongoing_power={"triggered": power}, inner=[f"triggered: {OWNER_BACK}"])
    return Piece(SHAPE, powers=[{"triggered": power}], inner=[f"triggered: {OWNER_BACK}"])


# 'When a non-Undead ally you control is destroyed, put it into play, and it's also an Undead.' (The Undeath Carrier; a data
# set prints 'its also Undead', the same words misspelt): the ally the destruction put into the graveyard (415.9b) enters
# play again under the link's controller's control, a new card (710.1, 415.9a), and a modifier with no duration (714.3)
# gives that card the race besides its own (``gain_traits``, 206.1) — the card put into play this way (``put_this_way``)
BACK_AS = re.compile(r"^(?P<when>When (?:an?|another) [^,]+? is destroyed), put it into play,? and (?:it's|its) also "
                     r"(?:an? )?(?P<trait>[A-Z][a-z]+)\.$")
BACK_AS_SHAPE = "ability: the destroyed card back into play, with a race besides its own"


def back_as(m: re.Match) -> Piece:
    pattern = when(m.group("when"))
    subject = pattern.get("subject") or {}
    if pattern.get("event") != "destroyed" or subject.get("this") or subject.get("kind") != "ally":
        raise Unrecognised(f"'put it into play' with no destroyed ally of the trigger's event: {m.group(0)}")
    effects = [{"put_into_play": {"event": "moved", "zone": "graveyard"}},
               {"create_continuous": {"affects": {"put_this_way": True}, "gain_traits": [m.group("trait")]},
                "duration": "game"}]
    return Piece(SHAPE, powers=[{"triggered": {"when": pattern, "effects": effects}}], inner=[f"triggered: {BACK_AS_SHAPE}"])


WHOLE_SHAPES = [(OWNER_MAY, owner_may), (BACK_AS, back_as)]
ALLOWED = {"ability": (OWNER_BACK,)}
