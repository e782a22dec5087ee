"""'Wall of the Dead has +1 DEF for each bone counter on it.' (tools/shapes/own_def.py): an armor's DEF raised by the
counters on itself (304.2, 714.2); other words refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

ARMOR = {"kind": "armor", "def": 0, "traits": ["Off-Hand (1)", "Shield"]}
PUTS = "Remove an ally card in your graveyard from the game -> Put a bone counter on Stand-in"


def test_the_armor_counts_its_own_counters_in_its_def():
    powers = encode([PUTS, "Stand-in has +1 DEF for each bone counter on it."], **ARMOR)["powers"]
    assert powers[1] == {"continuous": {"affects": {"this": True}, "def": {"counters": "bone"}}}
    powers = encode([PUTS, "This armor has +2 DEF for each bone counter on it."], **ARMOR)["powers"]
    assert powers[1] == {"continuous": {"affects": {"this": True}, "def": {"counters": "bone", "times": 2}}}


@pytest.mark.parametrize("sentence", [
    "Stand-in has +1 DEF and +1 ATK for each bone counter on it.",  # DEF beside another change
    "Stand-in has +1 DEF for each ally you control.",  # a count of cards, not of its own counters
    "Allies you control have +1 DEF for each bone counter on it.",  # 'it': another card than the one with the power
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence.replace("Stand-in", "NAME"))
