"""The top cards of your deck, one into your hand and the rest into your graveyard or back on top in any order, or a
revealed card with a cost bound taken (tools/shapes/top_takes.py); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_the_rest_go_into_the_graveyard_or_back_on_top():
    [gone] = encode(["Look at the top three cards of your deck. Put one into your hand and the rest into your "
                     "graveyard."])["effects"]
    assert gone == {"look_at_top": 3, "then": [{"to": "hand"}, {"take": 2, "to": "graveyard"}]}
    [back] = encode(["Look at the top four cards of your deck. Put one into your hand and the rest on top of your "
                     "deck in any order."])["effects"]
    assert back == {"look_at_top": 4, "then": [{"to": "hand"}], "rest": "top"}


def test_a_reward_takes_a_revealed_card_with_a_cost_bound():
    entry = encode(["Pay 2 to complete this quest.", "Reward: Reveal the top three cards of your deck. Put a revealed "
                    "card with cost of 3 or more into your hand and the rest on the bottom of your deck."], kind="quest")
    assert entry["powers"][0]["reward"]["effects"] == [
        {"reveal_top": 3, "then": [{"to": "hand", "fits": {"cost_at_least": 3}}], "rest": "bottom"}]


@pytest.mark.parametrize("sentence", [
    "Look at the top two cards of your deck. Put one into your hand and the rest into your graveyard.",  # the other
    "Look at the top three cards of your deck. Put one into your hand and the rest on top of your deck.",  # order?
    "Look at the top three cards of your deck. Put two into your hand and the rest into your graveyard.",
    "Reveal the top three cards of your deck. Put a revealed card with cost of 3 or more into your hand and the rest "
    "into your graveyard.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
