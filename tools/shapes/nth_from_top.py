"""enc-reward6: the card a number of places from the top of your deck, put into your hand, for
``tools/encode_pool.py`` (each shape gives its name and parts; pool_shapes makes a ``Piece``):

* "Put the card tenth from the top of your deck into hand." (Seth's Graphite Fishing Pole), "… in your hand."
  (Tuskarr Kite): only that card goes, unseen before it moves (415.3a), into your hand, not a draw (415.9e):
  ``{move_top: 1, at: 10, to: hand}``; with fewer cards in the deck, none (712.3).

Refused: any place but the second to the twentieth, and any other destination.
"""
from __future__ import annotations

import re
from typing import Any

SHAPE = "ability: the card N from the top of your deck into your hand"
ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
            "tenth": 10, "eleventh": 11, "twelfth": 12, "fifteenth": 15, "twentieth": 20}
NTH = re.compile(rf"^Put the card (?P<nth>{'|'.join(ORDINALS)}) from the top of your deck (?:into|in) (?:your )?hand\.$")


def nth_from_top(m: re.Match) -> dict[str, Any]:
    at = ORDINALS[m.group("nth")]
    return {"shape": SHAPE, "effects": [lambda slot: {"move_top": 1, "at": at, "to": "hand"}]}


# enc-enter14: "Put the bottom card of your deck into your hand." (Spaulders of Lost Secrets): the last card of the deck,
# unseen before it moves (415.3a), into your hand, not a draw (415.9e): ``{move_top: 1, bottom: true, to: hand}``; an
# empty deck gives none (712.3)
BOTTOM_SHAPE = "ability: the bottom card of your deck into your hand"
BOTTOM = re.compile(r"^Put the bottom card of your deck into your hand\.$")


def bottom_card(m: re.Match) -> dict[str, Any]:
    return {"shape": BOTTOM_SHAPE, "effects": [lambda slot: {"move_top": 1, "bottom": True, "to": "hand"}]}


SHAPES = [(NTH, nth_from_top), (BOTTOM, bottom_card)]
ALLOWED = {"ability": (SHAPE, BOTTOM_SHAPE)}
