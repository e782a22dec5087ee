"""'This turn, characters dealt damage this way must attack if able and can attack only your hero if able.'
(tools/shapes/dealt_must_attack.py): the link's attack rule on the cards its packets were dealt to (709.2d, 600.2,
601.2c), only after the link's damage; other subjects and verbs refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

import pool_shapes

DEALS = "Your hero deals 1 melee damage to each opposing hero and ally."


def test_the_cards_dealt_damage_this_way_must_attack_your_hero():
    effects = encode([f"{DEALS} This turn, characters dealt damage this way must attack if able and can attack only "
                      "your hero if able."])["effects"]
    assert effects[1] == {"restrict_attacks": {"affects": {"kind": "character", "dealt_this_way": True}, "must_attack": True,
                                               "only_attack": {"kind": "hero", "controller": "you"}},
                          "duration": "this-turn"}


def test_a_hero_dealt_damage_this_way_must_attack():
    effects = encode([f"{DEALS} This turn, a hero dealt damage this way must attack if able."])["effects"]
    assert effects[1]["restrict_attacks"] == {"affects": {"kind": "hero", "dealt_this_way": True}, "must_attack": True}


def test_with_no_damage_before_it_it_is_refused():
    with pytest.raises(pool_shapes.Unrecognised, match='no damage dealt before it'):
        encode(["This turn, characters dealt damage this way must attack if able."])


@pytest.mark.parametrize("sentence", [
    "This turn, characters dealt damage this way must attack if able and can attack only your ally if able.",
    "This turn, players dealt damage this way must attack if able.",
    "This turn, characters dealt damage this way may attack if able.",
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
