"""enc-reward6: you and a target opponent each do the same to your own decks, for ``tools/encode_pool.py`` (each
shape gives its name and parts; pool_shapes makes a ``Piece``):

* "You and target opponent each put the top card of your decks in your resource rows face down and exhausted."
  (Buying Time): the target opponent (706.1); the top card of your deck and the top card of his go, unseen, into
  their owners' resource rows as blank face-down resources (412.1b), exhausted (411.1): ``move_top`` for you, then
  for the target player, as shapes/effects.py reads each half said alone.

Refused: anything but one card each, and 'ready' (no data set prints it here).
"""
from __future__ import annotations

import re
from typing import Any

SHAPE = "ability: you and a target opponent each put your top card into your resource row"
EACH_TOP = re.compile(r"^You and target opponent each put the top card of your decks (?:in|into) your resource rows? "
                      r"face down and exhausted\.$")


def each_top(m: re.Match) -> dict[str, Any]:
    """Your top card, then the target opponent's, each into its owner's resource row face down and exhausted."""
    mine = {"move_top": 1, "to": "resource-row", "exhausted": True}
    return {"shape": SHAPE, "target": {"kind": "player", "controller": "opponent"},
            "effects": [lambda slot: dict(mine), lambda slot: {**mine, "player": {"target_player": slot}}]}


SHAPES = [(EACH_TOP, each_top)]
ALLOWED = {"ability": (SHAPE,)}
