"""enc-turn: effect sentences of turn-timed triggered powers the other families don't read, for
``tools/encode_pool.py`` (each shape gives its name and parts; pool_shapes makes a ``Piece``):

* "You and target opponent each draw a card." / "… each discard two cards." — you, then the target
  player (706.1; 'opponent': an opponent only), each draws (415.9e) or discards (415.9d) that many, one
  after the other in the order written (709.2).
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Unrecognised, number

YOU_AND_THEM = "ability: you and a target player each draw or discard"
EACH_OF_TWO = re.compile(r"^You and target (?P<who>player|opponent) each (?P<verb>draw|discard) "
                         r"(?P<n>a|one|two|three) (?P<cards>cards?)\.$")


def you_and_them(m: re.Match) -> dict[str, Any]:
    """Your draw or discard (415.9e, 415.9d), then the target player's (706.1)."""
    n = number(m.group("n"))
    if (n == 1) == (m.group("cards") == "cards"):
        raise Unrecognised(m.group(0))  # 'a cards', 'two card'
    verb = m.group("verb")
    aimed = {"kind": "player", **({"controller": "opponent"} if m.group("who") == "opponent" else {})}
    return {"shape": YOU_AND_THEM, "target": aimed,
            "effects": [lambda slot: {verb: n}, lambda slot: {verb: n, "player": {"target_player": slot}}]}


SHAPES: list[tuple[re.Pattern, Callable[[re.Match], dict[str, Any]]]] = [(EACH_OF_TWO, you_and_them)]
ALLOWED = {"ability": (YOU_AND_THEM,)}
