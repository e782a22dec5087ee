"""enc-reward7: more of what the top cards of your deck, revealed, may be taken for (shapes/rewards.py reads the
sentence), for ``tools/encode_pool.py``:

* "Reward: Reveal the top four cards of your deck. Put a revealed ability, ally, equipment, and quest card into your
  hand and the rest on the bottom of your deck." (The Formation of Felbane): one card of each kind named, each a take
  of its own (415.3a: if none of a kind was revealed, none of it is taken), the rest on the bottom (415.3c);
* "… Put a revealed card with cost 1, 2, or 3 into your hand …" (One Draenei's Junk): a printed cost within those
  (201.1); "… a revealed Arena card …" (Vixton Pinchwhistle), "… a revealed Unique card …" (Tirion's Gambit): a card
  with that tag on its type line (202.1): read by
  ``fits`` for shapes/rewards.py;
* a take written on a line of its own after the reveal ('Reward: Reveal the top three cards of your deck.' then 'Put
  a revealed card …'): the two lines read as one paragraph (``paragraphs_joined``).

Refused: a kind named twice, costs that are not one run of numbers, and any tag but those other cards name.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import N, Unrecognised, number

SHAPE = "ability: look at or reveal the top cards, each taken where it goes"
REWARD_SHAPE = "quest reward: look at or reveal the top cards"
KIND = r"(?:ability|ally|equipment|quest|location)"
EACH_KIND = re.compile(rf"^(?P<reward>Reward: )?Reveal the top {N} cards of your deck\. Put a revealed "
                       rf"(?P<kinds>{KIND}(?:, {KIND})*,? and {KIND}) card into your hand and the rest on the bottom of "
                       r"your deck\.$")
COSTS = re.compile(r"^card with cost (?P<costs>\d+(?:, \d+)*,? or \d+)$")
TAGGED = re.compile(r"^(?P<tag>Arena|Unique) card$")  # a tag other cards name (pool_shapes.LOOSE_TAGS; Unique, 202.1)
TAKE_LINE = re.compile(r"^Put (?:a revealed|all revealed|one)\b")
REVEAL_LINE = re.compile(r"(?:^|\s|-> ?|: )Reveal the top \w+ cards of your deck\.$")


def each_kind(m: re.Match) -> dict[str, Any]:
    kinds = re.findall(KIND, m.group("kinds"))
    n = number(m.group("n"))
    if len(set(kinds)) != len(kinds) or len(kinds) > n:
        raise Unrecognised(m.group(0))  # a kind twice; more kinds than cards
    effect = {"reveal_top": n, "then": [{"to": "hand", "fits": {"kind": k}} for k in kinds], "rest": "bottom"}
    if m.group("reward"):
        return {"shape": REWARD_SHAPE, "reward": [effect]}
    return {"shape": SHAPE, "effects": [lambda slot: dict(effect)]}


def fits(words: str) -> dict[str, Any] | None:
    """'card with cost 1, 2, or 3' (a run of printed costs), 'Arena card' (a tag); None for other words."""
    m = COSTS.match(words)
    if m:
        costs = [int(c) for c in re.findall(r"\d+", m.group("costs"))]
        if costs != list(range(costs[0], costs[0] + len(costs))):
            raise Unrecognised(f"costs that are not one run: {words}")
        return {"cost_at_least": costs[0], "cost_at_most": costs[-1]}
    m = TAGGED.match(words)
    return {"tag": m.group("tag")} if m else None


def paragraphs_joined(text: list[str]) -> list[str]:
    """A paragraph that takes revealed cards ('Put a revealed …') run into the paragraph before it when that one ends
    revealing the top cards of your deck (a data set broke the line between the two sentences)."""
    out: list[str] = []
    for p in text:
        if out and TAKE_LINE.match(p) and REVEAL_LINE.search(out[-1]):
            out[-1] += " " + p
        else:
            out.append(p)
    return out


SHAPES = [(EACH_KIND, each_kind)]
