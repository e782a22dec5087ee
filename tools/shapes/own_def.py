"""enc-has5: "Wall of the Dead has +1 DEF for each bone counter on it." — an armor's DEF (304.2) raised by a count of
the counters on the card itself, a continuous power of it in play read from the game as it is now (714.2, 719.1),
as its '+1 ATK for each strength counter on it' is (``statics.amount_stat``). Only '+N DEF' alone, only the card's
own counters (``statics.counted_or_while`` checks that 'on it' names the card with the power); DEF beside ATK or a
keyword, or a count of cards other than your resources (enc-end1), is refused. enc-end1: also the damage on your own
cards, a total (``own_damage_count``), only '+1 DEF' for each.
"""
from __future__ import annotations

import re
from typing import Any

OWN_DEF = re.compile(r"\+(?P<n>\d+) \[?DEF\]?")


def counted(what: str, count: dict[str, Any]) -> dict[str, Any] | None:
    """{def: the counters, times N} for '+N DEF' counted by counters; None for anything else."""
    m = OWN_DEF.fullmatch(what)
    if not m:
        return None
    n = int(m.group("n"))
    if set(count) == {"total", "of"}:  # enc-end1: '+1 DEF for each damage on your hero': the damage itself (405.1)
        return {"def": dict(count)} if n == 1 else None
    if count.get("row") == "resource" and set(count) <= {"row", "controller", "face_down", "exhausted"}:
        # enc-end1: '+1 DEF for each face-down resource you have': a count of the cards of a resource row (412)
        return {"def": {"count": dict(count), **({"times": n} if n != 1 else {})}}
    if set(count) != {"counters"}:
        return None
    return {"def": {**count, **({"times": n} if n != 1 else {})}}
