"""enc-if9: a draw replaced by other draws (716.1a):

* "If you would draw a card, draw two instead." — your draws (``{event: draw, subject: your hero}``), each replaced by
  that many draws of yours: ``instead: {draw: 2}``;
* "If an opponent would draw a card, you draw one instead." — an opponent's draws, each replaced by draws of the
  modifier's controller: ``instead: {draw: 1, drawer: you}``.

The draws instead are new events the same modifier can't replace again (716.1e). Refused: another player's draws with
no one named to draw instead ('… draw two instead' after 'an opponent'), 'he draws …', a 'may', and anything else."""
from __future__ import annotations

import re

from shapes import conditions
from shapes.base import Piece, Unrecognised

WHO = {"you": {"kind": "hero", "controller": "you"}, "an opponent": {"kind": "hero", "controller": "opponent"}}
DRAW_INSTEAD = re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?If (?P<who>you|an opponent) would draw a card, "
                          rf"(?P<you>you )?draw {conditions.N_WORD} instead\.$")


def draw_instead(m: re.Match) -> Piece:
    """'If you would draw a card, draw two instead.', 'If an opponent would draw a card, you draw one instead.'"""
    mine = m.group("who") == "you"
    if not mine and not m.group("you"):  # an opponent's draw, and 'draw' said to no one
        raise Unrecognised(f"a draw instead with no one named to draw it: {m.group(0)}")
    instead = {"draw": conditions.amount(m.group("n")), **({} if mine else {"drawer": "you"})}
    power = {"when": {"event": "draw", "subject": dict(WHO[m.group("who")])}, "instead": instead}
    return conditions.replacing(power, bool(m.group("ongoing")), "replacement: a draw replaced by draws")


SHAPES = [(DRAW_INSTEAD, draw_instead)]
