"""enc-if11: more conditions for the conditions family (``shapes/conditions.py``):

* "If all quests you control are named NAME: Pay 3 to complete this quest." (Devoured): no quest you control has
  another name (200.1) — the completion usable only while that holds (701.1, 702.1).

Anything else stays refused.
"""
from __future__ import annotations

import re
from typing import Any


def all_named(m: re.Match) -> dict[str, Any]:
    return {"not": {"exists": {"kind": "quest", "controller": "you", "not": {"named": "NAME"}}}}


CONDITIONS = [
    (re.compile(r"^all quests you control are named NAME$"), all_named),
]
