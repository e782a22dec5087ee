"""'This ally has Assault 2 and Long-Range while attacking Mages' (tools/shapes/attacking_trait.py): while it attacks a
hero or ally of that trait (602.1, 602.3, 206.1a, 714.3a); other words refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_assault_and_a_keyword_while_attacking_a_trait():
    powers = encode(["This ally has Assault 2 and Long-Range while attacking Mages."], "ally")["powers"]
    assert powers == [{"continuous": {"affects": {"this": True}, "atk": 2, "gain_keywords": ["Assault 2", "Long-Range"],
                                      "while": {"attacking": True},
                                      "while_exists": [{"kind": "character", "trait": "Mage", "defending": True}]}}]


@pytest.mark.parametrize("sentence", [
    "This ally has Assault 2 and Long-Range while attacking Zzyzxs.",  # no trait
    "This ally has Assault 2 and +1 health while attacking Mages.",  # a stat beside Assault
    "Allies you control have +2 ATK while attacking Mages.",  # only the card itself
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
