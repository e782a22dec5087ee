"""A card's power on the cards in combat with it (tools/shapes/fights_this.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402


def power(sentence: str) -> dict:
    [found] = pool_shapes.piece(sentence).parts["powers"]
    return found["continuous"]


def test_opposing_allies_in_combat_with_it():  # Givon
    assert power("Opposing allies have -2 ATK while in combat with NAME.") == {
        "affects": {"kind": "ally", "controller": "opposing"}, "atk": -2, "while": {"in_combat": True},
        "while_exists": [{"this": True, "in_combat": True}]}


def test_attacking_heroes_in_combat_with_it():  # Aresan Bloodshield
    found = power("Attacking heroes have -2 ATK while in combat with NAME.")
    assert found["affects"] == {"kind": "hero"} and found["while"] == {"in_combat": True, "attacking": True}


def test_allies_defending_against_it():  # Bluffstalker Honovi
    found = power("Allies have -2 ATK while defending against NAME.")
    assert found["while"] == {"defending": True} and found["while_exists"] == [{"this": True, "attacking": True}]


@pytest.mark.parametrize("sentence", [
    "Allies you control have +2 ATK while in combat with NAME.",  # its own side: never in combat with it
    "Attacking heroes have -2 ATK while defending against NAME.",  # an attacker doesn't defend
    "Damaged opposing allies have -2 ATK while in combat with NAME.",  # a state of the group: not read here
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)
