"""Effect sentences of turn-timed triggered powers (tools/shapes/turn.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402


def made(sentence: str) -> tuple[dict, list]:
    found = pool_shapes.piece(sentence)
    return found.parts["target"], [make("first") for make in found.parts["effects"]]


def test_you_and_target_opponent_each_draw():
    """Argent Crusader: you draw, then the target opponent draws (415.9e, 706.1)."""
    assert made("You and target opponent each draw a card.") == (
        {"kind": "player", "controller": "opponent"}, [{"draw": 1}, {"draw": 1, "player": {"target_player": "first"}}])


def test_you_and_target_player_each_discard_two():
    assert made("You and target player each discard two cards.") == (
        {"kind": "player"}, [{"discard": 2}, {"discard": 2, "player": {"target_player": "first"}}])


@pytest.mark.parametrize("sentence", ["You and target opponent each draw a cards.",
                                      "You and target opponent each draw two card.",
                                      "You and target ally each draw a card."])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)
