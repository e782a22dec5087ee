"""'Opponents play with the top card of their decks revealed.' (Arcanist Raith), 'Ongoing: Play with the top card of
your deck revealed.' (enc-has3): a continuous power of the card while in play (704.1a; on an ability, after
'Ongoing:', 305.2a) by which the top card of each such player's deck is revealed to all players (415.3f): ``top_card:
revealed`` for the controller of each affected hero, as the hand-written Generic Open Deck Pact is encoded.

Only the players named whole (opponents, you); 'their hands revealed' is refused (no field says a hand is seen by all).
"""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised

PLAYERS = {"Opponents": ("opposing", "their decks"), "You": ("you", "your deck"), "Play": ("you", "your deck")}
REVEALED_TOP = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?(?:(?P<who>Opponents|You) play|(?P<bare>Play)) with the top card of "
                          r"(?P<whose>their decks|your deck) revealed\.$")


def revealed_top(m: re.Match) -> Piece:
    controller, whose = PLAYERS[m.group("who") or m.group("bare")]
    if whose != m.group("whose"):
        raise Unrecognised(f"whose deck doesn't fit who plays: {m.group(0)}")
    stat = {"affects": {"kind": "hero", "controller": controller}, "top_card": "revealed"}
    if m.group("ongoing"):
        return Piece("ongoing: a group has", ongoing=stat)
    return Piece("in play: a group has", powers=[{"continuous": stat}])


SHAPES = [(REVEALED_TOP, revealed_top)]
