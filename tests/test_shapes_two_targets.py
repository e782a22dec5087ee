"""Damage to one target and healing from another (tools/shapes/two_targets.py): two slots in the order written, each a
different card (706.1), the damage first (709.2); a group, a slot of several or a counted heal refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes


def test_damage_to_the_first_target_and_healing_from_the_second():
    entry = encode(["Your hero deals 5 unpreventable holy damage to target hero or ally and heals 5 damage from target "
                    "hero or ally."])
    assert entry["targets"] == [{"id": "first", "kind": "character"}, {"id": "second", "kind": "character"}]
    hero = {"kind": "hero", "controller": "you"}
    assert entry["effects"] == [
        {"deal_damage": 5, "damage_type": "holy", "source": hero, "to": {"target": "first"}, "unpreventable": True},
        {"heal": 5, "source": hero, "from": {"target": "second"}}]


def test_a_second_target_of_its_own_side_in_a_power():
    power = encode(["[Exhaust] -> NAME deals 1 nature damage to target opposing hero or ally and heals 1 damage from "
                    "a second target friendly hero or ally."], "ally")["powers"][0]["payment"]
    assert power["targets"] == [{"id": "first", "kind": "character", "controller": "opposing"},
                                {"id": "second", "kind": "character", "controller": "friendly"}]
    assert [e.get("to", e.get("from")) for e in power["effects"]] == [{"target": "first"}, {"target": "second"}]


@pytest.mark.parametrize("text", [
    "Your hero deals 1 nature damage to target hero or ally and heals 1 damage from each friendly ally and target ally.",
    "Your hero deals 1 nature damage to up to two target allies and heals 1 damage from target hero or ally.",
    "Your hero deals 1 nature damage to target hero or ally and heals 1 damage from a second target hero or ally for "
    "each damage dealt this way.",
    "Your hero deals 1 damage to target hero or ally and heals 1 damage from target hero or ally.",
])
def test_a_near_miss_is_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([text])


def test_damage_to_a_target_and_to_the_card_itself_in_one_effect():
    power = encode(["[Exhaust] -> NAME deals 2 fire damage to target ally and itself."], "ally")["powers"][0]["payment"]
    assert power["targets"] == [{"id": "first", "kind": "ally"}]
    assert power["effects"] == [{"deal_damage": 2, "damage_type": "fire", "source": {"this": True},
                                 "to": {"any": [{"target": "first"}, {"this": True}]}}]
    with pytest.raises(pool_shapes.Unrecognised):  # an ability has no 'itself' in play
        encode(["NAME deals 2 fire damage to target ally and itself."])
