"""enc-reward3: a target ally's damage type changed this turn (tools/shapes/becomes.py): read, and near misses
refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused


def test_a_target_allys_damage_type_becomes_frost_this_turn():
    made = pool_shapes.piece("Target ally's damage type becomes [Frost] this turn.")  # Cold Hearted
    assert made.parts["target"] == {"kind": "ally"}
    assert made.parts["effects"][0]("first") == {  # 205.1c: frost and no other, until the wrap-up step (503.2a)
        "create_continuous": {"affects": {"target": "first"}, "damage_type": "frost"}, "duration": "this-turn"}


@pytest.mark.parametrize("sentence", [
    "Target ally's damage type becomes Frost this turn.",          # no icon's brackets
    "Target hero's damage type becomes [Frost] this turn.",
    "Target ally's damage type becomes [Frost].",                  # no duration
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_a_target_or_a_card_dealt_damage_this_way_loses_and_cant_have_powers():
    made = pool_shapes.piece("Target opposing card loses and can't have powers this turn.")  # Rituals of Power
    assert made.parts["target"] == {"kind": "card", "controller": "opposing"}
    assert made.parts["effects"][0]("first") == {  # 700.3: blank, and no power gained either
        "create_continuous": {"affects": {"target": "first"}, "lose_powers": True}, "duration": "this-turn"}
    assert pool_shapes.piece("Target ally loses and can't have powers this turn.").parts["target"] == {"kind": "ally"}
    after = pool_shapes.piece("An ally dealt damage this way loses and can't have powers this turn.")  # Arcane Shock
    assert after.parts["effects"][0](None) == {"create_continuous": {
        "affects": {"kind": "ally", "dealt_this_way": True}, "lose_powers": True}, "duration": "this-turn"}


@pytest.mark.parametrize("sentence", [
    "Target opposing card loses powers this turn.",
    "Target hero loses and can't have powers this turn.",
    "Allies dealt damage this way loses and can't have powers this turn.",  # the verb disagrees with its subject
])
def test_blank_near_misses_are_refused(sentence):
    refused(sentence)


def test_a_character_dealt_damage_this_way_removed_from_combat():
    made = pool_shapes.piece("Remove a character dealt damage this way from combat.")  # Ice Trap (602.4, 709.2d)
    assert made.parts["effects"][0](None) == {"remove_from_combat": {"kind": "character", "dealt_this_way": True}}
    for near in ("Remove a character dealt damage this way from the game.", "Remove characters dealt damage this way "
                 "from combat."):
        refused(near)


# -- enc-if9 --

def test_a_target_opposing_card_in_play_loses_and_cant_have_powers():
    made = pool_shapes.piece("Target opposing card in play loses and can't have powers this turn.")  # Naliss
    assert made.parts["target"] == {"kind": "card", "controller": "opposing"}
    refused("Target opposing ally in play loses and can't have powers this turn.")  # 'in play' only after 'card'
