"""enc-turn11: a condition that compares your cards with every opponent's: "if you control fewer resources than each
opponent" (Renzo Soulfang), "… more allies than each opponent". As shapes/cond.py reads 'than an opponent'
(``more_cards`` with ``per_opponent``: the opposing side counted for one opponent at a time, the cards that
opponent controls, 401.1), but it must hold against every opponent still in the game (``each_opponent``), never
against the opponents' cards added up (a game of three or more players, 102)."""
from __future__ import annotations

import re
from typing import Any

from shapes.cond import COMPARED, compared

EACH_OPPONENT = re.compile(rf"^you (?:have|control) (?P<dir>more|fewer) (?P<noun>{'|'.join(COMPARED)}) than each opponent$")


def each_opponent(m: re.Match) -> dict[str, Any]:
    """``more_cards`` against each opponent alone, holding against all of them: 'fewer than each' is each
    opponent's more than yours (the opposing side ``of``), 'more than each' yours more than each one's."""
    more = compared(m.group("noun"), "than" if m.group("dir") == "more" else "of")["more_cards"]
    return {"more_cards": {**more, "each_opponent": True}}


CONDITIONS = [(EACH_OPPONENT, each_opponent)]
