"""enc-reward9: a cost change for the next card of a talent or of its damage type, for ``tools/encode_pool.py``:

* "You pay 1 less to play your next Frost or [Frost] card this turn." (Servant of Neptulon)

The next card you play this turn (707.1e) with that talent on its type line (202.1) or with that damage type's icon
(205.1b) costs that much less, never below 0 (403.2): the modifier the sentence's effect makes ends in the wrap-up
step (503.2a) or once it has changed one cost, as ``shapes/costs.py`` reads 'your next ally this turn'. The word and
the icon must name the same school ('Fire or [Frost]' stays unread).
"""
from __future__ import annotations

import re

from shapes import costs
from shapes.base import Piece, Unrecognised

SCHOOLS = ("Arcane", "Fire", "Frost", "Holy", "Nature", "Shadow")
NEXT_SCHOOL_CARD = re.compile(rf"^You pay (?P<n>\d+) less to play your next (?P<word>{'|'.join(SCHOOLS)}) or "
                              r"\[(?P<icon>[A-Z][a-z]+)\] card this turn\.$")


def next_school_card(m: re.Match) -> Piece:
    """Your next card this turn with the talent or the icon, less by N to play (once)."""
    if m.group("word") != m.group("icon"):
        raise Unrecognised(m.group(0))  # a talent and another school's icon
    school = m.group("word")
    stat = {"affects": {"any": [{"tag": school}, {"damage_type": school.lower()}], "controller": "you"},
            "play_cost": -int(m.group("n"))}
    made = {"create_continuous": stat, "duration": "this-turn", "uses": 1}
    return Piece(costs.ACTING_CHANGE, effects=[lambda slot: made])


SHAPES = [(NEXT_SCHOOL_CARD, next_school_card)]
