"""'This weapon has Assault X while your hero is attacking, where X is the ATK of a defender' (tools/shapes/
x_of_defender.py): the defender's current ATK (602.3, 714.2) while your hero attacks; other words refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_assault_x_is_the_defenders_atk_while_your_hero_attacks():
    powers = encode(["This weapon has Assault X while your hero is attacking, where X is the ATK of a defender."],
                    "weapon", atk=2, strike_cost=1, damage_type="melee", traits=["Melee (1)"])["powers"]
    assert powers == [{"continuous": {"affects": {"this": True}, "atk": {"total": "atk", "of": {"defending": True}},
                                      "during": "your-turn",
                                      "while_exists": [{"kind": "hero", "controller": "you", "attacking": True}]}}]


@pytest.mark.parametrize("sentence", [
    "This weapon has Assault X while your hero is defending, where X is the ATK of a defender.",  # its own side
    "This weapon has Assault X while your hero is attacking, where X is the ATK of an attacker.",
    "Your hero has Assault X while attacking, where X is the ATK of a defender.",  # only the card itself
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
