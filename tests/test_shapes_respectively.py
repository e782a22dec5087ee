"""Amounts given out in order (tools/shapes/respectively.py): 'Target up to three heroes and/or allies. NAME deals
3, 2, and 1 nature damage to them, respectively.' — a slot per amount, each optional and taken after the one before
it (707.1d), each a different card (706.1); and 'target Pet' alone (tools/shapes/grammar.py), an ally's tag (202.2).
Read exactly or refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}


def encode(text: list[str], name: str = "Shem Reznict") -> dict:
    card = {"id": "x", "name": name, "type": "ally", "printings": [["s", "7", "Common"]], "cost": 1, "atk": 1,
            "health": 2, "damage_type": "nature"}
    return pool_shapes.encode(card, SETS, text)[0]


def test_amounts_to_up_to_three_targets_respectively():
    power = encode(["[Exhaust] -> Target up to three heroes and/or allies. Shem deals 3, 2, and 1 nature damage to "
                    "them, respectively."])["powers"][0]["payment"]
    assert power["targets"] == [{"id": "first", "kind": "character", "optional": True},
                                {"id": "second", "kind": "character", "optional": True, "after": "first"},
                                {"id": "third", "kind": "character", "optional": True, "after": "second"}]
    assert [(e["deal_damage"], e["to"]) for e in power["effects"]] == [
        (3, {"target": "first"}), (2, {"target": "second"}), (1, {"target": "third"})]
    assert all(e["source"] == {"this": True} and e["damage_type"] == "nature" for e in power["effects"])


def test_a_heal_respectively_from_your_hero():
    power = encode(["[Exhaust] -> Target up to two allies. Your hero heals 2 and 1 damage from them, "
                    "respectively."])["powers"][0]["payment"]
    assert [t["kind"] for t in power["targets"]] == ["ally", "ally"]
    assert power["effects"] == [{"heal": 2, "source": {"kind": "hero", "controller": "you"}, "from": {"target": "first"}},
                                {"heal": 1, "source": {"kind": "hero", "controller": "you"}, "from": {"target": "second"}}]


@pytest.mark.parametrize("text", [
    "[Exhaust] -> Target up to three heroes and/or allies. Shem deals 3 and 1 nature damage to them, respectively.",
    "[Exhaust] -> Target three heroes and/or allies. Shem deals 3, 2, and 1 nature damage to them, respectively.",
    "[Exhaust] -> Target up to three heroes and/or allies. Shem deals 3, 2, and 1 nature damage to them.",
    "[Exhaust] -> Target up to three heroes and/or allies.",
    "[Exhaust] -> Target up to three heroes and/or allies. Draw a card. Shem deals 3, 2, and 1 nature damage to them, "
    "respectively.",
])
def test_a_near_miss_is_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([text])


def test_target_pet_is_an_ally_tagged_pet_and_target_totem_is_refused():
    power = encode(["[Exhaust] -> Target Pet has +3 ATK this turn."])["powers"][0]["payment"]
    assert power["targets"] == [{"id": "first", "kind": "ally", "fits": {"tag": "Pet"}}]
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["[Exhaust] -> Target Totem has +3 ATK this turn."])


def test_up_to_n_target_resources():
    """'Ready up to three target resources' (tools/shapes/grammar.py): one slot of as many as three resources (707.1d,
    412), each named as 'target resource' names one; 'target resources' alone is refused."""
    power = encode(["[Exhaust] -> Ready up to three target resources."])["powers"][0]["payment"]
    assert power["targets"] == [{"id": "first", "kind": "card", "row": "resource", "count": 3, "up_to": True}]
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["[Exhaust] -> Ready target resources."])
