"""enc-enter13: one ally of your party, picked as the link resolves and destroyed, for ``tools/encode_pool.py``:

* "When NAME enters play, draw a card, then destroy an ally in your party." (Sivandra Darklust) — no target (706.1):
  'an ally in your party' is an ally you control (the allies a player controls are his party, 102.1), so the sentence
  is read as "Destroy an ally you control." by ``shapes/effects.py``'s one card chosen and destroyed as the link
  resolves (709.2b, 415.9c: ``destroy_one``); the card itself is one of them (nothing says 'other'); none, nothing is
  destroyed (709.2c). After "Draw a card, then", the draw first (709.2b: in the order written), read as
  ``shapes/rewards.py`` reads two effects in order.

Refused: anything but an ally ('an ability in your party' is no party's card), and a draw followed by any other
effect (those keep their own shapes or stay unread).
"""
from __future__ import annotations

import re
from typing import Callable

from shapes import rewards
from shapes.base import Piece

IN_PARTY = re.compile(r"^(?P<head>[Dd]estroy (?:an?|another) (?:[A-Z][a-z]+ )?ally) in your party\.$")
DRAW_THEN = re.compile(r"^(?P<a>Draw (?:a card|(?:two|three) cards)), then (?P<b>destroy (?:an?|another) (?:[A-Z][a-z]+ )?"
                       r"ally in your party\.)$")


def in_party(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('head')} you control.")
    return Piece(inner.shape, **{**inner.parts, "inner": [*inner.parts.get("inner", []), "'in your party': yours"]})


def shapes(read: Callable[[str], Piece]) -> list:
    """'Destroy an ally in your party.' and 'Draw a card, then destroy an ally in your party.' (the draw, then the
    destruction: rewards' two effects in order)."""
    return [(IN_PARTY, lambda m: in_party(m, read)),
            (DRAW_THEN, lambda m: rewards.draw_and(m, read, rewards.IN_ORDER_SHAPE))]
