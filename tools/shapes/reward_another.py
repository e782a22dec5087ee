"""enc-reward7: "Reward: Draw a card, then draw another card for each other quest named NAME you have." (Totem of
Coo): a quest's reward whose one sentence is shapes/draw_another.py's: a card, then as many more as the count reads
as the reward resolves (709.2d), read as the reward's two sentences 'Draw a card. Draw a card for each …' (702.1:
the reward's effects in the order written). Without 'Reward: ' the sentence is draw_another's; the count is read
by the 'for each' shapes or refused there."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece

REWARD_ANOTHER = re.compile(r"^Reward: Draw a card, then draw another card for each (?P<each>[^.]+?)\.$")


def reward_another(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    return read(f"Reward: Draw a card. Draw a card for each {m.group('each')}.")


def shapes(read: Callable[[str], Piece]) -> list:
    return [(REWARD_ANOTHER, lambda m: reward_another(m, read))]
