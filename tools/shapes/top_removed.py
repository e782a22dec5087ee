"""enc-reward6: the top card of a target player's deck seen, and you may remove it from the game, for
``tools/encode_pool.py`` (each shape gives its name and parts; pool_shapes makes a ``Piece``):

* "Reveal the top card of target player's deck. You may remove that card from the game." (Choker of Fluid
  Thought), "Look at the top card of target opponent's deck. You may remove that card from the game or leave it
  on top." (Unbinding): that player's deck (706.1), its top card revealed to all players or seen by you only
  (415.3a); you may put it into its owner's removed-from-game zone (415.7a, ``to: removed``); if you don't, it stays
  on top, where it was.

Refused: more than one card, your own deck (no card in the pool says it), and 'leave it on top' after 'Reveal'
(no data set prints it so).
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Unrecognised

SHAPE = "ability: the top card of a target player's deck seen, and you may remove it from the game"
TOP_REMOVED = re.compile(r"^(?P<verb>Reveal|Look at) the top card of target (?P<who>player|opponent)'s deck\. "
                         r"You may remove that card from the game(?P<leave> or leave it on top)?\.$")


def top_removed(m: re.Match) -> dict[str, Any]:
    """The target player's top card (706.1), revealed or looked at (415.3a), removed from the game if you choose."""
    if m.group("leave") and m.group("verb") == "Reveal":
        raise Unrecognised(m.group(0))
    seen = "reveal_top" if m.group("verb") == "Reveal" else "look_at_top"
    target = {"kind": "player", **({"controller": "opponent"} if m.group("who") == "opponent" else {})}
    return {"shape": SHAPE, "target": target, "effects": [
        lambda slot: {seen: 1, "player": {"target_player": slot}, "then": [{"to": "removed", "up_to": True}]}]}


SHAPES = [(TOP_REMOVED, top_removed)]
ALLOWED = {"ability": (SHAPE,)}
