"""A draw replaced by other draws (tools/shapes/draw_instead.py): 'If you would draw a card, draw two instead.' and
'If an opponent would draw a card, you draw one instead.' (716.1a); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def test_your_draw_becomes_two():
    [power] = pool_shapes.piece("If you would draw a card, draw two instead.").parts["powers"]
    assert power == {"replacement": {"when": {"event": "draw", "subject": {"kind": "hero", "controller": "you"}},
                                     "instead": {"draw": 2}}}


def test_an_opponents_draw_becomes_yours():
    entry = encode(["If an opponent would draw a card, you draw one instead."], "ally")
    assert entry["powers"] == [{"replacement": {
        "when": {"event": "draw", "subject": {"kind": "hero", "controller": "opponent"}},
        "instead": {"draw": 1, "drawer": "you"}}}]


def test_an_ongoing_ability_has_it_while_in_play():
    entry = encode(["Ongoing: If you would draw a card, draw three instead."], "ability")
    assert entry["powers"][0]["replacement"]["instead"] == {"draw": 3}


@pytest.mark.parametrize("sentence", [
    "If an opponent would draw a card, draw one instead.",  # 'draw' said to no one
    "If an opponent would draw a card, he draws two instead.",  # 'he draws'
    "If you would draw a card, you may draw two instead.",  # a 'may'
    "If a player would draw a card, you draw one instead.",  # any player's draw
    "If you would draw a card, draw two cards instead.",  # a form the pool doesn't print
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
