"""'Double the ATK of …' (tools/shapes/doubled_atk.py): the modifier this turn (503.2a) giving one card +X ATK, X its
own ATK read as the link resolves (709.2d); a group, another stat or no duration refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}


def encode(text: list[str]) -> dict:
    card = {"id": "x", "name": "Stand-in", "type": "ally", "printings": [["s", "7", "Common"]], "cost": 1, "atk": 1,
            "health": 1, "damage_type": "melee", "traits": ["Orc", "Warrior"]}
    return pool_shapes.encode(card, SETS, text)[0]


def doubled(of: dict) -> dict:
    return {"affects": of, "atk": {"total": "atk", "of": of}}


def test_a_target_doubled_as_the_card_enters_play():
    power = encode(["When Stand-in enters play, double the ATK of target ally this turn."])["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "ally"}]
    assert power["effects"] == [{"create_continuous": doubled({"target": "first"}), "duration": "this-turn"}]


def test_the_card_itself_and_a_weapon_by_the_possessive():
    power = encode(["3 -> Double Stand-in's ATK this turn."])["powers"][0]["payment"]
    assert power["effects"] == [{"create_continuous": doubled({"this": True}), "duration": "this-turn"}]
    power = encode(["3 -> Double target weapon's ATK this turn."])["powers"][0]["payment"]
    assert power["targets"] == [{"id": "first", "kind": "weapon"}]


def test_this_turn_first_with_a_keyword_given_too():
    power = encode(["3 -> This turn, double the ATK of target ally, and it has Smash."])["powers"][0]["payment"]
    assert power["effects"] == [{"create_continuous": {**doubled({"target": "first"}), "gain_keywords": ["Smash"]},
                                 "duration": "this-turn"}]


@pytest.mark.parametrize("sentence", [
    "3 -> Double the ATK of each ally this turn.",  # a group: each card's own ATK, not a total
    "3 -> Double the ATK of allies you control this turn.",
    "3 -> Double the ATK of target ally.",  # no duration
    "3 -> Double the health of target ally this turn.",  # another stat
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence])
