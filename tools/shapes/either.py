"""r2-either: an either/or cost left of a payment power's arrow (701.1), "Pay 2 or remove an honor
counter from a card you control": two costs, one of which the player chooses and pays as the power
is used (707.1e, 403.1). Each side is read as a cost of its own; a counter removed from "a card you
control" is a part of its own (remove_counters.on)."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import N, Unrecognised, number
from shapes.costs import cost_part

EITHER = re.compile(r"^(?P<first>.+?) or (?P<second>remove .+)$")
COUNTER_ON = re.compile(rf"^[Rr]emove (?:an|{N}) (?P<c>[a-z]+) counters? from a card you control$")


def side(words: str) -> dict[str, Any]:
    """One option: 'Pay N' is (N); 'remove an honor counter from a card you control' takes the
    counters off a card of the player's choice; anything else as any other cost part."""
    pay = re.fullmatch(r"[Pp]ay (\d+)", words)
    if pay:
        return {"resources": int(pay.group(1))}
    m = COUNTER_ON.fullmatch(words)
    if m:
        return {"remove_counters": {"named": m.group("c"), "count": number(m.group("n")) if m.group("n") else 1,
                                    "on": {"controller": "you"}}}
    return cost_part(words)


def either(cost_words: str) -> dict[str, Any] | None:
    """The whole cost when it is '<cost> or <cost>'; None when it has no ' or remove '. Raises
    Unrecognised naming a side that doesn't read, or a cost with commas (parts besides the choice)."""
    m = EITHER.fullmatch(cost_words)
    if not m:
        return None
    if "," in cost_words:
        raise Unrecognised(f"an either/or cost with other parts: {cost_words}")
    return {"either": [side(m.group("first")), side(m.group("second")[0].upper() + m.group("second")[1:])]}
