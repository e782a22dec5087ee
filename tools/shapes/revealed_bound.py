"""enc-reward10: the top cards of your deck revealed, and one of some kinds taken whose cost is bounded by the damage on
your hero — "Reward: Reveal the top three cards of your deck. Put a revealed ability, ally or equipment with cost less
than or equal to the amount of damage on your hero, into your hand, and the rest on the bottom of your deck." (The Storm
King's Vengeance), a quest's reward read by the reward shapes (shapes/costs.py: 'Reward: <effect>', 702.1):

the top N cards (two or more: 'the rest') are revealed to all players (415.3a); one of them of a kind named whose
printed cost (201.1, 403.5a) is no more than the damage on your hero as the reward resolves (405.1, 709.2d) goes into
your hand (not a draw, 415.9e); if none fits, none is taken (415.3a); the rest go on the bottom of your deck (415.3c):
``{reveal_top: N, then: [{to: hand, fits: {kinds: [...], cost_at_most: {total: damage, of: {kind: hero, controller:
you}}}}], rest: bottom}``. The commas the printed sentence puts around 'into your hand' are read as said without them.

Refused: one card revealed, a kind named twice, any other bound or destination.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import N, Unrecognised, number

SHAPE = "ability: reveal the top cards, one of some kinds costing no more than the damage on your hero taken"
KIND = r"(?:ability|ally|equipment)"
BOUND = re.compile(rf"^Reveal the top {N} cards of your deck\. Put a revealed (?P<kinds>{KIND}(?:, {KIND})*,? or {KIND}) "
                   r"with cost less than or equal to the amount of damage on your hero,? into your hand,? and the rest "
                   r"on the bottom of your deck\.$")
YOUR_HERO = {"kind": "hero", "controller": "you"}


def damage_bound(m: re.Match) -> dict[str, Any]:
    n = number(m.group("n"))
    kinds = re.findall(KIND, m.group("kinds"))
    if n < 2 or len(set(kinds)) != len(kinds):
        raise Unrecognised(f"one card revealed, or a kind named twice: {m.group(0)}")
    fits = {"kinds": kinds, "cost_at_most": {"total": "damage", "of": dict(YOUR_HERO)}}
    effect = {"reveal_top": n, "then": [{"to": "hand", "fits": fits}], "rest": "bottom"}
    return {"shape": SHAPE, "effects": [lambda slot: {**effect, "then": [dict(effect["then"][0])]}]}


SHAPES = [(BOUND, damage_bound)]
ALLOWED = {"ability": (SHAPE,)}
