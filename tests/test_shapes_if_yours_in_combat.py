"""enc-if12: 'If a <class> you control is <in a combat role>, …' (tools/shapes/if_yours_in_combat.py): read, near
misses refused. Made-up sentences."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_remove_the_card_of_that_trait_from_combat_and_more():
    entry = encode(["If a Warrior you control is attacking, remove it from combat and draw two cards."])
    warrior = {"kind": "character", "controller": "you", "trait": "Warrior", "attacking": True}
    assert entry["effects"] == [{"if": {"exists": warrior}, "then": [{"remove_from_combat": warrior}, {"draw": 2}]}]


def test_an_effect_naming_no_card_only():
    entry = encode(["If an Orc you control is in combat, draw a card."])
    assert entry["effects"] == [{"if": {"exists": {"kind": "character", "controller": "you", "trait": "Orc",
                                                   "in_combat": True}}, "then": [{"draw": 1}]}]


@pytest.mark.parametrize("sentence", [
    # a clause naming the card by a pronoun, other than 'remove it from combat'
    "If a Warrior you control is attacking, ready it and draw a card.",
    # a target of the clause's own
    "If a Warrior you control is attacking, destroy target ally.",
    # no trait
    "If an ally you control is attacking, remove it from combat.",
    "If a Bogus you control is attacking, remove it from combat.",
    # an opponent's card
    "If a Warrior an opponent controls is attacking, remove it from combat.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
