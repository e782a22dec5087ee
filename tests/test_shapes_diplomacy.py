"""The keyword Diplomacy, printed with a race in the plural (tools/shapes/diplomacy.py; the editor's note at 707.1e):
read as the keyword 'Diplomacy: <race>', whose meaning adjudicator/cards/keywords.py spells out. The sentences are
made up in the cards' manner."""
from __future__ import annotations

import pytest

from adjudicator.cards.keywords import meaning
from adjudicator.cards.model import CardDefinition
from shape_cards import encode, pool_shapes, refused

ALLY = {"traits": ["Human", "Priest"]}


@pytest.mark.parametrize("line, race", [("Diplomacy: Dwarves", "Dwarf"), ("Diplomacy: Night Elves", "Night Elf"),
                                        ("Diplomacy : Gnomes", "Gnome"), ("Diplomacy: Draenei", "Draenei"),
                                        ("Diplomacy: Demons.", "Demon")])
def test_a_diplomacy_line_is_the_keyword_with_its_race(line, race):
    entry = encode([line], "ally", **ALLY)
    assert entry["keywords"] == [f"Diplomacy: {race}"] and "powers" not in entry  # the model spells it out


@pytest.mark.parametrize("line", ["Diplomacy: Gizmos", "Diplomacy: [Alliance] allies have +1 ATK.", "Diplomacy",
                                  "Diplomacy: Dwarves and Gnomes"])
def test_near_misses_stay_refused(line):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([line], "ally", **ALLY)


def test_the_line_is_an_allys_only():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Diplomacy: Dwarves"], "ability")
    refused("Diplomacy: Dwarfs and more")


def test_the_keyword_means_a_cost_reduction_of_one_for_that_race_to_a_minimum_of_one():
    assert meaning("Diplomacy: Dwarf") == {"powers": [{"continuous": {
        "affects": {"kind": "ally", "controller": "you", "trait": "Dwarf"}, "play_cost": -1, "minimum": 1},
        "keyword": "Diplomacy: Dwarf"}]}
    card = CardDefinition.model_validate({"name": "Envoy", "type": "ally", "cost": 2, "atk": 1, "health": 1,
                                          "damage_type": "melee", "text": "-", "keywords": ["Diplomacy: Gnome"]})
    assert [p.keyword for p in card.powers] == ["Diplomacy: Gnome"]
    assert card.powers[0].continuous.affects.trait == "Gnome" and card.powers[0].continuous.minimum == 1
