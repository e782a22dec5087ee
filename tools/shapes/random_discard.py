"""enc-turn6: a target player discards cards picked at random, for ``tools/encode_pool.py``:

* "Target opponent discards two random cards." (Parexia, Herald of the Shadows), "Target player discards a random
  card."

A player target (706.1); as the link resolves a card of his hand is picked at random (706.5's method: the cards of
the hand, then the pick) and discarded (415.9d), as the hand-written Dark Penance encodes it (``choose_card`` by the
target player, ``random``, then ``discard_card``); 'two': a second pick among the cards left, then discarded too —
two cards of the hand at random. With fewer cards in his hand, he discards what he has (712.3). Only a target player
or opponent; 'each opponent', 'you' and 'a random card … and …' stay unread.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised, number

SHAPE = "ability: target player discards cards at random"
RANDOM = re.compile(r"^Target (?P<who>opponent|player) discards (?P<n>a|two|three) random (?P<cards>cards?)\.$")


def picked(n: int) -> list[Callable[[Any], dict[str, Any]]]:
    """For each card: one picked at random from the target player's hand, then discarded."""
    effects: list[Callable[[Any], dict[str, Any]]] = []
    for i in range(1, n + 1):
        name = f"discarded-{i}"
        effects += [lambda slot, name=name: {"choose_card": {"zone": "hand", "owner": "you"},
                                             "by": {"target_player": slot}, "random": True, "as": name},
                    lambda slot, name=name: {"discard_card": {"chosen": name, "zone": "hand"}}]
    return effects


def discards(m: re.Match) -> Piece:
    n = number(m.group("n"))
    if (n == 1) == (m.group("cards") == "cards"):
        raise Unrecognised(m.group(0))  # 'a random cards', 'two random card'
    aimed = {"kind": "player", **({"controller": "opponent"} if m.group("who") == "opponent" else {})}
    return Piece(SHAPE, target=aimed, effects=picked(n))


SHAPES = [(RANDOM, discards)]
ALLOWED = {"ability": (SHAPE,)}
