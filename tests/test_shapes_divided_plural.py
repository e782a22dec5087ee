"""'… divided as you choose to any number of target opposing Priests' (tools/shapes/divided_plural.py): a race or
class in the plural, its heroes and allies (206.1a), as the slot of divided damage (707.1d); near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_a_class_in_the_plural_is_its_heroes_and_allies():
    power = encode(["When Stand-in attacks, he deals 4 fire damage divided as you choose to any number of target "
                    "opposing Mages."], "ally")["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "character", "controller": "opposing",
                                 "fits": {"trait": "Mage"}, "count": 4, "up_to": True}]
    assert power["effects"] == [{"deal_damage": 4, "damage_type": "fire", "source": {"this": True},
                                 "to": {"target": "first"}, "divided": True}]


def test_an_ability_of_your_hero():
    card = encode(["Your hero deals 2 shadow damage divided as you choose to any number of target Demons."])
    assert card["targets"] == [{"id": "first", "kind": "character", "fits": {"trait": "Demon"}, "count": 2,
                                "up_to": True}]


@pytest.mark.parametrize("sentence", [
    "Your hero deals 2 fire damage divided as you choose to any number of target Totems.",   # a tag, not a trait
    "Your hero deals 2 fire damage divided as you choose to any number of target Hordes.",   # a faction
    "Your hero deals 2 fire damage divided as you choose to any number of target Allys.",
    "Your hero deals 1 fire damage divided as you choose to any number of target Demons.",   # nothing to divide
    "Your hero deals 2 fire damage divided as you choose to two target Demons.",
])
def test_near_misses(sentence):
    refused(sentence)
