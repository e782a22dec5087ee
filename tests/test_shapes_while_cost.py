"""'While <the game>, <a cost change>.' (tools/shapes/while_cost.py) and 'a Jaina ally' read as a word of an ally's
name (tools/shapes/name_words.py): read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused


def powers(sentence: str) -> list[dict]:
    return pool_shapes.piece(sentence).parts["powers"]


def test_an_opponents_cost_change_while_you_control_an_ally_named_so():
    assert powers("While you control a Daelin ally, opponents pay 1 more to play cards.") == [{"continuous": {
        "affects": {"controller": "opponent"}, "play_cost": 1,
        "while_exists": [{"kind": "ally", "controller": "you", "name_contains": "Daelin"}]}}]


def test_the_while_fields_are_the_statics_while():
    [power] = powers("While you control three or more allies, you pay 1 less to play allies.")
    assert power["continuous"]["while_exists"] == [{"kind": "ally", "controller": "you"}]
    assert power["continuous"]["while_at_least"] == 3 and power["continuous"]["play_cost"] == -1
    [none] = powers("While you have no cards in your hand, you pay 2 less to play abilities.")
    assert none["continuous"]["while_none"] == [{"zone": "hand", "owner": "you"}]


def test_a_race_stays_a_trait_and_a_name_word_is_read_in_other_whiles_too():
    [human] = powers("While you control a Human ally, opponents pay 1 more to play cards.")
    assert human["continuous"]["while_exists"] == [{"kind": "ally", "controller": "you", "trait": "Human"}]
    [jaina] = powers("While you control a Jaina ally, allies you control have Assault 1 for each exhausted opposing "
                     "resource.")
    assert jaina["continuous"]["while_exists"] == [{"kind": "ally", "controller": "you", "name_contains": "Jaina"}]


@pytest.mark.parametrize("sentence", [
    "While you control a Gizmo ally, opponents pay 1 more to play cards.",  # neither a race nor a word of a name
    "While you control a Gizmo, opponents pay 1 more to play cards.",  # no card of a kind
    "While you control a Daelin ally, opponents pay 1 more to play cards while attacking.",  # a second 'while'
    "While you control a Daelin ally, draw a card.",  # no cost change
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
