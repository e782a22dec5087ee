"""The shapes of tools/shapes/skip_turn.py and exhaust_resources.py: 'Target player skips his next turn.' (Curse of
Exhaustion), 'Skip your next turn.' and 'Exhaust all of your resources.' (Lay on Hands); other players, other turns and
some of the resources are refused. The cards the encoder writes are played by tests/test_encode_pool.py."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_a_target_player_skips_his_next_turn():  # Curse of Exhaustion
    entry = encode(["Target player skips his next turn."])
    assert entry["targets"] == [{"id": "first", "kind": "player"}]
    assert entry["effects"] == [{"skip_turn": {"target_player": "first"}}]
    assert encode(["Target opponent skips his next turn."])["targets"] == [
        {"id": "first", "kind": "player", "controller": "opponent"}]


def test_you_skip_your_next_turn_with_your_resources_exhausted():  # Lay on Hands
    entry = encode(["Exhaust all of your resources. Skip your next turn."])
    assert entry["effects"] == [{"exhaust": {"kind": "card", "row": "resource", "controller": "you"}},
                                {"skip_turn": "you"}]


@pytest.mark.parametrize("sentence", [
    "Each opponent skips his next turn.",            # no one player
    "Target player skips his next two turns.",       # more turns than one
    "Skip your next draw step.",                     # not a turn
    "Exhaust all of target player's resources.",     # another player's
    "Exhaust two of your resources.",                # some of them
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
