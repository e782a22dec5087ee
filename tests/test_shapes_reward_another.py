"""'Reward: Draw a card, then draw another card for each …' (tools/shapes/reward_another.py): the reward's two draws,
a card and the count read as it resolves; a count no shape reads refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}


def reward(sentence: str) -> dict:
    card = {"id": "x", "name": "Totem of Coo", "type": "quest", "printings": [["s", "7", "Common"]]}
    return pool_shapes.encode(card, SETS, ["Pay 3 to complete this quest.", sentence])[0]["powers"][0]["reward"]


def test_a_card_then_one_for_each_other_quest_of_the_name():
    effects = reward("Reward: Draw a card, then draw another card for each other quest named Totem of Coo you have.")[
        "effects"]
    assert effects == [{"draw": 1}, {"draw": {"count": {"kind": "quest", "controller": "you", "other": True,
                                                        "named": "Totem of Coo"}}}]


@pytest.mark.parametrize("sentence", ["Reward: Draw a card, then draw another card for each frobnitz.",
                                      "Reward: Draw two cards, then draw another card for each opposing ally."])
def test_other_counts_are_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        reward(sentence)
