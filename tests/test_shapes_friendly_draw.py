"""'Each friendly player draws a card' (tools/shapes/friendly_draw.py): a draw by you and each teammate
(``player: each-friendly``); other players refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


@pytest.mark.parametrize("text, n", [("Each friendly player draws a card.", 1), ("Each friendly player draws two cards.", 2)])
def test_each_friendly_player_draws(text, n):
    assert encode([text])["effects"] == [{"draw": n, "player": "each-friendly"}]


@pytest.mark.parametrize("sentence", [
    "Each friendly player may draws a card.",  # enc-enter15: 'may draw' reads now (tests/test_pool_enc_enter15.py)
    "Each friendly player draws a card for each ally he controls.",
    "Each other friendly player draws a card.",
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
