"""enc-reward12: a quest's reward reading the card its completion cost destroyed, for ``tools/encode_pool.py``:

* "On your turn, destroy an ally you control and pay 2 to complete this quest." then "Reward: Your hero deals fire
  damage to target opposing hero equal to that ally's ATK." — 'that ally' is the ally destroyed to pay the completion cost
  (702.1: all before 'Reward:' is the cost; 707.3: the card destroyed in payment, as it last was in play), the amount
  ``{destroyed_to_pay: health}`` (its cost, ATK or health then), which the engine gives the reward's link (702.2).

The reward's words 'that <noun>'s <stat>' become the stand-in words of ``shapes.paid_amount`` (which reads the same
amount after a payment power's cost), only where the quest's completion cost destroys one card the noun names and no
target of the reward is one ('that ally' would be either: refused there). Anywhere else the text is left as printed.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import paid_amount
from shapes.base import Piece, Unrecognised

REWARD = re.compile(r"^(?P<before>.*?)(?P<reward>Reward: ?.+)$", re.S)


def destroyed(cost_words: str, read: Callable[[str], Piece]) -> dict[str, Any] | None:
    """The cost dict ``{destroy_one: …}`` of a completion-cost sentence that destroys one card, else None."""
    try:
        found = read(cost_words)
    except Unrecognised:
        return None
    one = (found.parts.get("more") or {}).get("destroy_one") if found.shape == "quest: pay to complete" else None
    return {"destroy_one": one} if one else None


def named(kind: str, text: list[str], read: Callable[[str], Piece], split: Callable[[str], list[str]]) -> list[str]:
    """The quest's paragraphs, its reward's 'that <noun>'s <stat>' read as the card its completion cost destroyed."""
    if kind != "quest":
        return text
    cost = None
    out = []
    for paragraph in text:
        m = REWARD.match(paragraph)
        before = m.group("before").strip() if m else paragraph
        for sentence in split(before) if before else []:
            cost = destroyed(sentence, read) or cost
        if m and cost is not None:
            reward = paid_amount.named(m.group("reward"), cost)
            paragraph = paragraph[:m.start("reward")] + reward
        out.append(paragraph)
    return out
