"""What follows an effect in the same text (enc-deals):

* "Target ally has +2 ATK this turn. A second target ally has -2 ATK this turn.": 'a second target' opening a
  sentence is one more target of the same link, a card not yet chosen for it (706.1 says so of 'a second target'),
  read as 'Target ally …' in the next slot; only after an earlier sentence of the same text that names a target.
* "NAME heals 4 damage from target hero or ally, and you draw a card.": the effect, then your draw (709.2: in the
  order written), each half read as a sentence of its own, as 'Draw a card, and …' is (shapes/rewards.py).
* "1 -> Target ally has +2 ATK this turn. Use only once per turn.": the payment power's limit said after its effect,
  as 'Once per turn:' says it before its cost (701.4)."""
from __future__ import annotations

import re
from typing import Callable

from shapes import rewards
from shapes.base import Piece

ONCE = re.compile(r"^Use only once per turn\.$")
SECOND = re.compile(r"^A second target (?=[a-z])")


def joined(sentences: list[str]) -> list[str]:
    """Each sentence opening 'A second target' after a sentence naming a target, read as 'Target …'."""
    out: list[str] = []
    for s in sentences:
        aimed_before = any(re.search(r"\b[Tt]arget\b", before) for before in out)
        out.append(SECOND.sub("Target ", s) if aimed_before else s)
    return out


AND_YOU_DRAW = re.compile(r"^(?![^.]*(?:\bWhen |\bAt the (?:start|end)|Ongoing|\b[Ii]f ))(?P<a>[A-Z][^.]+?), and you (?P<b>draw (?:a card|(?:two|three) cards)\.)$")


def shapes(read: Callable[[str], Piece]) -> list:
    return [(AND_YOU_DRAW, lambda m: rewards.draw_and(m, read))]
