"""enc-if11: 'If you control an A, B, or C, draw a card, or two cards if you control all three' (tools/shapes/
reward_words.py): read, near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_one_card_for_some_kind_two_for_every_kind():  # Survey the Land
    entry = encode(["Pay 1 to complete this quest.", "Reward: If you control an equipment, ability, or ally, draw a "
                    "card, or two cards if you control all three."], "quest")
    kinds = ["equipment", "ability", "ally"]
    assert entry["powers"][0]["reward"]["effects"] == [{
        "if": {"exists": {"kinds": kinds, "controller": "you"}},
        "then": [{"if": {"all": [{"exists": {"kind": k, "controller": "you"}} for k in kinds]},
                  "then": [{"draw": 2}], "otherwise": [{"draw": 1}]}]}]


@pytest.mark.parametrize("sentence", [
    "Reward: If you control an ability, ability, or ally, draw a card, or two cards if you control all three.",
    "Reward: If you control an ability, ally, or equipment, draw a card, or three cards if you control all three.",
    "Reward: If you control an ability, ally, or quest, draw a card, or two cards if you control all three.",
    "Reward: If you control an ability, ally, or equipment, draw a card, or two cards if you control two of them.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
