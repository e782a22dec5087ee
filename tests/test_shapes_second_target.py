"""'Target Pet you control deals melee damage equal to its ATK to a second target ally.' (tools/shapes/second_target.py):
two slots in the order written, the first the source of a packet of its own ATK, dealt to the second; near misses
refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_the_first_target_deals_its_atk_to_the_second():
    entry = encode(["Target Pet you control deals melee damage equal to its ATK to a second target ally."])
    assert entry["targets"] == [{"id": "first", "kind": "ally", "controller": "you", "fits": {"tag": "Pet"}},
                                {"id": "second", "kind": "ally"}]
    assert entry["effects"] == [{"deal_damage": {"total": "atk", "of": {"target": "first"}}, "damage_type": "melee",
                                 "source": {"target": "first"}, "to": {"target": "second"}}]


@pytest.mark.parametrize("sentence", [
    "Target Pet you control deals melee damage equal to its ATK to a second target ally and heals 2 damage.",
    "Target Pet you control deals melee damage equal to its cost to a second target ally.",  # another amount
    "Target weapon you control deals melee damage equal to its ATK to a second target ally.",  # no hero or ally
    "Target Pet you control deals melee damage equal to its ATK to up to two second target allies.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
