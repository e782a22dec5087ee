"""'Destroy target attachment. If you do, its controller draws a card.' (Dying Curse): as more.py reads 'Its
controller discards a card', the player who controls the previous sentence's target (its controller as the
link resolves, 709.2) draws from their own deck (``draw`` with ``player: {controller_of: …}``, 415.4). Only
'a card' or 'two cards'; any other verb after 'its controller' is refused here (Blinding Word's 'can't play cards
this turn' is shapes/player_cant.py's, enc-r2c)."""
from __future__ import annotations

import re

from shapes.base import Piece

COUNT = {"a card": 1, "two cards": 2}
ITS_CONTROLLER_DRAWS = re.compile(rf"^Its controller draws (?P<n>{'|'.join(COUNT)})\.$")
SHAPE = "ability: a player draws"


def draws(m: re.Match) -> Piece:
    n = COUNT[m.group("n")]
    return Piece(SHAPE, same_target=True,
                 effects=[lambda slot: {"draw": n, "player": {"controller_of": {"target": slot}}}])


SHAPES = [(ITS_CONTROLLER_DRAWS, draws)]
ALLOWED = {"ability": (SHAPE,)}
