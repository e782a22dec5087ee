"""'If that ally is dealt fatal damage this way / has fatal damage / 's cost is 2 or less, …' (tools/shapes/
target_state.py): a condition about the previous sentence's target as the link resolves (709.2, 405.2, 201.1), and
the conditions 'an ally is dealt fatal damage this way', 'your hero has dealt fatal combat damage to an ally this
turn'; read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused

YOUR_HERO = {"kind": "hero", "controller": "you"}


def made(sentence: str) -> list[dict]:
    return [make("first") for make in pool_shapes.piece(sentence).parts["effects"]]


def test_fatal_damage_this_way_then_the_cost_of_that_ally_to_its_controllers_hero():
    assert made("If that ally is dealt fatal damage this way, your hero deals ranged damage equal to that ally's cost "
                "to its controller's hero.") == [{
        "if": {"exists": {"target": "first", "dealt_fatal_this_way": True}},
        "then": [{"deal_damage": {"cost_of": "first"}, "damage_type": "ranged", "source": YOUR_HERO,
                  "to": {"kind": "hero", "controller_of": "first"}}]}]


def test_fatal_damage_on_that_ally_then_it_is_removed():
    assert made("If that ally has fatal damage, remove it from the game.") == [{
        "if": {"exists": {"target": "first", "fatal_damage": True}}, "then": [{"remove_from_game": {"target": "first"}}]}]


def test_the_cost_of_that_ally_then_an_effect_naming_no_card():
    piece = pool_shapes.piece("If that ally's cost is 2 or less, draw a card.")
    assert piece.parts["same_target"] and piece.parts["refers"] == "ally"
    assert made("If that ally's cost is 2 or less, draw a card.") == [{
        "if": {"exists": {"target": "first", "cost_at_most": 2}}, "then": [{"draw": 1}]}]


def test_a_card_whose_damage_comes_first():
    entry = encode(["Your hero deals 3 ranged damage to target ally. If that ally is dealt fatal damage this way, "
                    "draw a card."])
    assert entry["effects"][1] == {"if": {"exists": {"target": "first", "dealt_fatal_this_way": True}},
                                   "then": [{"draw": 1}]}


def test_the_conditions_of_any_if():
    assert made("If an ally is dealt fatal damage this way, your hero heals 3 damage from itself.")[0]["if"] == \
        {"exists": {"kind": "ally", "dealt_fatal_this_way": True}}
    assert made("If your hero has dealt fatal combat damage to an ally this turn, draw a card.")[0]["if"] == \
        {"happened": {"event": "damage", "source": YOUR_HERO, "destination": {"kind": "ally"}, "fatal": True,
                      "combat": True}}


def test_fatal_damage_this_way_with_no_damage_before_it_is_refused():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Exhaust target ally. If that ally is dealt fatal damage this way, draw a card."])


@pytest.mark.parametrize("sentence", [
    "If that ally has fatal damage, it deals 2 damage to target hero.",  # another target, and 'it' as the dealer
    "If that ally has fatal damage, destroy any number of abilities attached to a card you control.",  # no reading
    "If that ally's cost is 2 or less, destroy target ally.",  # a second target
    "If that ally is dealt damage, draw a card.",  # not 'fatal … this way'
    "If that ability's cost is 2 or less, draw a card.",  # no character
    "If that ally's cost is 2, draw a card.",  # no bound
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_what_a_triggered_power_destroyed_this_way_joins_its_effect():
    entry = encode(["When Stand-in enters play, destroy target opposing armor. If you destroyed an armor with cost 2 "
                    "or less this way, draw a card."], kind="ally")
    [power] = entry["powers"]
    assert power["triggered"]["effects"] == [
        {"destroy": {"target": "first"}},
        {"if": {"exists": {"kind": "armor", "zone": "graveyard", "moved_by_this": True, "cost_at_most": 2}},
         "then": [{"draw": 1}]}]


def test_a_condition_on_what_was_destroyed_with_a_target_of_its_own_is_refused():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["When Stand-in enters play, destroy target opposing armor. If you destroyed an armor this way, destroy "
                "target ally."], kind="ally")


def test_an_interrupt_if_you_targeted_a_hero():
    entry = encode(["Your hero deals 2 melee damage to target hero or ally. If you targeted a hero, you may interrupt "
                    "an ability card played by its controller."])
    assert entry["effects"][1] == {"if": {"targeted": {"first": "hero"}},
                                   "then": [{"interrupt": {"kind": "ability", "controller_of": "first"}, "optional": True}]}


@pytest.mark.parametrize("sentence", [
    "If you targeted a hero, you may interrupt a card played by its controller unless he pays 1.",  # unless
    "If you targeted a hero, interrupt an ability card played by its controller.",  # not 'you may'
    "If you targeted a hero, you may interrupt an ability card played by its owner.",  # its owner
])
def test_targeted_near_misses_are_refused(sentence):
    refused(sentence)


def test_damage_dealt_with_a_tagged_ability_and_a_keyword_in_your_party():
    [power] = pool_shapes.piece("If your hero would deal damage with a Balance ability, it deals that much damage +1 "
                                "instead.").parts["powers"]
    assert power["replacement"]["when"]["with"] == {"kind": "ability", "tag": "Balance"}
    entry = encode(["If a Protector is in your party, pay 2 to complete this quest.", "Reward: Draw a card."], kind="quest")
    assert entry["powers"][0]["reward"]["only_if"] == {"exists": {"kind": "character", "controller": "you",
                                                                  "keyword": "Protector"}}


@pytest.mark.parametrize("sentence", [
    "If your hero would deal damage with a Gizmo ability, it deals that much +1 instead.",  # no such tag
    "If your hero would deal damage with a Balance weapon, it deals that much +1 instead.",  # not an ability
    "If a Sentinel is in your party, pay 2 to complete this quest.",  # not a keyword read here
])
def test_tag_and_keyword_near_misses_are_refused(sentence):
    refused(sentence)
