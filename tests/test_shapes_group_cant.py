"""enc-reward9: every ally can't attack this turn (tools/shapes/group_cant.py): read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_allies_cant_attack_this_turn_flags_no_card():  # Vor'na the Disciplined's flip power
    entry = encode(["Allies can't attack this turn."])
    assert entry["effects"] == [{"create_prohibition": {"cannot": "attack", "affects": {"kind": "ally"}},
                                 "duration": "this-turn"}]


@pytest.mark.parametrize("sentence", [
    "Allies can't attack.",                                  # no duration said
    "Allies can't exhaust this turn.",                       # not 'attack'
    "Opposing cards can't exhaust this turn.",               # their resources too: not read
    "Remove all attackers from combat, and opposing heroes and allies can't attack this turn.",  # Frost Trap: not yet
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
