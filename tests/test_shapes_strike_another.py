"""'When you strike with this or another Ranged weapon, …' (tools/shapes/strike_another.py): the strike event with the
weapon either the card itself or another weapon of the group you control (303.2); other groups refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes

STRIKE = "When you strike with this or another Ranged weapon, your hero deals 1 nature damage to target hero or ally."


def test_this_or_another_weapon_of_the_group():
    entry = encode([STRIKE], kind="weapon", atk=1, strike_cost=1, damage_type="ranged",
                   traits=["Ranged (1)", "Gun"])  # Volatile Thunderstick
    when = entry["powers"][0]["triggered"]["when"]
    assert when == {"event": "strike", "subject": {"kind": "hero", "controller": "you"},
                    "with": {"any": [{"this": True}, {"kind": "weapon", "controller": "you", "tag": "Ranged",
                                                      "other": True}]}}
    assert entry["powers"][0]["triggered"]["targets"] == [{"id": "first", "kind": "character"}]


@pytest.mark.parametrize("sentence", [
    "When you strike with this or another Ranged ally, your hero deals 1 nature damage to target hero or ally.",
    "When you strike with this or another opposing weapon, your hero deals 1 nature damage to target hero or ally.",
    "When you strike with this or another Ranged weapon, your hero deals 1 nature damage to each hero named Bob.",
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
