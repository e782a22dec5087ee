"""enc-turn3: "put an agony counter on NAME, then your hero deals 1 shadow damage to attached character for each agony
counter on NAME" (Curse of Agony), for ``tools/encode_pool.py``: the words after ', then' are the next step, done after
the counter is put (709.2), read as the same words after '. Then,' are (shapes/then.py). Only after counters put on the
card itself and before a packet it or your hero deals; any other ', then' is left as printed."""
from __future__ import annotations

import re

COUNTER_THEN = re.compile(r"(?P<put>\b(?:put|add) (?:an?|one|two|three) [a-z]+ counters? (?:on|to) NAME), then "
                          r"(?P<deals>(?:your hero|NAME) deals )")


def counter_then(paragraphs: list[str]) -> list[str]:
    """The paragraphs with such a ', then' made a sentence 'Then, …' of its own."""
    return [COUNTER_THEN.sub(r"\g<put>. Then, \g<deals>", p) for p in paragraphs]
