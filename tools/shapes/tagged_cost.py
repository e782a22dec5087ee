"""enc-turn6: a cost change for the abilities of one talent or school, for ``tools/encode_pool.py``:

* "Ongoing: You pay 1 less to play Feral abilities, to a minimum of 1." (Nature's Guidance)

The ability cards of yours with that tag on their type line (202.1: 'Ability — Feral') cost that much less to play
from the hand (707.1e), never below the minimum the sentence gives nor below 0 (403.2): an ongoing ability's power
while it is in play (305.2), or without 'Ongoing:' the card's own power while in play, as ``shapes/costs.py`` reads
'You pay 1 less to play abilities'. Only a reduction and only a tag the ability cards print (``enter.ABILITY_TAGS``);
'Combos and finishing moves', 'poisons' (not tags) stay unread.
"""
from __future__ import annotations

import re

from shapes import costs
from shapes.base import Piece
from shapes.enter import ABILITY_TAGS

TAGGED_CHANGE = re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?You pay (?P<n>\d+) less to play (?P<tag>{'|'.join(ABILITY_TAGS)}) "
                           r"abilities(?:, to a minimum of (?P<min>\d+))?\.$")


def tagged_change(m: re.Match) -> Piece:
    """The play cost of your abilities with that tag, less by N (not below the minimum)."""
    stat = {"affects": {"kind": "ability", "tag": m.group("tag"), "controller": "you"}, "play_cost": -int(m.group("n")),
            **({"minimum": int(m.group("min"))} if m.group("min") else {})}
    if m.group("ongoing"):
        return Piece(costs.ONGOING_CHANGE, ongoing=stat)
    return Piece(costs.LASTING_CHANGE, powers=[{"continuous": stat}])


SHAPES = [(TAGGED_CHANGE, tagged_change)]
