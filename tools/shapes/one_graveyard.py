"""enc-reward2: several target cards in one graveyard removed from the game, for ``tools/encode_pool.py``
(each shape gives its name and parts; pool_shapes makes a ``Piece``):

* "Remove two target ally cards in one graveyard from the game.", "Remove up to three target cards in one
  graveyard from the game.", "Remove three target cards in one opposing graveyard from the game." — one slot of
  that many targets (707.1d; 'up to': as few as none), each a card in a graveyard (706.1b), all of them in the
  same player's graveyard (``one_graveyard``); 'opposing': an opponent's. Each is removed from the game (415.7a).

Refused: one target ('a target card in one graveyard' says nothing a single target doesn't), kinds other than a
card or an ally card, and 'your graveyard' (one graveyard already).
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import number

REMOVED = "ability: remove several target cards in one graveyard from the game"
SEVERAL = re.compile(r"^Remove (?P<up_to>up to )?(?P<n>two|three|four|five) target (?P<kind>ally )?cards in one "
                     r"(?P<opposing>opposing )?graveyard from the game\.$")


def removed(m: re.Match) -> dict[str, Any]:
    """The slot's cards, all in one graveyard (706.1b), each removed from the game as the link resolves (415.7a)."""
    spec: dict[str, Any] = {"kind": "ally" if m.group("kind") else "card", "zone": "graveyard",
                            "count": number(m.group("n")), "one_graveyard": True,
                            **({"up_to": True} if m.group("up_to") else {}),
                            **({"controller": "opposing"} if m.group("opposing") else {})}
    return {"shape": REMOVED, "target": spec,
            "effects": [lambda slot: {"remove_from_game": {"target": slot, "zone": "graveyard"}}]}


SHAPES = [(SEVERAL, removed)]
ALLOWED = {"ability": (REMOVED,)}
