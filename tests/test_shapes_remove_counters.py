"""Stat counters taken off the card itself (tools/shapes/enters_stat_counters.py, REMOVE_STATS): 'remove all +1 ATK counters from NAME',
'from it' of the card's own event (404.1, 404.1c); anything else refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402


def test_all_of_its_own_counters():
    got = pool_shapes.piece("Remove all +1 ATK counters from NAME.")
    assert got.parts["effects"][0](None) == {"remove_stat_counters": "all", "atk": 1}


def test_it_of_the_cards_own_packet_is_the_card():
    got = pool_shapes.piece("When damage is dealt with NAME, remove all +1 ATK counters from it.")
    power = got.parts["powers"][0]["triggered"]
    assert power["when"] == {"event": "damage", "with": {"this": True}}
    assert power["effects"] == [{"remove_stat_counters": "all", "atk": 1}]


def test_one_counter_of_health():
    got = pool_shapes.piece("Remove a -1 health counter from NAME.")
    assert got.parts["effects"][0](None) == {"remove_stat_counters": 1, "health": -1}


@pytest.mark.parametrize("sentence", [
    "Remove all +1 ATK counters from target weapon.",  # another card
    "Remove two +1 ATK counter from NAME.",  # a count and its noun that disagree
    "Remove all counters from NAME.",
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
