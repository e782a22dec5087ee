"""'Return him to his owner's hand' (enc-deal4): "When NAME deals damage to a hero, you may return him to his
owner's hand": to return a card to its owner's hand is to put it there from play (415.9a: it becomes a new
card), read as 'put NAME into its owner's hand'. The pronoun is the card itself only where the trigger names
no other card that could go to a hand (a hero never does, 103.4): 'When NAME deals damage to an ally, return
him …' is refused."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised

RETURN = re.compile(r"^(?P<trigger>(?:Ongoing ?: ?)?When NAME [^,]+, )(?P<may>you may )?return (?:him|her|it|NAME) "
                    r"to (?:his|her|its) owner's hand\.$")
OTHER_CARD = re.compile(r"\b(?:all(?:y|ies)|cards?|abilit(?:y|ies)|equipment|weapons?|armor|items?|characters?|"
                        r"resources?|quests?|locations?)\b")


def returned(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    if OTHER_CARD.search(m.group("trigger")):
        raise Unrecognised(f"'return him' after a trigger naming another card: {m.group(0)}")
    return read(f"{m.group('trigger')}{m.group('may') or ''}put NAME into its owner's hand.")


def shapes(read: Callable[[str], Piece]) -> list:
    return [(RETURN, lambda m: returned(m, read))]
