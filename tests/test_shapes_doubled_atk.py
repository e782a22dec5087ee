"""'Double the ATK of …' (tools/shapes/doubled_atk.py): the modifier this turn (503.2a) giving one card +X ATK, X its
own ATK read as the link resolves (709.2d); a group, another stat or no duration refused."""
from __future__ import annotations

import pytest

from shape_cards import encode as stand_in, pool_shapes

def encode(text: list[str]) -> dict:
    """A 1/1 Orc Warrior stand-in ally."""
    return stand_in(text, "ally", health=1, damage_type="melee", traits=["Orc", "Warrior"])


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
