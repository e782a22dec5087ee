"""enc-enter6: joins around the trigger shapes (``shapes/triggers.py``) that no reader took yet.

* "Ongoing: When you play a Feral ability, if you control a Form, <effect>" — an ability's triggered power
  with a double check (703.2) that works while the ability is in play (305.2): the sentence without
  'Ongoing:' is read by the conditions' double check (``shapes/conditions.py``) and its one power made the
  ability's ``ongoing_power``, as ``triggers.ongoing`` makes one without a condition.
* "When you play an ability or your hero attacks, …", "When NAME enters play, leaves play, exhausts, or readies,
  …", "When NAME attacks or defends, …" — one effect on each of several events: one triggered power for each
  event, each read as the sentence with that event alone (703.1), the same effect. A reference in the effect to
  the event (its card, its amount) is refused: the events' cards and amounts are not the same.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes import triggers
from shapes.base import Piece, Unrecognised
from shapes.grammar import SHAPE

ONGOING_IF = re.compile(r"^Ongoing ?: ?(?P<rest>(?:When|At) [^,]+, if .+)$")


def ongoing_if(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The double-check power read without 'Ongoing:', made the ability's power while it is in play (305.2)."""
    inner = read(m.group("rest"))
    powers = inner.parts.get("powers", [])
    if inner.shape != SHAPE or len(powers) != 1 or "if" not in powers[0].get("triggered", {}) or set(inner.parts) - {
            "powers", "inner"}:
        raise Unrecognised(f"'Ongoing:' before a condition around the shape '{inner.shape}'")
    return Piece(triggers.ONGOING, ongoing_power=powers[0],
                 inner=[f"ongoing: {SHAPE}", *inner.parts.get("inner", [])])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(ONGOING_IF, lambda m: ongoing_if(m, read))]
