"""A defender named by the damage dealt to it this turn (tools/shapes/dealt_defender.py): '+2 ATK while your hero is
attacking a hero or ally that was dealt damage this turn' (703.4, 714.3a); any other state of the turn refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_the_weapon_reads_a_defender_dealt_damage_this_turn():
    powers = encode(["Stand-in has +2 ATK while your hero is attacking a hero or ally that was dealt damage this turn."],
                    "weapon", atk=1, strike_cost=1, damage_type="melee", traits=["Melee (1)"])["powers"]
    assert powers == [{"continuous": {"affects": {"this": True}, "atk": 2, "while_exists": [
        {"kind": "hero", "controller": "you", "attacking": True},
        {"kind": "character", "this_turn": {"event": "damage", "as": "destination"}, "defending": True}]}}]


@pytest.mark.parametrize("sentence", [
    "NAME has +2 ATK while your hero is attacking a hero or ally that was dealt combat damage by your hero this turn.",
    "NAME has +2 ATK while your hero is attacking a hero or ally that attacked this turn.",
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
