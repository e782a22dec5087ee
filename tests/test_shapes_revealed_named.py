"""The top cards of your deck revealed, those named as the card taken (tools/shapes/revealed_named.py, enc-reward6);
read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_every_revealed_card_with_the_cards_own_name_goes_into_your_hand():
    entry = encode(["Pay 3 to complete this quest.", "Reward: Reveal the top three cards of your deck. Put all revealed "
                    "cards named Stand-in into your hand and the rest on the bottom of your deck."], kind="quest")
    assert entry["powers"][0]["reward"]["effects"] == [
        {"reveal_top": 3, "then": [{"take": 3, "fits": {"named": "Stand-in"}, "to": "hand"}], "rest": "bottom"}]


def test_a_revealed_card_named_so_is_one_of_them():
    [effect] = encode(["Reveal the top four cards of your deck. Put a revealed card named Stand-in into your hand and "
                       "the rest on the bottom of your deck."])["effects"]
    assert effect["then"] == [{"fits": {"named": "Stand-in"}, "to": "hand"}]


@pytest.mark.parametrize("sentence", [
    "Reveal the top card of your deck. Put all revealed cards named NAME into your hand and the rest on the bottom of "
    "your deck.",  # 'the rest' of one card
    "Reveal the top three cards of your deck. Put all revealed cards named NAME into your graveyard and the rest on "
    "the bottom of your deck.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
