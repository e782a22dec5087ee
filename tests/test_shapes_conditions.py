"""The condition family of the pool encoder's shapes (tools/shapes/conditions.py): the sentences it
reads and the near-misses it refuses (an article that lost its icon, a label that names another
condition, a condition no phrase reads)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.conditions import condition  # noqa: E402

ENTERS = {"event": "enters-play", "subject": {"this": True}}


def triggered(sentence: str) -> dict:
    found = pool_shapes.piece(sentence)
    assert found.shape == "a triggered power: a trigger and an effect"
    return found.parts["powers"][0]["triggered"]


def test_a_double_check_power_wraps_the_trigger_the_other_shapes_read():
    power = triggered("When NAME enters play, if you control another Mage hero or ally, NAME deals 5 fire damage "
                      "to target hero.")
    assert power["when"] == ENTERS
    assert power["if"] == {"exists": {"kind": "character", "controller": "you", "trait": "Mage", "other": True}}
    assert power["effects"] == [{"deal_damage": 5, "damage_type": "fire", "source": {"this": True},
                                 "to": {"target": "first"}}]
    power = triggered("When NAME enters play, if you control no ready resources, you may draw a card.")
    assert power["if"] == {"not": {"exists": {"row": "resource", "controller": "you", "exhausted": False}}}
    assert power["effects"] == [{"may": [{"draw": 1}]}]


def test_a_label_is_read_only_where_it_names_the_condition_spelled_out():
    power = triggered("Empower Monster: When NAME enters play, if you control another Monster hero or ally, draw a card.")
    assert power["if"] == {"exists": {"kind": "character", "controller": "you", "other": True, "tag": "Monster"}}
    power = triggered("Unity: When NAME enters play, if you control three or more Human allies, draw a card.")
    assert power["if"] == {"exists": {"kind": "ally", "controller": "you", "trait": "Human"}, "at_least": 3}
    power = triggered("Bloodrush: When NAME enters play, if an opposing hero has more damage on it than your hero, "
                      "draw a card.")
    assert power["if"] == {"more_damage": {"of": {"kind": "hero", "controller": "opposing"},
                                           "than": {"kind": "hero", "controller": "you"}}}
    with pytest.raises(pool_shapes.Unrecognised, match="label"):
        pool_shapes.piece("Empower Mage: When NAME enters play, if you control another Priest hero or ally, draw a card.")


@pytest.mark.parametrize("sentence", [
    "When NAME enters play, if an opponent controls an hero, draw a card.",       # a faction icon the data set lost
    "When NAME enters play, if you control two or more allies that share a or race, draw a card.",  # a class icon
    "When NAME enters play, if you control a Form, draw a card.",                 # no card kind
    "When NAME enters play, if you control three or more Human ally, draw a card.",  # number and noun disagree
    "When NAME enters play, if you control another Mage hero or ally, divine the future.",  # an effect no shape reads
])
def test_a_condition_or_effect_no_phrase_reads_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_a_quest_is_completed_only_while_its_condition_holds():
    entry, shapes = pool_shapes.encode(
        {"id": "x", "name": "Stand-in", "type": "quest", "printings": [["s", "7", "Common"]]},
        {"s": {"name": "A Set", "kind": "set"}},
        ["If you control eight or more resources: Pay 3 to complete this quest.", "Reward: Draw a card."])
    assert entry["powers"] == [{"reward": {"cost": {"resources": 3}, "effects": [{"draw": 1}],
                                           "only_if": {"exists": {"row": "resource", "controller": "you"},
                                                       "at_least": 8}}}]
    assert "condition: a quest completed only if" in shapes
    found = pool_shapes.piece("While an ally with cost 5 or more is in your party, pay 1 to complete this quest.")
    assert found.parts["only_if"] == {"exists": {"kind": "ally", "controller": "you", "cost_at_least": 5}}
    with pytest.raises(pool_shapes.Unrecognised):  # no card kind: a keyword the card language lacks
        pool_shapes.piece("If an ally with sabotage is in your party, pay 1 to complete this quest.")


def test_cards_in_a_graveyard_are_the_ones_its_owner_owns():
    assert condition("you have eight or more cards in your graveyard") == {
        "exists": {"zone": "graveyard", "owner": "you"}, "at_least": 8}
    assert condition("there are three or more allies in your graveyard") == {
        "exists": {"zone": "graveyard", "owner": "you", "kind": "ally"}, "at_least": 3}
    with pytest.raises(pool_shapes.Unrecognised):
        condition("there are three or more allies in all graveyards")


def test_for_each_counts_the_cards_as_the_link_resolves():
    found = pool_shapes.piece("Your hero deals 2 melee damage to target ally for each equipment you control.")
    assert found.parts["target"] == {"kind": "ally"}
    assert [make("first") for make in found.parts["effects"]] == [
        {"deal_damage": {"count": {"kind": "equipment", "controller": "you"}, "times": 2}, "damage_type": "melee",
         "source": {"kind": "hero", "controller": "you"}, "to": {"target": "first"}}]
    found = pool_shapes.piece("Reward: Draw a card for each damaged hero and ally you control.")
    assert found.parts["reward"] == [{"draw": {"count": {"kind": "character", "controller": "you", "damaged": True}}}]
    power = triggered("At the start of your turn, your hero deals 1 fire damage to target opposing hero for each "
                      "card in your hand.")
    assert power["effects"][0]["deal_damage"] == {"count": {"zone": "hand", "owner": "you"}}


@pytest.mark.parametrize("sentence", [
    "Your hero deals 1 shadow damage to target ally for each card in that ally's controller's graveyard.",
    "Draw a card for each damaged opposing hero and ally.",  # the selector reads 'opposing damaged' only
    "Draw a card for each character dealt damage this way.",
    "Target ally has +1 ATK this turn for each resource you control.",  # a modifier: no amount this family scales
])
def test_for_each_refuses_a_count_or_an_amount_it_cant_read(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_a_quest_condition_on_this_turn_and_on_whose_turn_it_is():
    found = pool_shapes.piece("If you played an ally this turn, pay 2 to complete this quest.")
    assert found.parts["only_if"] == {"happened": {"event": "played", "subject": {"kind": "ally", "controller": "you"}}}
    found = pool_shapes.piece("On your turn, if there are three or more allies in your graveyard: Pay 2 to complete "
                              "this quest.")
    assert found.parts["only_if"] == {"your_turn": True, "exists": {"zone": "graveyard", "owner": "you", "kind": "ally"},
                                      "at_least": 3}
    assert condition("no opposing allies are in play") == {"not": {"exists": {"kind": "ally", "controller": "opposing"}}}
    assert condition("you have no cards in your hand") == {"not": {"hand_at_least": 1}}
    with pytest.raises(pool_shapes.Unrecognised):  # another player's turn is not 'your turn'
        pool_shapes.piece("On an opponent's turn, if you played an ally this turn, pay 2 to complete this quest.")
    with pytest.raises(pool_shapes.Unrecognised):  # a card destroyed: no phrase reads it yet
        pool_shapes.piece("If an ability was destroyed this turn, pay 1 to complete this quest.")
