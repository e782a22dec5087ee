"""enc-turn6: a target player discards cards picked at random (tools/shapes/random_discard.py): read, and near misses
refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_two_random_cards_are_two_picks_each_discarded():  # Parexia, Herald of the Shadows
    entry = encode(["Target opponent discards two random cards."])
    assert entry["targets"] == [{"id": "first", "kind": "player", "controller": "opponent"}]
    assert entry["effects"] == [
        {"choose_card": {"zone": "hand", "owner": "you"}, "by": {"target_player": "first"}, "random": True,
         "as": "discarded-1"},
        {"discard_card": {"chosen": "discarded-1", "zone": "hand"}},
        {"choose_card": {"zone": "hand", "owner": "you"}, "by": {"target_player": "first"}, "random": True,
         "as": "discarded-2"},
        {"discard_card": {"chosen": "discarded-2", "zone": "hand"}}]


def test_a_target_player_discards_one():
    entry = encode(["Target player discards a random card."])
    assert entry["targets"] == [{"id": "first", "kind": "player"}] and len(entry["effects"]) == 2


@pytest.mark.parametrize("sentence", [
    "Target opponent discards a random cards.",           # a count and its noun that disagree
    "Target opponent discards two random card.",
    "Each opponent discards a random card.",              # only a target player
    "Discard a random card.",
    "Target opponent discards a random ally card.",       # a kind of card: not read here
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
