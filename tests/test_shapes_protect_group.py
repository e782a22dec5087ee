"""'NAME can protect heroes and allies with damage' (tools/shapes/protect_group.py): an ally able to protect a
defender of that group and no other (602.2); another group, a name or 'himself' refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
import shape_cards  # noqa: E402


def encode(text: list[str]) -> dict:
    return shape_cards.encode(text, "ally", cost=2, atk=2, health=2, damage_type="melee")


def test_an_ally_protects_a_group():
    assert encode(["Stand-in can protect heroes and allies with damage."])["powers"] == [
        {"can_protect": {"kind": "character", "damaged": True}}]
    assert encode(["This ally can protect Monster heroes and allies you control."])["powers"] == [
        {"can_protect": {"kind": "character", "controller": "you", "tag": "Monster"}}]


@pytest.mark.parametrize("sentence", ["This ally can protect Dragonkin heroes and allies you control.",
                                      "Stand-in can protect allies with damage.",
                                      "Stand-in can protect himself.",
                                      "This ally can protect against Death Knights.",
                                      "Stand-in can protect Draka and Thrall allies you control."])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence])
