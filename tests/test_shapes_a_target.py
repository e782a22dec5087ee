"""enc-reward8: 'Put a target … on top of its owner's deck.' read as 'Put target …' (tools/shapes/a_target.py), and
the list of damage types before 'ally or weapon' (tools/shapes/grammar.py): read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_a_target_of_three_damage_types_on_top_of_its_owners_deck():  # Impede
    entry = encode(["Put a target [Shadow], [Holy] or [Nature] ally or weapon on top of its owner's deck."])
    assert entry["targets"] == [{"id": "first", "kind": ["ally", "weapon"], "fits": {"any": [
        {"damage_type": t} for t in ("shadow", "holy", "nature")]}}]
    assert entry["effects"] == [{"put_on_deck": {"target": "first"}, "where": "top"}]


@pytest.mark.parametrize("sentence", [
    "Put target Orc, Troll or Tauren ally or weapon on top of its owner's deck.",   # no weapon has a race (206.1a)
    "Destroy a target ally.",                                                       # only before a card put on a deck
    "Put a target ally into its owner's hand.",
    "Put a target [Horde], [Holy] or [Nature] ally on top of its owner's deck.",   # a faction icon in the list
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
