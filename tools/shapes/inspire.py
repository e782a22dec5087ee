"""'Inspire: <kinds>' (the Aldor characters of the Outland sets; rule 501.1b): a line of its own naming
the kinds of card its controller may ready, one of each, in every other player's ready step. The card
language has it as a power (``inspire: [ally, armor]``), which the engine plays and the reading spells
out; the kinds are read from the words the cards print ('Ally', 'Armor', 'Equipment', 'Hero',
'Resource', and lists of them joined by commas or 'and').

A kind the power can't name is refused: 'Inspire: Protector' (a card with a keyword) and 'Inspire: All
friendly Protectors' (every card of a group, not one of a kind) stay in the tail.
"""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised

SHAPE = "Inspire: one exhausted card of each kind named readied in other players' ready steps (501.1b)"
INSPIRE = re.compile(r"^Inspire ?: ?(?P<kinds>[A-Za-z ,]+?)\.?$")
# the words printed → the kinds of the card language (Power.inspire)
KINDS = {"ally": "ally", "ability": "ability", "equipment": "equipment", "hero": "hero", "resource": "resource",
         "quest": "quest", "weapon": "weapon", "armor": "armor", "item": "item"}
ALLOWED = {"ally": (SHAPE,), "hero": (SHAPE,)}


def inspire(m: re.Match) -> Piece:
    """The kinds named, in the order printed; Unrecognised for a word that names no kind, or a kind twice."""
    words = [w.strip().lower() for w in re.split(r",? and |, ", m.group("kinds"))]
    if any(w not in KINDS for w in words) or len(set(words)) != len(words):
        raise Unrecognised(f"an Inspire that names no kind of card the power reads: {m.group(0)}")
    return Piece(SHAPE, powers=[{"inspire": [KINDS[w] for w in words]}])


SHAPES = [(INSPIRE, inspire)]
