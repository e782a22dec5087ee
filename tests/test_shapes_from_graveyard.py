"""A triggered power that works in the graveyard and puts its card back into its owner's hand
(tools/shapes/from_graveyard.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402
from shapes.from_graveyard import SHAPE  # noqa: E402

BACK = {"put_into_hand": {"this": True, "zone": "graveyard"}}
YOUR_TURN = {"event": "turn-starts", "subject": {"kind": "hero", "controller": "you"}}


@pytest.mark.parametrize("sentence", [
    "At the start of your turn, if NAME is in your graveyard, you may pay 1. If you do, put NAME into your hand.",  # Wisp
    "At the start of your turn, if NAME is in your graveyard, you may pay 1. If you do, put it into your hand.",
])
def test_paid_for_as_your_turn_starts(sentence):
    found = pool_shapes.piece(sentence)
    assert found.shape == SHAPE
    assert found.parts["powers"] == [{"triggered": {"when": YOUR_TURN, "zones": ["graveyard"],
                                                    "effects": [{"may_pay": 1, "if_you_do": [BACK]}]}}]


def test_phoenix_as_your_hero_deals_fire_damage():
    found = pool_shapes.piece("When your hero deals fire damage while NAME is in your graveyard, you may put NAME from "
                              "your graveyard into your hand.")
    assert found.parts["powers"] == [{"triggered": {
        "when": {"event": "damage", "source": {"kind": "hero", "controller": "you"}, "damage_type": "fire"},
        "zones": ["graveyard"], "effects": [{"may": [BACK]}]}}]


@pytest.mark.parametrize("sentence", [
    "At the start of your turn, if NAME is in your hand, you may pay 1. If you do, put NAME into your hand.",
    "At the start of your turn, if NAME is in your graveyard, you may pay 1. If you do, put NAME into play.",
    "When NAME is destroyed while NAME is in your graveyard, you may put NAME from your graveyard into your hand.",
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        assert pool_shapes.piece(sentence).shape == SHAPE
