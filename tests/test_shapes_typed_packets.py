"""Damage of several types to one object, a packet of each in the order written (tools/shapes/typed_packets.py,
408.3a, 709.2); a type named twice, an uneven list or an object a one-packet sentence reads otherwise is refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused

HERO = {"kind": "hero", "controller": "you"}


def packet(n: int, kind: str, to: dict) -> dict:
    return {"deal_damage": n, "damage_type": kind, "source": HERO, "to": to}


def test_two_types_to_one_target():
    entry = encode(["Your hero deals 1 frost damage and 1 nature damage to target hero or ally."])
    assert entry["targets"] == [{"id": "first", "kind": "character"}]
    assert entry["effects"] == [packet(1, "frost", {"target": "first"}), packet(1, "nature", {"target": "first"})]


def test_five_types_after_a_trigger():
    entry = encode(["When NAME enters play, your hero deals 1 arcane, 1 fire, 1 frost, 1 nature, and 1 shadow damage to "
                    "target ally."], kind="ally")  # Wand of Prismatic Focus (a weapon)
    power = entry["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "ally"}]
    assert [e["damage_type"] for e in power["effects"]] == ["arcane", "fire", "frost", "nature", "shadow"]


def test_a_group():
    entry = encode(["Your hero deals 1 frost damage and 2 nature damage to each opposing ally."])
    group = {"kind": "ally", "controller": "opposing"}
    assert entry["effects"] == [packet(1, "frost", group), packet(2, "nature", group)]


@pytest.mark.parametrize("sentence", [
    "Your hero deals 1 frost damage and 1 frost damage to target hero or ally.",  # a type twice
    "Your hero deals 1 arcane damage, 1 fire, and 1 frost damage to target ally.",  # 'damage' said unevenly
    "Your hero deals 1 frost damage and 1 nature damage to target ally and heals 1 damage from itself.",
    "Your hero deals 1 frost damage and 1 nature damage.",  # no object
    "Target ally deals 1 frost damage and 1 nature damage to itself.",  # a subject no one-packet sentence reads so
    "Your hero deals 1 frost damage and X nature damage to target hero or ally.",
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)


def test_the_encoder_refuses_a_near_miss_card():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Your hero deals 1 frost damage and 1 nature damage to target opposing hero or ally's controller."])
