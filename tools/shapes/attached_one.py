"""enc-turn3: "At the end of your turn, you may destroy an ability attached to a hero or ally in your party." (Rames
the Purifier), for ``tools/encode_pool.py`` (each shape gives its name and parts; pool_shapes makes a ``Piece``): one
ability whose host (400.4) is a card of yours that fits, chosen as the link resolves, no target (709.2b:
``choose_card``, among every card that fits: an opponent's curse on your hero too, not only the abilities you control
as ``destroy_one`` would choose), then destroyed (415.9c); with none, nothing happens (709.2c). Refused: any other
host, and 'abilities' (several, or 'any number': shapes/effects.py's)."""
from __future__ import annotations

import re
from typing import Any

from shapes.effects import DESTROYED_ONE

PICKED = "destroyed"  # the name the choice is kept under on the link (709.2b)

HOSTS = {"a hero or ally in your party": {"kind": "character", "controller": "you"},
         "an ally in your party": {"kind": "ally", "controller": "you"},
         "your hero": {"kind": "hero", "controller": "you"}}
ONE_ATTACHED = re.compile(rf"^Destroy an ability attached to (?P<host>{'|'.join(HOSTS)})\.$")


def one_attached(m: re.Match) -> dict[str, Any]:
    """709.2b: the ability chosen among those attached to a card that fits, then destroyed."""
    host = HOSTS[m.group("host")]
    return {"shape": DESTROYED_ONE, "effects": [
        lambda slot: {"choose_card": {"kind": "ability", "attached_to": dict(host)}, "as": PICKED},
        lambda slot: {"destroy": {"chosen": PICKED}}]}


SHAPES = [(ONE_ATTACHED, one_attached)]
