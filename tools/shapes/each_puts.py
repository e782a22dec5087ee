"""enc-if4: "Each player puts all allies from his graveyard into play." — every ally card in every graveyard enters
play at once (710, 703.3c), each under its owner's control (``under: owner``), as the hand-written cards encode it.
Only allies, and only 'his graveyard' (the player's own, 415.4); anything else is other shapes' or refused."""
from __future__ import annotations

import re
from typing import Any

SHAPE = "ability: every ally of each graveyard into play under its owner's control"
EACH_PUTS = re.compile(r"^Each player puts all allies from his graveyard into play\.$")


def each_puts(m: re.Match) -> dict[str, Any]:
    return {"shape": SHAPE, "effects": [lambda slot: {"put_into_play": {"kind": "ally", "zone": "graveyard"},
                                                      "under": "owner"}]}


SHAPES = [(EACH_PUTS, each_puts)]
ALLOWED = {"ability": (SHAPE,)}
