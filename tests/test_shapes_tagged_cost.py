"""enc-turn6: a cost change for the abilities of one talent or school (tools/shapes/tagged_cost.py): read, and near
misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def test_an_ongoing_ability_lowers_the_cost_of_your_feral_abilities():  # Nature's Guidance
    entry = encode(["Ongoing: You pay 1 less to play Feral abilities, to a minimum of 1."])
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "ability", "tag": "Feral", "controller": "you"},
                                               "play_cost": -1, "minimum": 1}}]


def test_without_ongoing_it_is_the_cards_own_power_in_play():
    made = pool_shapes.piece("You pay 2 less to play Restoration abilities.")
    assert made.shape == "a cost change while in play"
    assert made.parts["powers"] == [{"continuous": {"affects": {"kind": "ability", "tag": "Restoration",
                                                                "controller": "you"}, "play_cost": -2}}]


@pytest.mark.parametrize("sentence", [
    "Ongoing: You pay 1 less to play Poison abilities.",                  # no talent or school the abilities print
    "Ongoing: You pay 1 more to play Feral abilities.",                   # an increase: not read here
    "Ongoing: You pay 1 less to play Feral allies.",                      # a talent names abilities only
    "Ongoing: You pay 1 less to play Combos and finishing moves, to a minimum of 1.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_beside_it_a_heal_of_that_much_damage_plus_one():  # Tree of Life's second sentence (shapes/conditions.py)
    made = pool_shapes.piece("Ongoing: If damage would be healed from a friendly hero or ally, that much damage +1 is "
                             "healed instead.")
    assert made.parts["ongoing_power"]["replacement"] == {
        "when": {"event": "heal", "destination": {"kind": "character", "controller": "friendly"}}, "instead": {"add": 1}}
    refused("Ongoing: If damage would be healed from a friendly hero or ally, that much damage +1 is dealt instead.")
