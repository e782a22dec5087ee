"""enc-reward7: a search of your deck for a card put where shapes/effects.py's search doesn't put it (and, below, a
card in a graveyard said to be 'from' it), for ``tools/encode_pool.py`` (each shape gives its name and parts;
pool_shapes makes a ``Piece``):

* "Search your deck for a card and put it into hand." (Spirit of Stormrage): no 'reveal it', so the card found goes
  into your hand unseen by the other players (413.1: ``reveal: false``);
* "… you may search your deck for a card and put it into your graveyard." (Azjol-anak Deathwatcher): the card found
  goes into your graveyard (415.5a: ``into: graveyard``).

The deck is shuffled after (413.2). What the card must be is read as effects.py's search reads it; a card with a
controller, and another player's deck, are refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.grammar import selector

SHAPE = "ability: search your deck"  # shapes/effects.py's: any card type that reads a search reads these
SEARCH_INTO = re.compile(r"^Search your deck for an? (?P<what>[^,.]+?)(?: card)? and put it into "
                         r"(?P<where>hand|your hand|your graveyard)\.$")


def search_into(m: re.Match) -> dict[str, Any]:
    if m.group("what") == "card":  # any card: the selector grammar has no word for it
        found: dict[str, Any] = {"kind": "card"}
    else:
        _, spec = selector(f"target {m.group('what')}")
        if spec.get("controller"):
            raise Unrecognised(m.group(0))  # a card in your deck has no controller
        found = {"kind": spec["kind"], **spec.get("fits", {})}
    where = {"into": "graveyard"} if m.group("where") == "your graveyard" else {"reveal": False}
    return {"shape": SHAPE, "effects": [lambda slot: {"search": ["deck"], "for": dict(found), **where}]}


SHAPES = [(SEARCH_INTO, search_into)]


# "Reward: Put target ally from a graveyard on top of its owner's deck." (Respite for a Tormented Soul): 'from a
# graveyard' said for 'in a graveyard' (706.1b: a target in a zone other than play, in any player's graveyard), read as
# shapes/grave_deck.py reads 'Put target ally in a graveyard on top of its owner's deck.'
FROM_A_GRAVEYARD = re.compile(r"^(?P<head>Put target [a-z]+(?: card)?) from a graveyard (?P<tail>on (?:top|the bottom) "
                              r"of its owner's deck\.)$")


def from_a_graveyard(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    return read(f"{m.group('head')} in a graveyard {m.group('tail')}")


def shapes(read: Callable[[str], Piece]) -> list:
    return [(FROM_A_GRAVEYARD, lambda m: from_a_graveyard(m, read))]
