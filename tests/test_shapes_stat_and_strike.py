"""enc-cost2: a weapon's ATK and its strike cost changed by one count, and 'an ally entered a graveyard this turn'
(tools/shapes/stat_and_strike.py): read, and near misses refused. Made-up sentences in the cards' manner."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

from adjudicator.cards.model import CardDefinition

COUNT = {"kind": "armor", "controller": "you"}


def test_your_weapons_have_atk_and_cost_less_to_strike_with_for_each_card_counted():  # Resolute Aura
    entry = encode(["Ongoing: For each armor you control, your weapons have +1 ATK and you pay 1 less to strike with them."],
                   "ability")
    weapons = {"kind": "weapon", "controller": "you"}
    assert entry["powers"] == [{"continuous": {"affects": weapons, "atk": {"count": COUNT}}},
                               {"continuous": {"affects": weapons, "strike_cost": {"count": COUNT, "times": -1}}}]
    CardDefinition.model_validate({**entry, "text": "made up"})


def test_the_weapon_itself_by_a_count_of_cards_in_play():
    entry = encode(["This weapon has +2 ATK and you pay 1 less to strike with it for each ally you control."], "weapon", atk=2,
                   strike_cost=2, damage_type="melee", traits=["1H", "Melee (1)", "Sword"])
    ally = {"kind": "ally", "controller": "you"}
    assert entry["powers"] == [{"continuous": {"affects": {"this": True}, "atk": {"count": ally, "times": 2}}},
                               {"continuous": {"affects": {"this": True}, "strike_cost": {"count": ally, "times": -1}}}]
    CardDefinition.model_validate({**entry, "text": "made up"})


def test_an_armor_has_def_if_an_ally_entered_a_graveyard_this_turn():  # Leggings of the Honored
    entry = encode(["This armor has +3 [DEF] if an ally entered a graveyard this turn."], "armor",
                   **{"def": 1, "traits": ["Legs (1)", "Leather"]})
    assert entry["powers"] == [{"continuous": {"affects": {"this": True}, "def": 3, "while_happened": {"any": [
        {"happened": {"event": "to-graveyard", "subject": {"kind": "ally"}}},
        {"happened": {"event": "destroyed", "subject": {"kind": "ally"}}}]}}}]
    CardDefinition.model_validate({**entry, "text": "made up"})


@pytest.mark.parametrize("sentence", [
    "This weapon has +1 ATK and you pay 1 less to strike with it for each glimmer counter on it.",  # the
    # strike cost by counters: no such cost change in the card language
    "This weapon has +1 ATK and you pay 1 more to strike with it for each ally you control.",  # more
    "This weapon has +1 / +1 and you pay 1 less to strike with it for each ally you control.",  # health
    "This weapon has +1 ATK and you pay 1 less to strike with them for each ally you control.",  # 'them'
    "Ongoing: For each armor you control, your weapons have +1 ATK and you pay 1 less to strike with it.",
    "Ongoing: For each armor you control, your allies have +1 ATK and you pay 1 less to strike with them.",
    "Ongoing: For each glimmer counter, your weapons have +1 ATK and you pay 1 less to strike with them.",
    "This armor has +3 [DEF] if an ally entered a graveyard.",  # no 'this turn'
    "This armor has +3 [DEF] if a hero entered a graveyard this turn.",  # a hero never does
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_a_strike_cost_while_your_hero_is_in_combat_with_an_ally():  # Trophy Gatherer
    entry = encode(["You pay 2 less to strike with this weapon while your hero is in combat with an ally with cost 5 "
                    "or more."], "weapon", atk=2, strike_cost=2, damage_type="ranged", traits=["1H", "Ranged (1)", "Bow"])
    big, hero = {"kind": "ally", "cost_at_least": 5}, {"kind": "hero", "controller": "you"}
    assert entry["powers"] == [
        {"continuous": {"affects": {"this": True}, "strike_cost": -2, "while_exists": [{**hero, "attacks": big}]}},
        {"continuous": {"affects": {"this": True}, "strike_cost": -2,
                        "while_exists": [{**hero, "defending": True}, {**big, "attacking": True}]}}]
    CardDefinition.model_validate({**entry, "text": "made up"})


@pytest.mark.parametrize("sentence", [
    "You pay 2 more to strike with NAME while your hero is in combat with an ally with cost 5 or more.",  # more
    "You pay 2 less to strike with NAME while your hero is in combat with an weapon.",  # no character
    "You pay 2 less to strike with NAME while your hero is in combat with an ally that attacked this turn.",
    "You pay 2 less to strike with NAME while your hero is in combat.",  # with no one named
])
def test_in_combat_near_misses_are_refused(sentence):
    refused(sentence)
