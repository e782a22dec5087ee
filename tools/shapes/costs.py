"""The cost of a payment power, left of its arrow (701.1): each part the tool reads, mapped to the
card language's Cost as the hand-written cards encode it."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import N, Unrecognised, number

# '[On your turn:] cost -> effect': the phrase before a colon restricts when it may be used (701.1)
ARROW = re.compile(r"^(?:(?P<when>On your turn|During your turn): ?)?(?P<cost>[^.:>→]*?) ?(?:->|→|>>>) ?(?P<effect>.+)$")
ONLY_YOUR_TURN = re.compile(r"^Use only (?:on|during) your turn\.$")
CLASSES = ("Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior")
COST_PARTS: list[tuple[re.Pattern, dict[str, Any]]] = [
    (re.compile(r"^(?:\[Exhaust\]|\{exhaust\}|\[ACT\])$", re.I), {"exhaust": True}),  # exhaust this card (701.3)
    (re.compile(r"^Flip NAME(?: face down)?$"), {"flip": True}),                # flip this hero (301.2)
    (re.compile(r"^Destroy NAME$"), {"destroy": True}),                         # destroy this card (415.9c)
    (re.compile(r"^Remove NAME from the game$"), {"remove": True}),             # remove this card (415.7a)
    (re.compile(r"^[Dd]iscard a card$"), {"discard": {}}),                       # any card of your hand (415.9d)
    # another card of yours, picked as the cost is paid (707.1e)
    (re.compile(r"^[Ee]xhaust your hero$"), {"exhaust_one": {"kind": "hero", "controller": "you"}}),
    (re.compile(r"^[Ee]xhaust an ally (?:you control|in your party)$"), {"exhaust_one": {"kind": "ally", "controller": "you"}}),
    (re.compile(r"^[Dd]estroy an ally (?:you control|in your party)$"), {"destroy_one": {"kind": "ally", "controller": "you"}}),
]


def cost_part(part: str) -> dict[str, Any]:
    """One part of a cost, its parts separated by commas (403.1: all are paid together)."""
    if re.fullmatch(r"\d+|\[\d+\]", part):
        return {"resources": int(part.strip("[]"))}  # (N): exhaust that many resources (403.5b)
    for pattern, parsed in COST_PARTS:
        if pattern.match(part):
            return {k: dict(v) if isinstance(v, dict) else v for k, v in parsed.items()}
    m = re.fullmatch(rf"[Dd]iscard an? (?P<c>{'|'.join(CLASSES)})(?: card)?", part)
    if m:  # 'discard a Mage': a Mage card, by its class icon (206.1a), as the hand-written Thaka Deadeye
        return {"discard": {"fits": {"class_icon": m.group("c")}}}
    m = re.fullmatch(rf"Remove {N} (?P<c>[a-z]+) counters?(?: from NAME)?", part)
    if m:  # remove that many named counters from this card (404.1a)
        return {"remove_counters": {"named": m.group("c"), "count": number(m.group("n"))}}
    raise Unrecognised(f"a payment power's cost: {part or '(an icon the data set lost)'}")
