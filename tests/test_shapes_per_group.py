"""'a card for each five …' (tools/shapes/per_group.py): a draw's 1 for each whole group of cards counted, the rest
counting for nothing (the count's ``per``, 709.2d)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402


def test_a_reward_draws_for_each_five_opposing_face_down_resources():
    """The Witch's Bane: face down is the selector's face_down, the groups of five its per."""
    read = pool_shapes.piece("Reward: Draw a card for each five opposing face-down resources.")
    assert read.parts["reward"] == [{"draw": {"count": {"kind": "card", "row": "resource", "controller": "opposing",
                                                        "face_down": True}, "per": 5}}]


def test_an_ability_draws_for_each_two_allies_you_control():
    [make] = pool_shapes.piece("Draw a card for each two allies you control.").parts["effects"]
    assert make(None) == {"draw": {"count": {"kind": "ally", "controller": "you"}, "per": 2}}


def test_a_cost_for_each_five_cards_is_left_to_the_costs_family():
    """Documenting the Timeways' cost change is no draw: this shape doesn't take the sentence."""
    from shapes import per_group
    assert per_group.PER.match("This quest costs 1 less to complete for each five cards you own in a graveyard.") is None
    assert per_group.PER.match("Draw a card for each five cards you own in a graveyard.")


@pytest.mark.parametrize("sentence", [
    "Reward: Draw two cards for each five opposing face-down resources.",  # a number but 1
    "Reward: Draw a card for each five opposing face-down allies.",  # face down: only a resource is read so
    "Reward: Draw a card for each five opposing heroes.",  # a plural the count family doesn't read here
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)
