"""You and a target opponent each put your top card into your resource row (tools/shapes/you_and_target.py,
enc-reward6); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_your_top_card_then_the_target_opponents_into_the_resource_rows():
    entry = encode(["Pay 2 to complete this quest.", "Reward: You and target opponent each put the top card of your "
                    "decks in your resource rows face down and exhausted."], kind="quest")
    reward = entry["powers"][0]["reward"]
    assert reward["targets"] == [{"id": "first", "kind": "player", "controller": "opponent"}]
    assert reward["effects"] == [{"move_top": 1, "to": "resource-row", "exhausted": True},
                                 {"move_top": 1, "to": "resource-row", "exhausted": True,
                                  "player": {"target_player": "first"}}]


@pytest.mark.parametrize("sentence", [
    "You and target opponent each put the top card of your decks in your resource rows face down and ready.",
    "You and target opponent each put the top two cards of your decks in your resource rows face down and exhausted.",
    "You and target player each put the top card of your decks in your resource rows face down and exhausted.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
