"""The card N from the top of your deck into your hand (tools/shapes/nth_from_top.py, enc-reward6); read exactly or
refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


@pytest.mark.parametrize("sentence", [
    "Put the card tenth from the top of your deck in your hand.",
    "Put the card tenth from the top of your deck into hand.",
])
def test_the_tenth_card_from_the_top_goes_into_your_hand(sentence):
    assert encode([sentence])["effects"] == [{"move_top": 1, "at": 10, "to": "hand"}]


@pytest.mark.parametrize("sentence", [
    "Put the card first from the top of your deck into your hand.",  # the top card: not 'N from the top'
    "Put the card tenth from the top of your deck into your graveyard.",
    "Put the card tenth from the top of target player's deck into his hand.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
