"""enc-reward3: a target ally's damage type changed this turn (tools/shapes/becomes.py): read, and near misses
refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused


def test_a_target_allys_damage_type_becomes_frost_this_turn():
    made = pool_shapes.piece("Target ally's damage type becomes [Frost] this turn.")  # Cold Hearted
    assert made.parts["target"] == {"kind": "ally"}
    assert made.parts["effects"][0]("first") == {  # 205.1c: frost and no other, until the wrap-up step (503.2a)
        "create_continuous": {"affects": {"target": "first"}, "damage_type": "frost"}, "duration": "this-turn"}


@pytest.mark.parametrize("sentence", [
    "Target ally's damage type becomes Frost this turn.",          # no icon's brackets
    "Target hero's damage type becomes [Frost] this turn.",
    "Target ally's damage type becomes [Frost].",                  # no duration
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
