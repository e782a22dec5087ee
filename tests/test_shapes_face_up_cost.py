"""'As a cost to place this quest face up, <cost>.' (tools/shapes/face_up_cost.py): the card's face_up_cost, each part
read as a payment power's cost part is; read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def test_a_quest_that_costs_damage_on_your_hero_to_place_face_up():
    entry = encode(["As a cost to place this quest face up, put 2 damage on your hero.", "Pay 2 to complete this quest.",
                    "Reward: Draw a card."], kind="quest")
    assert entry["face_up_cost"] == {"put_damage": 2, "damage_on": {"kind": "hero", "controller": "you"}}


def test_play_this_face_up_is_placing_it():
    entry = encode(["As a cost to play this face up, discard a card.", "Pay 3 to complete this quest.",
                    "Reward: Draw two cards."], kind="quest")
    assert entry["face_up_cost"] == {"discard": {}}


@pytest.mark.parametrize("sentence", [
    "As a cost to place this quest face up, remove 2 damage from an opposing hero.",  # no cost part reads it
    "As a cost to place this quest face up, choose an opponent, and he may draw a card.",  # not a cost
    "As a cost to place this quest face up, exhaust this card.",  # the card itself, still in the hand
    "As a cost to place this quest face down, discard a card.",  # face down costs nothing
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_only_a_quest_or_location_has_one():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["As a cost to place this quest face up, discard a card."], kind="ally")
