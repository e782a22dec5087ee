"""enc-reward8: the selector grammar's 'with X in its name', 'each of your armor' and a list of damage types
(tools/shapes/grammar.py): read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def test_other_cards_you_control_with_a_word_in_their_names():  # Battle for the Scarlet Monastery's reward
    made = pool_shapes.piece("Reward: Draw a card for each other card you control with Scarlet in its name.")
    assert made.parts["reward"] == [{"draw": {"count": {"kind": "card", "controller": "you", "other": True,
                                                        "name_contains": "Scarlet"}}}]


def test_each_of_your_armor_with_a_word_in_its_name():  # Mana-Etched Spaulders
    entry = encode(["[Exhaust] -> Your hero heals 1 damage from itself for each of your armor with Mana-Etched in "
                    "its name."], "armor", **{"def": 1, "traits": ["Shoulder (1)", "Cloth"]})
    heal = entry["powers"][0]["payment"]["effects"][0]
    assert heal["heal"] == {"count": {"kind": "armor", "controller": "you", "name_contains": "Mana-Etched"}}


def test_a_target_with_a_word_in_its_name():
    made = pool_shapes.piece("Destroy target ally with Saurfang in its name.")
    assert made.parts["target"] == {"kind": "ally", "fits": {"name_contains": "Saurfang"}}


@pytest.mark.parametrize("words", ["[Fire], [Frost], or [Nature]", "Fire, Frost, or Nature"])
def test_an_ally_of_any_of_three_damage_types(words):  # Spiritual Return's target; a word is the icon too (205.1b)
    made = pool_shapes.piece(f"Destroy target {words} ally.")
    assert made.parts["target"] == {"kind": "ally", "fits": {"any": [{"damage_type": t} for t in ("fire", "frost", "nature")]}}


def test_a_list_of_races_is_still_traits():
    made = pool_shapes.piece("Destroy target Demon, Dragonkin, or Elemental ally.")
    assert made.parts["target"]["fits"] == {"any": [{"trait": t} for t in ("Demon", "Dragonkin", "Elemental")]}


@pytest.mark.parametrize("sentence", [
    "Draw a card for each other card you control with scarlet in its name.",    # a word of a name is capitalised
    # ('Draw a card for each card you control.' reads since enc-enter14: every card you control, shapes/counts.py)
    "Destroy each card you control.",                                           # 'card' only before its name's word
    "Destroy target ally with Saurfang in its name with Varian in its name.",   # two words of its name
    "Destroy target [Horde], [Frost], or [Nature] ally.",                       # a faction icon in the list
    "Draw a card for each of your ally.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
