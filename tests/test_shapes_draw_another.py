"""'Draw a card, then draw another card for each heirloom counter on this equipment' (tools/shapes/draw_another.py):
a draw, then a draw of a card for each counter of that name on the card itself (404.1, 709.2); anything else
refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused


def test_a_card_then_one_for_each_counter():
    got = pool_shapes.piece("Draw a card, then draw another card for each heirloom counter on this equipment.")
    assert [make(None) for make in got.parts["effects"]] == [{"draw": 1}, {"draw": {"counters": "heirloom"}}]


@pytest.mark.parametrize("sentence", [
    "Draw a card, then draw another card.",  # no count
    "Draw a card, then draw another card for each heirloom counter on target weapon.",
    "Draw two cards, then draw another card for each heirloom counter on this equipment.",
    "Draw a card, then draw another card for each opposing hero named Bob.",
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
