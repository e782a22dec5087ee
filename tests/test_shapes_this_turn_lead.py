"""'This turn, <group you control> have … for each …' (tools/shapes/this_turn_lead.py): the same modifier of the link
as with 'this turn' before 'for each' (503.2a); other leads and a second 'this turn' refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_the_duration_printed_first_reads_as_printed_after():
    lead = encode(["This turn, weapons you control have Assault 1 for each Shaman and Warrior you control."])
    after = encode(["Weapons you control have Assault 1 this turn for each Shaman and Warrior you control."])
    assert lead["effects"] == after["effects"]
    assert lead["effects"][0]["duration"] == "this-turn"
    assert lead["effects"][0]["create_continuous"]["affects"] == {"kind": "weapon", "controller": "you"}


@pytest.mark.parametrize("sentence", [
    "This turn, allies you control have +1 ATK for each Shaman you control this turn.",  # 'this turn' twice
    "This turn, allies opponents control have +1 ATK for each Shaman you control.",  # not a group of yours
    "This turn, weapons you control have Assault 1 for each mystery you control.",  # no such count
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
