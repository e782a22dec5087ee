"""'Target hero or ally has -X ATK this turn, where X is the combined ATK of your Melee weapons' (tools/shapes/
x_total_this_turn.py): the link's modifier this turn, its X a group's total read as it resolves and locked in (709.2d),
'-X' the total times -1; other words refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

MELEE = {"total": "atk", "of": {"kind": "weapon", "controller": "you", "tag": "Melee"}}


def test_minus_x_is_the_total_times_minus_one():
    entry = encode(["Target hero or ally has -X ATK this turn, where X is the combined ATK of your Melee weapons."])
    assert entry["targets"] == [{"id": "first", "kind": "character"}]
    assert entry["effects"] == [{"create_continuous": {"affects": {"target": "first"}, "atk": {**MELEE, "times": -1}},
                                 "duration": "this-turn"}]


def test_plus_x_on_your_hero_is_the_total():
    entry = encode(["Your hero has +X ATK this turn, where X is the highest cost among allies you control."])
    assert entry["effects"][0]["create_continuous"]["atk"] == {
        "total": "cost", "of": {"kind": "ally", "controller": "you"}, "take": "highest"}


@pytest.mark.parametrize("sentence", [
    "Target ally has -X ATK and Stealth this turn, where X is the combined ATK of your Melee weapons.",  # a keyword too
    "Target ally has -X ATK this turn, where X is the number of allies you control.",  # not a total
    "Target ally has -X ATK this turn, where X is the combined ATK of your pets.",  # a group no total reads
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
