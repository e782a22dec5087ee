"""An armor's DEF while your hero fights (tools/shapes/def_in_combat.py): '+N DEF while your hero is attacking
[a defender that fits] / defending' on the card itself or your armor, a 'while' about your hero's combat (602.1,
602.3, 714.3a); DEF beside another change refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

HERO = {"kind": "hero", "controller": "you"}


def test_your_armor_has_more_def_while_your_hero_defends():
    powers = encode(["Each of your armor has +5 DEF while your hero is defending."], "ally")["powers"]
    assert powers == [{"continuous": {"affects": {"kind": "armor", "controller": "you"}, "def": 5,
                                      "while_exists": [{**HERO, "defending": True}]}}]


def test_the_armor_itself_while_your_hero_attacks_an_exhausted_defender():
    powers = encode(["Stand-in has +5 DEF while your hero is attacking an exhausted hero or ally."], "armor",
                    **{"def": 1, "traits": ["Chest (1)"]})["powers"]
    assert powers == [{"continuous": {"affects": {"this": True}, "def": 5, "while_exists": [
        {**HERO, "attacking": True}, {"kind": "character", "exhausted": True, "defending": True}]}}]


@pytest.mark.parametrize("sentence", [
    "NAME has +5 DEF and +1 ATK while your hero is attacking.",  # DEF beside another change
    "NAME has +5 DEF and Protector while your hero is defending.",  # beside a keyword
    "NAME has +5 DEF while your hero is defending a Dragonkin.",  # 'defending' names no attacker here
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
