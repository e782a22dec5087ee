"""A target as the source of its own damage (tools/shapes/target_deals.py): 'Target ally deals … damage to itself
equal to its ATK', '… equal to its ATK to each opposing hero and ally' (408.2c, 709.2d); near misses refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

ATK = {"total": "atk", "of": {"target": "first"}}


def read(sentence: str) -> tuple[dict, dict]:
    got = pool_shapes.piece(sentence)
    return got.parts["target"], got.parts["effects"][0]("first")


def test_a_target_deals_damage_to_itself_equal_to_its_atk():
    target, effect = read("Target ally deals unpreventable holy damage to itself equal to its ATK.")
    assert target == {"kind": "ally"}
    assert effect == {"deal_damage": ATK, "damage_type": "holy", "source": {"target": "first"},
                      "to": {"target": "first"}, "unpreventable": True}


def test_a_target_deals_damage_equal_to_its_atk_to_a_group():
    target, effect = read("Target Monster hero or ally you control deals frost damage equal to its ATK to each opposing "
                          "hero and ally.")
    assert target == {"kind": "character", "controller": "you", "fits": {"tag": "Monster"}}
    assert effect["source"] == {"target": "first"} and effect["deal_damage"] == ATK
    assert effect["to"] == {"kind": "character", "controller": "opposing"}


@pytest.mark.parametrize("sentence", [
    "Target ally deals 2 holy damage to itself.",
    "Target ally deals holy damage to itself equal to its cost.",
    "Target weapon deals holy damage to itself equal to its ATK.",
    "Target ally deals holy damage equal to its ATK to target hero.",
    "Up to two target allies deal holy damage to themselves equal to their ATK.",
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
