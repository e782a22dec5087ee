"""enc-turn6: an effect and then a draw in one sentence, for ``tools/encode_pool.py``:

* "If you do, your hero heals 5 damage from target hero or ally, and draw a card." (Deliberate Heal)
* "Death Rattle: Put 3 damage on your hero and draw a card." (Legplates of the Endless Void)
* "… your hero deals 2 arcane damage to target hero or ally and you draw a card." (Earth and Sky's second mode)

The clause before 'and' read as a sentence by the other shapes (one effect and its target at most), then you draw
that many cards (415.4), in the order written (709.2). Only your hero's damage or heal to a target, or damage put on
your hero, as the first clause (a plain effect: no condition, choice or power of its own), and only 'draw a card',
'draw two cards'; 'he draws', 'each player draws' stay unread, and ', and you draw a card' is read by
``shapes/follow.py`` (a power's effect).
"""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised, number
from shapes.joined_clauses import plain

AND_DRAW = re.compile(r"^(?P<first>[Yy]our hero (?:deals|heals) [^,.]*?\btarget [^,.]+|Put \d+ damage on your hero)"
                      r"(?:, and | and (?:you )?)draw (?P<n>a|two|three) (?P<cards>cards?)\.$")
# ', and you draw a card' is shapes/follow.py's (a power's effect)


def and_draw(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The first clause's effects, then the draw."""
    n = number(m.group("n"))
    if (n == 1) == (m.group("cards") == "cards"):
        raise Unrecognised(m.group(0))  # 'a cards', 'two card'
    words = m.group("first")
    first = plain(read(f"{words[0].upper()}{words[1:]}."), m.group(0))  # a mode's clause may begin in lower case
    return Piece(first.shape, **{k: v for k, v in first.parts.items() if k != "effects"},
                 effects=[*first.parts["effects"], lambda slot: {"draw": n}])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(AND_DRAW, lambda m: and_draw(m, read))]
