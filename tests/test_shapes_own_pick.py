"""'Put a resource you control into your hand.', 'Put another ally you control into its owner's hand.'
(tools/shapes/own_pick.py): one card of the link's controller's, picked as the link resolves (709.2b), to its owner's
hand (415.2); near misses refused. Made-up sentences in the cards' manner."""
from __future__ import annotations

import pytest

from shape_cards import encode as stand_in, pool_shapes


def encode(text: list[str], kind: str = "item") -> dict:
    """An item stand-in, or a 2/2 Gnome ally."""
    ally = {"health": 2, "atk": 2, "damage_type": "arcane", "traits": ["Gnome"]} if kind == "ally" else {}
    return stand_in(text, kind, **ally)


def effects_of(card: dict) -> list:
    return card["powers"][0]["triggered"]["effects"]


def test_a_resource_of_yours_back_to_your_hand_as_your_turn_starts():
    card = encode(["At the start of your turn, you may put a resource you control into your hand."])
    assert card["powers"][0]["triggered"]["when"]["event"] == "turn-starts"
    assert effects_of(card) == [{"may": [{"return_one": {"kind": "card", "row": "resource", "controller": "you"}, "player": "you"}]}]


def test_another_ally_of_yours_back_to_its_owners_hand():
    card = encode(["When NAME enters play, you may put another ally you control into its owner's hand."], "ally")
    assert effects_of(card) == [{"may": [{"return_one": {"kind": "ally", "controller": "you", "other": True},
                                          "player": "you"}]}]


def test_another_ally_of_a_race_of_yours():
    """('Put a Gnome ally you control into its owner's hand.' is read first by another shape, as a choice and a
    return: the same play.)"""
    card = encode(["At the end of your turn, put another Gnome ally you control into your hand."])
    assert effects_of(card) == [{"return_one": {"kind": "ally", "controller": "you", "trait": "Gnome", "other": True},
                                 "player": "you"}]


@pytest.mark.parametrize("sentence", [
    "At the start of your turn, put two allies you control into your hand.",  # more than one
    "At the start of your turn, put each ally you control into your hand.",  # a group
    "At the start of your turn, put target ally you control into your hand.",  # a target
    "At the start of your turn, put a Whizbang you control into your hand.",  # a name, not a kind or race
    "At the start of your turn, put an ally you control into his hand.",  # whose hand?
    "At the start of your turn, put an ally an opponent controls into your hand.",  # not yours
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence])
