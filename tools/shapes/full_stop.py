"""enc-turn4: a paragraph whose last sentence lost its full stop in every data set ('[Exhaust], Remove four thaw
counters -> Draw three cards', 'Heroes and allies in your party with sabotage also have Stealth'): the paragraph's end
is that sentence's end, and it is read as if the stop were there. Only an end of two words in lower case (the second
may be the card's own name, NAME): a keyword line ('Ferocity', 'Assault 20, Long-Range'), a name ('Onyxia'), a cost
before an arrow or a quoted or bracketed end is left as it is (its own readers know it, or refuse it). An end 'have
(has) -1 DEF' (a stat change, Bladebreaker Gauntlets) is one too (enc-harness1)."""
from __future__ import annotations

import re

LOST_STOP = re.compile(r"\b[a-z]+ (?:[a-z0-9]+|NAME)$|\bha(?:ve|s) [+-]\d+ (?:ATK|DEF)$")  # enc-harness1: or '… have -1 DEF'


def full_stop(paragraph: str) -> str:
    return paragraph + "." if LOST_STOP.search(paragraph) else paragraph
