"""enc-reward6: the top cards of your deck revealed, and those with the card's own name taken, for
``tools/encode_pool.py`` (each shape gives its name and parts; pool_shapes makes a ``Piece``):

* "Reveal the top three cards of your deck. Put all revealed cards named NAME into your hand and the rest on the
  bottom of your deck." (The Green Hills of Stranglethorn): every revealed card with that name (415.3a; a take of as
  many as were revealed, each picked in turn), into your hand (not a draw, 415.9e), the rest on the bottom (415.3c);
  "Put a revealed card named NAME …": one of them.

Refused: one card revealed ('the rest' is of two or more), and any destination but your hand.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import N, Unrecognised, number

SHAPE = "ability: reveal the top cards, those named as this card taken"
NAMED = re.compile(rf"^Reveal the top {N} cards of your deck\. Put (?P<all>all revealed cards|a revealed card) named NAME "
                   r"into your hand and the rest on the bottom of your deck\.$")


def revealed_named(m: re.Match) -> dict[str, Any]:
    """All of them (or one) named as the card into your hand, the rest on the bottom."""
    return revealed_taken(m, m.group("all").startswith("all"), {"named": "NAME"}, SHAPE)


def revealed_taken(m: re.Match, every: bool, fits: dict[str, Any], shape: str) -> dict[str, Any]:
    """The top N cards revealed (two or more); all those that fit (``every``), or one, into your hand; the rest
    on the bottom (revealed_attachments too)."""
    n = number(m.group("n"))
    if n < 2:
        raise Unrecognised(m.group(0))
    take = {**({"take": n} if every else {}), "fits": fits, "to": "hand"}
    return {"shape": shape, "effects": [lambda slot: {"reveal_top": n, "then": [dict(take)], "rest": "bottom"}]}


SHAPES = [(NAMED, revealed_named)]
ALLOWED = {"ability": (SHAPE,)}
