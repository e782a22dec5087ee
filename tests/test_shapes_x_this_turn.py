"""'… has +X ATK (Assault X) this turn, where X is its ATK' (tools/shapes/x_this_turn.py): the modifier this turn
(503.2a) with X the ATK of the sentence's subject, read as the link resolves (709.2d); anything else refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}


def encode(text: list[str], kind: str = "weapon") -> dict:
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]], "cost": 1, "atk": 1,
            "damage_type": "melee", "traits": ["1H", "Melee (1)", "Dagger"], "strike_cost": 1}
    return pool_shapes.encode(card, SETS, text)[0]


def test_its_atk_is_the_subjects():
    power = encode(["3 -> Stand-in has +X ATK this turn, where X is its ATK."])["powers"][0]["payment"]
    assert power["effects"] == [{"create_continuous": {"affects": {"this": True}, "atk": {"total": "atk", "of": {
        "this": True}}}, "duration": "this-turn"}]
    power = encode(["3, [Exhaust] -> Target ally has Assault X this turn, where X is its ATK."])["powers"][0]["payment"]
    assert power["targets"] == [{"id": "first", "kind": "ally"}]
    assert power["effects"] == [{"create_continuous": {"affects": {"target": "first"}, "during": "your-turn", "atk": {
        "total": "atk", "of": {"target": "first"}}}, "duration": "this-turn"}]


@pytest.mark.parametrize("sentence", [
    "3 -> Stand-in has +X ATK this turn, where X is its cost.",  # another X
    "3 -> Target ally has +X ATK this turn, where X is Stand-in's ATK.",  # the ATK of another card than the subject
    "3 -> Stand-in has +X ATK, where X is its ATK.",  # no duration
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence])


# -- enc-while2 --


def test_a_unique_target_reads_its_own_atk():
    """'Target Unique ally has +X ATK this turn, where X is its ATK.' (Commander Falstaav): a target tagged Unique."""
    power = encode(["2 -> Target Unique ally has +X ATK this turn, where X is its ATK."])["powers"][0]["payment"]
    assert power["targets"] == [{"id": "first", "kind": "ally", "fits": {"tag": "Unique"}}]
    assert power["effects"][0]["create_continuous"]["atk"] == {"total": "atk", "of": {"target": "first"}}
