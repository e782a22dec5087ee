"""'This ally has -1 ATK for each damage on him' (tools/shapes/own_damage.py): the ally's ATK changed by the total
damage on itself N times over (Total.times, 714.2, 405.1); +1 is Berserking's shape; other words refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_the_ally_loses_atk_for_each_damage_on_it():
    powers = encode(["This ally has -1 ATK for each damage on him."], "ally")["powers"]
    assert powers == [{"continuous": {"affects": {"this": True},
                                      "atk": {"total": "damage", "of": {"this": True}, "times": -1}}}]
    powers = encode(["Stand-in has +2 ATK for each damage on her."], "ally")["powers"]
    assert powers[0]["continuous"]["atk"]["times"] == 2


def test_plus_one_stays_berserkings_shape():
    powers = encode(["Stand-in has +1 ATK for each damage on him."], "ally")["powers"]
    assert powers == [{"continuous": {"affects": {"this": True}, "atk": {"total": "damage", "of": {"this": True}}}}]


@pytest.mark.parametrize("sentence", [
    "This ally has -1 health for each damage on him.",  # health: not read here
    "This ally has -1 ATK for each damage on your hero.",  # another card's damage
    "Allies you control have -1 ATK for each damage on it.",  # 'it' would be each of them
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
