"""enc-enter5: "You and target opponent each put the top card of your decks into your resource rows face down and
exhausted." (Cholda Wildbloom), for ``tools/encode_pool.py`` (the shape gives its name and parts; pool_shapes makes a
``Piece``): your top cards, then the target player's (706.1; 'opponent': an opponent only), go unseen into their
owner's resource row as blank face-down resources, exhausted (``move_top`` to ``resource-row``: 415.3a, 412.1b,
411.1), one player after the other in the order written (709.2), as 'you and target opponent each draw a card' is
read (shapes/turn.py).

Not read: a number and a noun that disagree ('the top two card'), and 'face up' (a card enters a resource row face
down unless a rule says otherwise, 412.1b)."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import number

BOTH_ROWS = "ability: you and a target player each put your top cards into your resource rows"
EACH_ROW = re.compile(r"^You and target (?P<who>player|opponent) each put the top (?:(?P<one>card)|(?P<n>two|three) cards) "
                      r"of your decks into your resource rows face down and exhausted\.$")


def both_rows(m: re.Match) -> dict[str, Any]:
    n = 1 if m.group("one") else number(m.group("n"))
    aimed = {"kind": "player", **({"controller": "opponent"} if m.group("who") == "opponent" else {})}
    moved = {"move_top": n, "to": "resource-row", "exhausted": True}
    return {"shape": BOTH_ROWS, "target": aimed,
            "effects": [lambda slot: dict(moved), lambda slot: {**moved, "player": {"target_player": slot}}]}


SHAPES = [(EACH_ROW, both_rows)]
ALLOWED = {"ability": (BOTH_ROWS,)}
