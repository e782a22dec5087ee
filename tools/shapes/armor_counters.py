"""enc-turn7: a stat counter on an armor that names no stat, for ``tools/encode_pool.py``:

* "At the start of your turn, you may add a +1 counter to this armor." (Durotan's Battle Harness)
* "Add two +1 counters to target armor." (Bolster), "… or add a +1 counter to target armor you control." (Mantle of
  Abrahmis)

An unnamed counter raises or lowers a card's ATK, DEF or health (404.1c), and an armor has one of those: its DEF
(304.2; it has no ATK and no health). So '+1 counter' put on an armor, the armor itself ('this armor', NAME on an
armor) or a target armor, is read as '+1 DEF counter' (``triggers.counters``). Anywhere else (an ally, a weapon, 'on
it', a counter removed) the words are left as they are, and the counter reader refuses a counter with no stat.
"""
from __future__ import annotations

import re

ON_TARGET_ARMOR = re.compile(r"(?P<n>\+\d+) (?P<noun>counters?) (?=(?:to|on) target armor\b)")
ON_ITSELF = re.compile(r"(?P<n>\+\d+) (?P<noun>counters?) (?=(?:to|on) NAME\b)")


def def_named(kind: str, paragraphs: list[str]) -> list[str]:
    """The text (its card's name already NAME) with a no-stat counter on an armor read as a DEF counter."""
    out = []
    for p in paragraphs:
        p = ON_TARGET_ARMOR.sub(r"\g<n> DEF \g<noun> ", p)
        out.append(ON_ITSELF.sub(r"\g<n> DEF \g<noun> ", p) if kind == "armor" else p)
    return out
