"""A random target (tools/shapes/random_target.py): '… damage to a random opposing hero or ally' is a target slot
picked at random (706.5); any other description or effect refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import refused  # noqa: E402


def test_damage_to_a_random_opposing_hero_or_ally():
    got = pool_shapes.piece("Your hero deals 4 shadow damage to a random opposing hero or ally.")
    assert got.parts["target"] == {"kind": "character", "controller": "opposing", "random": True}
    assert got.parts["effects"][0]("first")["to"] == {"target": "first"}


@pytest.mark.parametrize("sentence", [
    "Your hero deals 3 melee damage to a random Raiding hero.",
    "Destroy a random opposing ally.",
    "Your hero deals 4 shadow damage to a random opposing hero or ally and heals 1 damage from itself.",
    "Your hero deals 4 shadow damage to two random opposing allies.",
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)


# -- enc-turn2 --
def test_a_change_this_turn_to_a_random_target_in_a_triggered_power():
    got = pool_shapes.piece("At the start of your turn, target random ally you control has Assault 2 this turn.")
    power = got.parts["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "ally", "controller": "you", "random": True}]
    assert power["effects"][0]["create_continuous"]["affects"] == {"target": "first"}


@pytest.mark.parametrize("sentence", [
    "Target random ally you control has Assault 2.",  # no 'this turn': not this shape
    "Target random ally you control has Assault 2 this turn and draws a card.",
    "Target random ability has Assault 2 this turn.",
])
def test_random_has_near_miss_is_refused(sentence):
    refused(sentence)
