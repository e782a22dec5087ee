"""The shape of tools/shapes/that_atk.py: 'If you do, your hero heals damage from itself equal to that ally's ATK.'
after a sentence with a target (Convert): the amount is that target's ATK as it last was in play ({atk_of: SLOT});
with no target before it, a target of its own, or no amount to make, it is refused. The cards the encoder writes are
played by tests/test_encode_pool.py; the amount's reading by the engine by scenario G1325."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def test_that_allys_atk_after_destroying_it():  # Convert
    entry = encode(["Destroy target attacking ally. If you do, your hero heals damage from itself equal to that ally's "
                    "ATK."])
    assert entry["effects"] == [{"do": {"destroy": {"target": "first"}}, "if_you_do": [
        {"heal": {"atk_of": "first"}, "source": {"kind": "hero", "controller": "you"},
         "from": {"kind": "hero", "controller": "you"}}]}]


def test_damage_too():
    entry = encode(["Destroy target ally. If you do, your hero deals fire damage to each opposing hero equal to that "
                    "ally's ATK."])
    assert entry["effects"][0]["if_you_do"][0]["deal_damage"] == {"atk_of": "first"}


@pytest.mark.parametrize("text", [
    "Draw a card. If you do, your hero heals damage from itself equal to that ally's ATK.",  # no target before it
    "Destroy target ability. If you do, your hero heals damage from itself equal to that ally's ATK.",  # another kind
])
def test_no_such_target_is_refused(text):
    pytest.raises(pool_shapes.Unrecognised, encode, [text])


def test_a_target_of_its_own_is_refused():
    refused("If you do, your hero deals fire damage to target ally equal to that ally's ATK.")


def test_counters_as_many_as_the_removed_allys_atk():  # Shadowmourne
    entry = encode(["When NAME enters play, remove target ally from the game. If you do, add X +1 ATK counters to NAME, "
                    "where X was the ATK of that removed ally."], "weapon", atk=0, strike_cost=0, damage_type="melee",
                   traits=["2H", "Melee (1)", "Axe"])
    [effect] = entry["powers"][0]["triggered"]["effects"]
    assert effect == {"do": {"remove_from_game": {"target": "first"}},
                      "if_you_do": [{"put_counters": {"atk_of": "first"}, "atk": 1, "on": {"this": True}}]}


def test_counters_of_an_atk_said_otherwise_are_refused():
    refused("If you do, add X +1 ATK counters to NAME, where X was the cost of that removed ally.")
