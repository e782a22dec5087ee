"""enc-turn9: a card put into play from the hand for a while, for ``tools/encode_pool.py``:

* "You may put an ally card from your hand into play. If you do, destroy it at the start of the next turn."
  (Blastenheimer 5000 Ultra Cannon): the card the first sentence put into play (a new card, 415.9a) is remembered by a
  triggered modifier made after it (``create_trigger`` with ``remembers: {put_this_way: true}``, 714.3f), which
  destroys it the next time a turn starts (715.1, ``shapes/delayed.py``'s). 'If you do' is the may's own yes (709.2f):
  the modifier is made inside the choice, so a 'no' makes none.

Only after 'you may put … from your hand into play', as the other shapes read it, with 'at the start of the next turn'
or 'at end of turn'; any other first sentence is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.delayed import waiting

FIRST = r"You may put an? [^.]+? card from your hand into play\."
LATER = r"If you do, destroy it (?P<when>at the start of the next turn|at end of turn)\."
PUT_THEN = re.compile(rf"^(?P<first>{FIRST}) {LATER}$")
SECOND = re.compile(rf"^{LATER}$")


def joined(parts: list[str]) -> list[str]:
    """The sentences with 'If you do, destroy it at the start of the next turn.' joined to a put from the hand."""
    out: list[str] = []
    for s in parts:
        if out and SECOND.match(s) and re.match(rf"^{FIRST}$", out[-1]):
            out[-1] = f"{out[-1]} {s}"
        else:
            out.append(s)
    return out


def put_then(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    first = read(m.group("first"))
    made = [make(None) for make in first.parts.get("effects", [])]
    if set(first.parts) - {"effects", "inner"} or len(made) != 1 or list(made[0]) != ["may"] \
            or "put_into_play" not in made[0]["may"][-1]:
        raise Unrecognised(f"'if you do, destroy it' after no card put into play from the hand: {m.group(0)}")
    when = "At the start of the next turn" if m.group("when").startswith("at the start") else "At end of turn"
    later = waiting(when, {"put_this_way": True})
    effect: dict[str, Any] = {"may": [*made[0]["may"], later]}
    return Piece(first.shape, effects=[lambda slot: dict(effect)],
                 inner=[*first.parts.get("inner", []), "then: a modifier that destroys the card put into play"])


def shapes(read: Callable[[str], Piece]) -> list:
    return [(PUT_THEN, lambda m: put_then(m, read))]
