"""enc-reward9: every ally can't attack this turn, for ``tools/encode_pool.py``:

* "Allies can't attack this turn." (Vor'na the Disciplined)

As the link resolves it makes a "can't attack" modifier (103.2, 601.2a) ending in this turn's wrap-up step (503.2a).
It flags no card: it keeps checking which cards are allies, so an ally entering play later that turn is held too
(714.3e), as 'Opposing heroes and allies can't protect this turn' is read (``shapes/this_way.py``). Not read yet: an
opposing group alone or after another clause ('…, and opposing heroes and allies can't attack this turn', Frost
Trap): the pool harness tries an attack on Alice's turn with her own card only; 'Opposing cards can't exhaust' would
hold their resources too, which the engine checks only for an attack (602.1).
"""
from __future__ import annotations

import re

from shapes.base import Piece

SHAPE = "ability: every ally can't attack this turn"
ALLIES_CANT = re.compile(r"^Allies can't attack this turn\.$")


def allies_cant(m: re.Match) -> Piece:
    """The prohibition on every ally, yours and the opponents', checked as it applies (714.3e)."""
    return Piece(SHAPE, effects=[lambda slot: {"create_prohibition": {"cannot": "attack", "affects": {"kind": "ally"}},
                                               "duration": "this-turn"}])


SHAPES = [(ALLIES_CANT, allies_cant)]
ALLOWED = {"ability": (SHAPE,)}
