"""enc-enter9: "…, plus an additional 1 for each heirloom counter on NAME." (Stained Shadowcraft Spaulders) — the
amounts ``shapes/joined_clauses.py``'s 'plus an additional N for each …' adds its printed number to (709.2d): a count
of cards ('2 for each [Fire] card you control', ``{count, times, plus}``), now also one whose 'times' is 1 ('plus an
additional 1 for each ally you control', where the count says no times), and a count of the counters of one name on
a card (404.1, ``{counters, on, times, plus}``). A count that already has a plus, or any other amount, is refused
there."""
from __future__ import annotations

from typing import Any


def counts_each(amount: Any, each: int) -> bool:
    """Is the amount the 'for each' of the second number: a count of cards or of counters, ``each`` for each?"""
    if not isinstance(amount, dict) or amount.get("times", 1) != each or amount.get("plus"):
        return False
    return "count" in amount and set(amount) <= {"count", "times"} or \
        "counters" in amount and set(amount) <= {"counters", "on", "times"}
