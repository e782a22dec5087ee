"""enc-enter13: every other card of several kinds put into its owner's hand, for ``tools/encode_pool.py`` (each shape
gives its name and parts; pool_shapes makes a ``Piece``):

* "When NAME enters play, put each other ability, ally, and equipment into its owner's hand." (Wall of Terror, whose
  first data set prints "it's owner's") — a group (709.1): each card in play of any of the kinds named, whoever
  controls it, other than the card whose power it is (``other``, 200.1), goes into its owner's hand as the link
  resolves, all at once, each a new card there (415.9a); heroes, locations, quests and resources are none of the kinds
  and stay.

The kinds are said in the singular after 'each other', joined by commas and one 'and', each once; "each" alone (no
'other') is refused: on an ability card there is no card it would spare, and the pool has no card that says it so.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Unrecognised
from shapes.grammar import GROUP_KIND, SINGULAR

SHAPE = "power: every other card of the kinds named into its owner's hand"
KIND = "|".join(SINGULAR)
EACH_OTHER = re.compile(rf"^Put each other (?P<kinds>(?:{KIND})(?:, (?:{KIND}))*,? and (?:{KIND})) into it'?s owner's hand\.$")


def each_other_back(m: re.Match) -> dict[str, Any]:
    """Each other card in play of the kinds named, into its owner's hand (709.1, 415.9a)."""
    said = re.split(r",? and |, ", m.group("kinds"))
    if len(set(said)) != len(said):
        raise Unrecognised(m.group(0))  # a kind said twice
    spec = {"kinds": [GROUP_KIND[w] for w in said], "other": True}
    return {"shape": SHAPE, "effects": [lambda slot: {"return_to_hand": dict(spec)}]}


SHAPES = [(EACH_OTHER, each_other_back)]
