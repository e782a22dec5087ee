"""'Druids in your party have +1 ATK while attacking' (tools/shapes/traits_attacking.py): the heroes and allies of a
trait you control, each changed only while it attacks (602.1, 714.3a); a defender, another player's cards or a word
that is no trait refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

DRUIDS = {"kind": "character", "controller": "you", "trait": "Druid"}


@pytest.mark.parametrize("whose", ["in your party", "you control"])
def test_a_trait_while_attacking(whose):
    entry = encode([f"Druids {whose} have +1 ATK while attacking."], kind="ally")
    assert entry["powers"] == [{"continuous": {"affects": DRUIDS, "atk": 1, "while": {"attacking": True}}}]


@pytest.mark.parametrize("sentence", [
    "Druids in your party have +1 ATK while attacking a hero.",  # a defender
    "Druids in an opponent's party have +1 ATK while attacking.",
    "Allies in your party have +1 ATK while attacking now.",
    "Druids in your party have +1 DEF while attacking.",  # no DEF on a hero or ally (304.2)
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)


def test_friendly_heroes_while_attacking():
    entry = encode(["Friendly heroes have +1 ATK while attacking."], kind="ally")  # Ring of the Recalcitrant (an item)
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "hero", "controller": "friendly"}, "atk": 1,
                                               "while": {"attacking": True}}}]
    refused("Friendly heroes have +1 DEF while attacking.")
    refused("Friendly heroes have +1 ATK while attacking an exhausted ally.")
