"""'… equal to the ATK of a Pet you control', '…, where X is the cost of another Orc ally you control'
(tools/shapes/picked_one.py): one card of yours picked as the link resolves (709.2b), its value the amount."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402


def amount(sentence: str):
    return pool_shapes.piece(sentence).parts["effects"][0]("first")["deal_damage"]


def test_a_tag_alone_and_a_damage_type():
    assert amount("Your hero deals fire damage to target hero or ally equal to the ATK of a Pet you control.") == {
        "picked": "atk", "of": {"kind": "ally", "controller": "you", "tag": "Pet"}}
    assert amount("Your hero deals fire damage to target hero or ally equal to the ATK of a [Fire] ally you control.") \
        == {"picked": "atk", "of": {"kind": "ally", "controller": "you", "damage_type": "fire"}}


def test_another_leaves_the_card_itself_out():
    assert amount("Your hero deals X fire damage to target hero or ally, where X is the cost of another Orc ally you "
                  "control.") == {"picked": "cost", "of": {"kind": "ally", "controller": "you", "other": True,
                                                            "trait": "Orc"}}


@pytest.mark.parametrize("sentence", [
    "Your hero deals fire damage to target hero or ally equal to the ATK of an opposing ally you control.",
    "Your hero deals fire damage to target hero or ally equal to the ATK of a Pet an opponent controls.",
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
