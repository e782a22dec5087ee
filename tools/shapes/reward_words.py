"""enc-if11: a quest reward in words the reward shapes don't read:

* "Reward: If you control an ability, ally, or equipment, draw a card, or two cards if you control all three." (Survey
  the Land): no draw without a card of one of those kinds you control (300.1); one card, or two if you control a card
  of each of the three kinds — as the reward shapes read "Draw a card, or two cards if …" (the condition checked as
  the reward resolves, 709.2d), inside the first condition.

Anything else is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

KIND = r"(?:ability|ally|equipment)"
ALL_THREE = re.compile(rf"^Reward: If you control an? (?P<k1>{KIND}), (?P<k2>{KIND}),? or (?P<k3>{KIND}), draw a card, or "
                       r"two cards if you control all three\.$")


def all_three(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    kinds = [m.group(g) for g in ("k1", "k2", "k3")]
    if len(set(kinds)) != 3:
        raise Unrecognised(f"three kinds, one named twice: {m.group(0)}")
    inner = read("Reward: Draw a card, or two cards if you control an ability.")
    reward = inner.parts.get("reward") or []
    if len(reward) != 1 or set(reward[0]) != {"if", "then", "otherwise"}:
        raise Unrecognised(f"'or two cards if', after the shape '{inner.shape}': {m.group(0)}")
    each: dict[str, Any] = {"all": [{"exists": {"kind": k, "controller": "you"}} for k in kinds]}
    some = {"exists": {"kinds": kinds, "controller": "you"}}
    inner.parts["reward"] = [{"if": some, "then": [{**reward[0], "if": each}]}]
    return inner


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(ALL_THREE, lambda m: all_three(m, read))]
