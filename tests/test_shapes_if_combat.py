"""'If <a card> is in combat (defending, attacking), <effect on it>.' (tools/shapes/if_combat.py): the effect happens
only if that card has that combat role as the link resolves (709.2, 602.3b); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused

YOUR_HERO = {"kind": "hero", "controller": "you"}


def made(sentence: str) -> list[dict]:
    return [make("first") for make in pool_shapes.piece(sentence).parts["effects"]]


def test_your_hero_in_combat_removed_from_it_and_readied():
    assert made("If your hero is in combat, remove it from combat and ready it.") == [{
        "if": {"exists": {**YOUR_HERO, "in_combat": True}},
        "then": [{"remove_from_combat": YOUR_HERO}, {"ready": YOUR_HERO}]}]


def test_the_card_itself_removed_from_combat_in_its_payment_power():
    entry = encode(["1 -> If Stand-in is defending, remove her from combat."], kind="ally")
    [effect] = entry["powers"][0]["payment"]["effects"]
    assert effect == {"if": {"exists": {"this": True, "defending": True}}, "then": [{"remove_from_combat": {"this": True}}]}


def test_a_target_whose_role_is_checked_as_the_link_resolves():
    shape = pool_shapes.piece("If target ally in your party is defending, remove it from combat.")
    assert shape.parts["target"] == {"kind": "ally", "controller": "you"}
    assert made("If target ally in your party is defending, remove it from combat.") == [{
        "if": {"exists": {"target": "first", "defending": True}}, "then": [{"remove_from_combat": {"target": "first"}}]}]


def test_a_clause_with_its_own_target_after_your_hero():
    shape = pool_shapes.piece("If your hero is defending, it deals 1 fire damage to target attacker.")
    assert shape.parts["target"] == {"kind": "character", "fits": {"attacking": True}}
    assert made("If your hero is defending, it deals 1 fire damage to target attacker.")[0]["then"][0]["to"] == \
        {"target": "first"}


def test_a_clause_naming_no_card_again_is_left_to_the_conditions():
    [effect] = made("If your hero is defending, remove all attackers from combat.")
    assert effect["then"] == [{"remove_from_combat": {"kind": "character", "attacking": True}}]


@pytest.mark.parametrize("sentence", [
    "If target ally is defending, it deals 1 fire damage to target attacker.",  # a second target
    "If target ally is defending, destroy it and draw a card.",  # a clause naming no card again
    "If your hero is in combat, remove it from combat and ready it and her.",  # two pronouns in a clause
    "If your hero is exhausted, remove it from combat.",  # no combat role
    "If target ability is defending, remove it from combat.",  # no character
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
