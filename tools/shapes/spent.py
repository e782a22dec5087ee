"""enc-start: a player made to exhaust one of his resources, for ``tools/encode_pool.py`` (each shape gives its name
and parts; pool_shapes makes a ``Piece``):

* "Target player exhausts one of his ready resources." — as the link resolves that player picks one of his ready
  resources (412; 709.2b: ``choose_card`` by that player, no target) and exhausts it (411.1); none ready, nothing
  happens (709.2c). A trigger's "that player" or "he" (the player whose turn starts, 500.1) is read through
  'Target player' (``shapes/triggers.py``), its slot then that player.
* "… one of his resources." says the same: exhausting is done to a ready card only (411.1), so the card he picks
  is one of his ready ones; an exhausted one would leave the sentence undone, which its words don't allow.

Refused: a number other than one, another player's resources, and 'you' ('exhaust one of your resources' is a
cost's words, ``shapes/costs.py``).
"""
from __future__ import annotations

import re
from typing import Any

SPENT = "ability: a player exhausts one of his resources"
EXHAUSTS_ONE = re.compile(r"^Target (?P<who>player|opponent) exhausts one of his (?:ready )?resources\.$")
PICKED = "spent"  # the name the choice is kept under on the link (709.2b)


def exhausts_one(m: re.Match) -> dict[str, Any]:
    """That player's choice of one of his ready resources (709.2b, 412), then exhausted (411.1)."""
    aimed = {"kind": "player", **({"controller": "opponent"} if m.group("who") == "opponent" else {})}
    ready = {"row": "resource", "controller": "you", "exhausted": False}  # 'you': the chooser (709.2b)
    return {"shape": SPENT, "target": aimed,
            "effects": [lambda slot: {"choose_card": dict(ready), "by": {"target_player": slot}, "as": PICKED},
                        lambda slot: {"exhaust": {"chosen": PICKED}}]}


SHAPES = [(EXHAUSTS_ONE, exhausts_one)]
ALLOWED = {"ability": (SPENT,)}
