"""The shape of tools/shapes/target_party.py: 'If you do, your hero deals 1 nature damage to each hero and ally in that
ally's party.' after a sentence with a target (Death Trap): the group anchored on that target's controller; with no
target before it, or the group said otherwise, it is refused. The cards the encoder writes are played by
tests/test_encode_pool.py, the party by scenario G1327."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def test_each_hero_and_ally_in_the_destroyed_allys_party():  # Death Trap
    entry = encode(["Destroy target attacking ally. If you do, your hero deals 1 nature damage to each hero and ally "
                    "in that ally's party."])
    assert entry["effects"][0]["if_you_do"] == [{
        "deal_damage": 1, "damage_type": "nature", "source": {"kind": "hero", "controller": "you"},
        "to": {"kind": "character", "controller_of": "first"}}]


def test_each_other_ally_leaves_that_one_out():
    entry = encode(["Exhaust target ally. If you do, your hero deals 1 fire damage to each other ally in that ally's "
                    "party."])
    assert entry["effects"][0]["if_you_do"][0]["to"] == {"kind": "ally", "controller_of": "first",
                                                          "not": {"target": "first"}}


def test_no_target_before_it_is_refused():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Draw a card. If you do, your hero deals 1 nature damage to each hero and ally in that ally's party."])


def test_a_group_said_otherwise_is_refused():
    refused("If you do, your hero deals 1 nature damage to each Orc in that ally's party.")
