"""enc-reward2: the top cards of a player's deck, the player named through a card, for ``tools/encode_pool.py``
(each shape gives its name and parts; pool_shapes makes a ``Piece``):

* "Remove the top two cards of that ally's controller's deck from the game.", "Put the top card of that
  character's controller's deck into his graveyard." — after a sentence with a target: the top cards of the deck
  of the player who controls that target (``{controller_of: {target: SLOT}}``) go, unseen, out of the game
  (415.7a) or into that player's graveyard (415.5a), as shapes/effects.py's 'target player's deck' does.

Refused: 'put' with 'from the game' or 'remove' with 'into his graveyard'; a noun other than an ally or a character.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Unrecognised, number

THAT_DECK = "ability: move the top cards of the deck of a target's controller"
TOP = re.compile(r"^(?P<verb>Put|Remove) the top (?P<n>card|(?:two|three|four|five|\d+) cards) of that "
                 r"(?P<noun>ally|character)'s controller's deck (?P<to>into his graveyard|from the game)\.$")


def top_of_that_deck(m: re.Match) -> dict[str, Any]:
    """'Put' goes with 'into his graveyard', 'Remove' with 'from the game' (415.5a, 415.7a)."""
    if (m.group("verb") == "Put") != (m.group("to") == "into his graveyard"):
        raise Unrecognised(m.group(0))
    n = 1 if m.group("n") == "card" else number(m.group("n").split()[0])
    to = "graveyard" if m.group("verb") == "Put" else "removed"
    return {"shape": THAT_DECK, "same_target": True, "refers": m.group("noun"),
            "effects": [lambda slot: {"move_top": n, "to": to, "player": {"controller_of": {"target": slot}}}]}


SHAPES = [(TOP, top_of_that_deck)]
ALLOWED = {"ability": (THAT_DECK,)}
