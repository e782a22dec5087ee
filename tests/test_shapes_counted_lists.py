"""'Your hero has Assault 1 for each opposing exhausted hero, ally, and equipment.' (tools/shapes/counted_lists.py): a
count of the cards in play of any kind listed, in that state, that an opponent controls (714.2, 411); other lists
refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_a_list_of_kinds_in_one_state_is_counted():
    powers = encode(["Ongoing: Your hero has Assault 1 for each opposing exhausted hero, ally, and equipment."])["powers"]
    assert powers == [{"continuous": {"affects": {"kind": "hero", "controller": "you"}, "during": "your-turn", "atk": {
        "count": {"kinds": ["hero", "ally", "equipment"], "controller": "opposing", "exhausted": True}}}}]
    powers = encode(["This ally has +1 ATK for each friendly ready ally, weapon, and armor."], kind="ally")["powers"]
    assert powers == [{"continuous": {"affects": {"this": True}, "atk": {
        "count": {"kinds": ["ally", "weapon", "armor"], "controller": "friendly", "exhausted": False}}}}]


@pytest.mark.parametrize("sentence", [
    "Your hero has Assault 1 for each opposing exhausted hero, ally, and ally.",  # a kind twice
    "Your hero has Assault 1 for each opposing damaged hero, ally, and equipment.",  # a state no list reads
    "Your hero has Assault 1 for each opposing exhausted hero, ally, and equipment this turn.",
    "Target ally has +1 ATK for each opposing exhausted hero, ally, and equipment.",  # a target: no power in play
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
