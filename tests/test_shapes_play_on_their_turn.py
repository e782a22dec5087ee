"""'Play only on an opponent's turn.' (tools/shapes/play_on_their_turn.py): the card is played only while an opponent
is the turn player (``play_only_if``, 103.1); other timings refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


@pytest.mark.parametrize("line", ["Play only on an opponent's turn.", "Play Stand-in only on an opponent's turn."])
def test_played_only_on_an_opponents_turn(line):
    entry = encode([f"{line} Your hero has Protector this turn."])
    assert entry["play_only_if"] == {"opponents_turn": True}
    assert entry["effects"] == [{"create_continuous": {"affects": {"kind": "hero", "controller": "you"},
                                                       "gain_keywords": ["Protector"]}, "duration": "this-turn"}]


@pytest.mark.parametrize("sentence", [
    "Play only on your turn.",
    "Play only on an opponent's turn during combat.",
    "Play only on each opponent's turn.",
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
