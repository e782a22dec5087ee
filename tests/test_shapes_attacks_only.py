"""'NAME can attack only exhausted heroes and allies' (tools/shapes/attacks_only.py): a "can't attack" on the card
itself against every ready defender (103.2, 601.2a, 411); another state or noun is refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
import shape_cards  # noqa: E402


def encode(text: list[str]) -> dict:
    return shape_cards.encode(text, "ally", cost=2, atk=3, health=2, damage_type="melee")


def test_only_exhausted_defenders():
    assert encode(["Stand-in can attack only exhausted heroes and allies."])["powers"] == [
        {"prohibition": {"cannot": "attack", "affects": {"this": True}, "against": {"not": {"exhausted": True}}}}]


@pytest.mark.parametrize("sentence", ["Stand-in can attack only damaged heroes and allies.",  # another state
                                      "Stand-in can attack only exhausted allies.",  # another noun
                                      "Stand-in can attack only exhausted heroes and allies if able."])  # 601.2c
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence])
