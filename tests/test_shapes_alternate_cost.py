"""'You may exhaust <a card you control> rather than pay this ability's cost.' (tools/shapes/alternate_cost.py): the
ability's alternate_cost (707.1e), the card's group read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


@pytest.mark.parametrize("sentence, exhaust", [
    ("You may exhaust a Shield you control rather than pay this card's cost.",
     {"kind": "armor", "tag": "Shield", "controller": "you"}),
    ("You may exhaust one of your Shields rather than pay NAME's cost.",
     {"kind": "armor", "tag": "Shield", "controller": "you"}),
    ("You may exhaust one of your Melee weapons rather than pay NAME's cost.",
     {"kind": "weapon", "tag": "Melee", "controller": "you"}),
    ("You may exhaust a non-hero Death Knight you control rather than pay this ability's cost.",
     {"kind": "ally", "trait": "Death Knight", "controller": "you"}),
])
def test_an_ability_exhausts_a_card_in_place_of_its_cost(sentence, exhaust):
    entry = encode([sentence, "Draw a card."])
    assert entry["alternate_cost"] == {"exhaust": exhaust}
    assert entry["effects"] == [{"draw": 1}]


@pytest.mark.parametrize("sentence", [
    "You may exhaust a non-hero Gnome you control rather than pay this ability's cost.",  # a race, not a class
    "You may exhaust a Paladin you control rather than pay this ability's cost.",  # a hero too: not 'non-hero'
    "You may exhaust Vyara rather than pay the cost of an ability with cost 7 or less.",  # another card's cost
    "You may discard a weapon rather than pay this ability's cost.",  # a discard: not this shape
    "You may exhaust one of your Melee weapon rather than pay NAME's cost.",  # 'one of your' a singular
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_only_an_ability_has_one():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["You may exhaust a Shield you control rather than pay this card's cost."], kind="ally")
