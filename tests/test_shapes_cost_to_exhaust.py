"""'Ongoing: Attached ally can't attack or exhaust unless its controller pays 2.' (tools/shapes/cost_to_exhaust.py): a
cost to attack and to exhaust on the host (600.3, 600.3a); other words refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_the_host_attacks_and_exhausts_only_if_its_controller_pays():
    entry = encode(["Attach to target ally.", "Ongoing: Attached ally can't attack or exhaust unless its controller pays 2."])
    assert entry["powers"] == [{"continuous": {"affects": {"host": True}, "attack_cost": 2, "exhaust_cost": 2}}]


@pytest.mark.parametrize("sentence", [
    "Ongoing: Attached ally can't exhaust unless its controller pays 2.",  # exhausting alone
    "Ongoing: Attached ally can't attack or exhaust unless its controller pays 2 for each card.",
    "Ongoing: Opposing allies can't attack or exhaust unless their controller pays 1.",  # a group
    "Attached ally can't attack or exhaust unless its controller pays 2.",  # no 'Ongoing:' (305.2a)
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
