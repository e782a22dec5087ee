"""enc-reward6: the top card of your deck revealed, damage put on your hero by its cost, then the card taken, for
``tools/encode_pool.py`` (each shape gives its name and parts; pool_shapes makes a ``Piece``):

* "Reveal the top card of your deck, put damage on your hero equal to its cost, then put it into hand." (Dr. Boom!):
  the card revealed to all players (415.3a); damage equal to its printed cost (201.1; 0 for a card with none) put on
  your hero, not dealt (405.3); then the card goes into your hand, not a draw (415.9e). The selector's
  ``revealed_this_way`` names the card the link revealed, in the deck (``zone: deck``).

Refused: more than one card, and damage on any card but your hero.
"""
from __future__ import annotations

import re
from typing import Any

SHAPE = "ability: reveal your top card, damage on your hero by its cost, then take it"
REVEALED_COST = re.compile(r"^Reveal the top card of your deck, put damage on your hero equal to its cost, then put it "
                           r"into (?:your )?hand\.$")
REVEALED = {"zone": "deck", "revealed_this_way": True}


def revealed_cost(m: re.Match) -> dict[str, Any]:
    return {"shape": SHAPE, "effects": [
        lambda slot: {"reveal_top": 1},
        lambda slot: {"put_damage": {"total": "cost", "of": dict(REVEALED)}, "on": {"kind": "hero", "controller": "you"}},
        lambda slot: {"put_into_hand": dict(REVEALED)}]}


SHAPES = [(REVEALED_COST, revealed_cost)]
ALLOWED = {"ability": (SHAPE,)}
