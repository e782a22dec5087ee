"""enc-reward8: what entered or left play this turn, for ``tools/encode_pool.py``:

* "On your turn, if a [Fire], [Frost], [Melee] or [Nature] ally entered play under your control this turn: Pay 3 to
  complete this quest." (Mercy for the Bound), "… if a Dragonkin entered play this turn", "… if a Dragonkin left
  play this turn" (Challenge to the Black Flight): a card the selector grammar reads ('each <words>') took part in an
  ``enters-play`` or ``leaves-play`` event this turn, as it was then (703.4: ``happened``), under your control if
  said; registered ahead of the conditions' own readers.
* "Draw a card if a Dragonkin entered play this turn.": a draw with its condition said after it, read as "If <condition>,
  draw a card." (709.2: the draw only if the condition holds as the link resolves). Only a draw: after other effects
  an 'if' may be about the effect's own card ('put it into play if its cost is …'); and only a condition about this
  turn's events: 'At the end of your turn, draw a card if you don't control an ally' may be checked as the power
  triggers too (703.2), which the words don't settle.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions, grammar
from shapes.base import Piece, Unrecognised, pool_traits

EVENTS = {"entered": "enters-play", "left": "leaves-play"}
MOVED = re.compile(r"^an? (?P<what>(?!card\b).+?) (?P<moved>entered|left) play(?P<yours> under your control)? this turn$")


def moved_this_turn(m: re.Match) -> dict[str, Any]:
    what = m.group("what")  # 'a Dragonkin': a hero or ally with that trait (206.1a), as 'target Dragonkin' reads
    aimed, spec = grammar.selector(f"each {what} hero or ally" if what in pool_traits() else f"each {what}")
    if aimed or "controller" in spec or "other" in spec:
        raise Unrecognised(f"a condition: {m.group(0)}")  # 'an opposing ally', 'an ally you control': not this form
    if m.group("yours"):
        if m.group("moved") == "left":
            raise Unrecognised(f"a condition: {m.group(0)}")  # 'left play under your control': no card says it
        spec["controller"] = "you"
    return {"happened": {"event": EVENTS[m.group("moved")], "subject": spec}}


conditions.CONDITIONS[:0] = [(MOVED, moved_this_turn)]

DRAW_IF = re.compile(r"^(?P<draw>Draw (?:a card|(?:two|three|four|five|\d+) cards)) if (?P<cond>[^,.]+ this turn)\.$")


def draw_if(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    return read(f"If {m.group('cond')}, {m.group('draw')[0].lower()}{m.group('draw')[1:]}.")


def shapes(read: Callable[[str], Piece]) -> list:
    return [(DRAW_IF, lambda m: draw_if(m, read))]
