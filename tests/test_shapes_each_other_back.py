"""'… put each other ability, ally, and equipment into its owner's hand' (tools/shapes/each_other_back.py): every card
in play of the kinds named but the power's own (709.1, 415.9a); near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_every_other_card_of_three_kinds_when_the_armor_is_destroyed():
    power = encode(["When Stand-in is destroyed, put each other weapon, armor, and item into its owner's hand."],
                   "armor", traits=["Mail", "Chest (1)"], **{"def": 1})["powers"][0]["triggered"]
    assert power["effects"] == [{"return_to_hand": {"kinds": ["weapon", "armor", "item"], "other": True}}]


def test_its_written_its():
    power = encode(["When Stand-in enters play, put each other ally and ability into it's owner's hand."],
                   "ally")["powers"][0]["triggered"]
    assert power["effects"] == [{"return_to_hand": {"kinds": ["ally", "ability"], "other": True}}]


@pytest.mark.parametrize("sentence", [
    "Put each other ally and ally into its owner's hand.",             # a kind said twice
    "Put each other ally, weapon into its owner's hand.",             # no 'and'
    "Put each other hero and ally into its owner's hand.",            # a hero never goes to a hand
    "Put each other ally and ability into its owner's deck.",
])
def test_near_misses(sentence):
    refused(sentence)
