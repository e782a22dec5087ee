"""An amount read from the card a payment power's cost destroyed (tools/shapes/paid_amount.py): 'that destroyed
ally's cost', 'that equipment's cost' after 'Destroy … you control' in the cost is {destroyed_to_pay: cost} (707.3);
read only where the cost destroys a card the words name, and no target could be meant."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}


def encode(text: list[str], kind: str = "ally") -> dict:
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]], "cost": 1,
            **({"atk": 1, "health": 1, "damage_type": "melee"} if kind == "ally" else {})}
    return pool_shapes.encode(card, SETS, text)[0]


def test_the_cost_of_the_card_destroyed_to_pay():
    entry = encode(["[Exhaust], Destroy another ally you control -> This ally deals fire damage to target hero or ally "
                    "equal to that destroyed ally's cost."])
    power = entry["powers"][0]["payment"]
    assert power["cost"] == {"exhaust": True, "destroy_one": {"kind": "ally", "controller": "you", "other": True}}
    assert power["effects"][0]["deal_damage"] == {"destroyed_to_pay": "cost"}
    entry = encode(["Ongoing: 2, [Exhaust], Destroy an equipment you control -> Your hero deals melee damage to target "
                    "hero or ally equal to that equipment's cost."], kind="ability")
    assert entry["powers"][0]["payment"]["effects"][0]["deal_damage"] == {"destroyed_to_pay": "cost"}


@pytest.mark.parametrize("text", [
    # the cost destroys no equipment: 'that equipment' names no card
    "[Exhaust], Destroy another ally you control -> This ally deals fire damage to target hero or ally equal to that "
    "destroyed equipment's cost.",
    # 'that ally' could be the ally destroyed or the target ally
    "[Exhaust], Destroy another ally you control -> This ally deals fire damage to target ally equal to that ally's cost.",
])
def test_a_near_miss_is_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([text])


def test_a_targets_cost_is_left_to_the_amount_clause():
    entry = encode(["[Exhaust] -> This ally deals fire damage to target ally equal to that ally's cost."])
    assert entry["powers"][0]["payment"]["effects"][0]["deal_damage"] == {"cost_of": "first"}
