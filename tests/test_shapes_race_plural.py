"""enc-turn7: a race or class said alone in the plural, 'all Demons' (tools/shapes/race_plural.py): read, and near
misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_all_demons_are_every_demon_hero_and_ally():  # Xi'ri
    power = encode(["At the end of your turn, destroy all Demons."], "ally", atk=1, health=1,
                   damage_type="holy")["powers"][0]["triggered"]
    assert power["effects"] == [{"destroy": {"kind": "character", "trait": "Demon"}}]
    assert encode(["Exhaust all Orcs."])["effects"] == [{"exhaust": {"kind": "character", "trait": "Orc"}}]


@pytest.mark.parametrize("sentence", [
    "Destroy all Totems.",     # a tag (202.1), not a trait
    "Destroy all Monsters.",   # a tag of allies and heroes of some decks
    "Destroy all Daggers.",    # a weapon's kind
    "Destroy all Gizmos.",     # no hero or ally carries it
    "Destroy all Allys.",      # a card kind
])
def test_a_plural_that_is_no_trait_is_refused(sentence):
    refused(sentence)


# -- enc-while2 --


def test_other_cards_of_a_race_have_a_change():
    """'Other Demons have +2 ATK.' (Warbringer Arix'amal): every other hero and ally with the trait, either side's."""
    assert encode(["Other Demons have +2 ATK."], "ally")["powers"] == [
        {"continuous": {"affects": {"kind": "character", "trait": "Demon", "other": True}, "atk": 2}}]


@pytest.mark.parametrize("sentence", ["Other Gizmos have +2 ATK.", "Other Weapons have +2 ATK.", "Other Demons have Gizmo."])
def test_other_plurals_that_are_no_race_are_refused(sentence):
    refused(sentence)
