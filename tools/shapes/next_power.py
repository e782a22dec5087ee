"""enc-reward3: two payment powers a data set ran into one paragraph ('2 → Target ally has Assault 1 this
turn. 2 → Target ally has Ferocity this turn.'): each power is printed on a line of its own (701.1), so a
later sentence that opens with a cost the tool reads and an arrow begins the next power rather than
going on with the first one's effect. A sentence inside quotes (a power an effect gives, 700.3) or one
whose words before the arrow are not a cost stays in the effect before it."""
from __future__ import annotations

import re

from shapes.base import Unrecognised
from shapes.costs import ARROW, cost_part
from shapes.trigger_after_power import opens_trigger


def opens_power(sentence: str, before: str) -> bool:
    """Whether the sentence is a payment power of its own: an arrow, outside quotes, after a cost whose
    every part reads (403.1)."""
    m = ARROW.match(sentence)
    if not m or before.count('"') % 2:
        return False
    try:
        for part in re.split(r" ?, ?", m.group("cost").strip()):
            cost_part(part)
    except Unrecognised:
        return False
    return True


def runs(parts: list[str]) -> list[list[str]]:
    """The sentences from a paragraph's first payment power on, one list per power."""
    found: list[list[str]] = []
    for s in parts:
        if found and (opens_power(s, " ".join(found[-1])) or opens_trigger(s, " ".join(found[-1]))):  # enc-turn4: or a trigger
            found.append([s])
        elif found:
            found[-1].append(s)
        else:
            found.append([s])
    return found
