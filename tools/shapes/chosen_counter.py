"""enc-reward3: a counter put on a card the player picks, not a target, for ``tools/encode_pool.py`` (each
shape gives its name and parts; pool_shapes makes a ``Piece``):

* "You may add an honor counter to a Battleground card you control." — as the link resolves the player
  may choose (708.3) a card of theirs in play with that tag (202.1: the Battleground locations, quests and
  items carry it on their type line; 709.2b: ``choose_card``, no target, 706.1),
  and a counter of that name goes on it (404.1: ``put_counters`` on the card chosen); with none that fits,
  nothing is chosen and no counter is put.

Refused: a card of no tag or another word ('a card you control', 'a Human card'), an opponent's card, more than
one counter.
"""
from __future__ import annotations

import re
from typing import Any

CHOSEN_COUNTER = "ability: a counter on a card of yours the player picks"
PICKED = "given-a-counter"
CARD_TAGS = ("Battleground",)  # a tag of cards that are no characters (202.1), never a race or a class
ON_ONE = re.compile(rf"^You may add an? (?P<name>[a-z]+) counter to an? (?P<tag>{'|'.join(CARD_TAGS)}) card you control\.$")


def counter_on_one(m: re.Match) -> dict[str, Any]:
    picked = {"kind": "card", "controller": "you", "tag": m.group("tag")}
    return {"shape": CHOSEN_COUNTER, "effects": [lambda slot: {"may": [
        {"choose_card": dict(picked), "as": PICKED},
        {"put_counters": 1, "named": m.group("name"), "on": {"chosen": PICKED}}]}]}


SHAPES = [(ON_ONE, counter_on_one)]
ALLOWED = {"ability": (CHOSEN_COUNTER,)}
