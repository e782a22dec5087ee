"""X named by a target of its own (tools/shapes/target_stat.py): 'where X is target ally's health' — the target chosen
as the card is played, X its health as the link resolves (706.1, 709.2d)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402


def test_x_is_the_targets_health():
    got = pool_shapes.piece("Your hero deals X fire damage to each hero and ally, where X is target ally's health.")
    assert got.parts["target"] == {"kind": "ally"}
    effect = got.parts["effects"][0]("first")
    assert effect["deal_damage"] == {"total": "health", "of": {"target": "first"}} and effect["to"] == {"kind": "character"}


@pytest.mark.parametrize("sentence", [
    "Your hero deals X fire damage to target ally, where X is target ally's health.",  # a target of its own already
    "Your hero deals X fire damage to each hero and ally, where X is target hero's health.",
    "Your hero deals X fire damage to each hero and ally, where X is target ally's cost.",  # not read here
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
