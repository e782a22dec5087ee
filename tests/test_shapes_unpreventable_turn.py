"""'This turn, target ally has +3 ATK, and damage it would deal is unpreventable.' (tools/shapes/unpreventable_turn.py):
the link's modifier on its target this turn and a "can't be prevented" on the packets that target deals this turn
(712.2, 103.2, 408.3c); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_a_target_has_more_atk_and_its_damage_cant_be_prevented():
    entry = encode(["This turn, target ally has +3 ATK, and damage it would deal is unpreventable."])
    assert entry["targets"] == [{"id": "first", "kind": "ally"}]
    assert entry["effects"] == [
        {"create_continuous": {"affects": {"target": "first"}, "atk": 3}, "duration": "this-turn"},
        {"create_prohibition": {"cannot": "be-prevented", "damage": {"event": "damage", "source": {"target": "first"}}},
         "duration": "this-turn"}]


def test_combat_damage_only_when_it_says_so():
    entry = encode(["This turn, target hero or ally you control has Assault 2, and combat damage that it would deal "
                    "is unpreventable."])
    assert entry["effects"][-1]["create_prohibition"]["damage"] == {"event": "damage", "combat": True,
                                                                    "source": {"target": "first"}}


@pytest.mark.parametrize("sentence", [
    "This turn, target ally has +3 ATK, and damage it would deal to heroes is unpreventable.",  # only to some cards
    "This turn, your hero has +3 ATK, and damage it would deal is unpreventable.",  # no target
    "This turn, target ally has +3 ATK, and damage it would be dealt is unpreventable.",  # dealt to it, not by it
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
