"""A modifier this turn with a 'while attacking' whose defender is named (tools/shapes/attacking_this_turn.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402


def made(sentence: str, slot=None) -> dict:
    found = pool_shapes.piece(sentence)
    assert found.shape.startswith("modifier this turn")
    [effect] = [make(slot) for make in found.parts["effects"]]
    return effect


@pytest.mark.parametrize("defender, attacked", [("allies", {"kind": "ally"}), ("heroes", {"kind": "hero"}),
                                                ("an exhausted hero", {"kind": "hero", "exhausted": True})])
def test_a_group_has_atk_while_attacking_a_defender_that_fits(defender, attacked):  # Heroism, Orc Shaman
    effect = made(f"Heroes and allies in your party have +2 ATK while attacking {defender} this turn.")
    assert effect == {"create_continuous": {"affects": {"kind": "character", "controller": "you"}, "atk": 2,
                                            "while": {"attacks": attacked}}, "duration": "this-turn"}


def test_a_target_has_atk_while_attacking_a_hero():
    effect = made("Target ally has +3 ATK while attacking a hero this turn.", "first")
    assert effect["create_continuous"]["while"] == {"attacks": {"kind": "hero"}}


@pytest.mark.parametrize("sentence", [
    "Allies you control have +2 ATK while attacking a hero or ally that was dealt damage this turn.",  # no such defender
    "Allies you control have Stealth while attacking allies this turn.",  # only numbers change while attacking
    "Allies you control have +2 ATK while attacking an hero this turn.",  # an article of a lost icon
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)
