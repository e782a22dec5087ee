"""'Double the damage on each opposing ally.' (tools/shapes/double_damage_on.py): as much damage as each card of the
group has put on it (405.3, 709.2d)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402
from adjudicator.cards.model import PutDamage  # noqa: E402


def test_the_damage_on_each_card_of_the_group_is_doubled():
    got = pool_shapes.piece("Double the damage on each opposing ally.")
    effect = got.parts["effects"][0]("first")
    assert effect == {"put_damage": {"its": "damage"}, "on": {"kind": "ally", "controller": "opposing"}}
    PutDamage.model_validate(effect)


@pytest.mark.parametrize("sentence", [
    "Double the damage on each opposing weapon.",  # no damage on equipment
    "Double the damage on target ally.",  # a target, not a group
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)
