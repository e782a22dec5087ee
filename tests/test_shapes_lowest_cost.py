"""'… that have or share the lowest cost among …', '… target … with the highest cost' (tools/shapes/lowest_cost.py): a
group or a target picked by its cost among the cards named (201.1, 709.1, 706.1); near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_a_group_tied_for_the_highest_cost_among_opposing_cards():
    card = encode(["Destroy all opposing allies and equipment that have or share the highest cost among opposing "
                   "allies and equipment in play."])
    assert card["effects"] == [{"destroy": {
        "kinds": ["ally", "equipment"], "controller": "opposing",
        "cost": {"total": "cost", "of": {"kinds": ["ally", "equipment"], "controller": "opposing"}, "take": "highest"}}}]


def test_a_target_with_the_lowest_cost_destroyed():
    card = encode(["Destroy target weapon or armor with the lowest cost."])
    assert card["targets"] == [{"id": "first", "kind": ["weapon", "armor"], "fits": {
        "cost": {"total": "cost", "of": {"kinds": ["weapon", "armor"]}, "take": "lowest"}}}]
    assert card["effects"] == [{"destroy": {"target": "first"}}]


def test_a_target_with_the_highest_cost_sent_home_as_an_ally_enters_play():
    power = encode(["When Stand-in enters play, put target opposing ally with the highest cost into its owner's "
                    "hand."], "ally")["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "ally", "controller": "opposing", "fits": {
        "cost": {"total": "cost", "of": {"kind": "ally", "controller": "opposing"}, "take": "highest"}}}]
    assert power["effects"] == [{"return_to_hand": {"target": "first"}}]


@pytest.mark.parametrize("sentence", [
    "Destroy target damaged ally with the highest cost.",              # among which: the damaged ones, or all?
    "Destroy target hero with the highest cost.",                      # a hero has no cost
    "Exhaust target ally with the highest cost.",                      # another verb
    "Put target ally with the lowest cost into your hand.",
    "Destroy all allies that have or share the lowest cost among target allies in play.",
    "Destroy all damaged allies that have or share the lowest cost among allies in play.",
])
def test_near_misses(sentence):
    refused(sentence)
