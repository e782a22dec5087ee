"""A group said as a player's own cards: 'each of your other equipment', 'your Totems' (tools/shapes/each_of_your.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402


def test_each_of_your_other_equipment_while_you_have_five():  # Doomplate Shoulderguards
    found = pool_shapes.piece("Each of your other equipment is Untargetable while you have five or more equipment.")
    assert found.parts["powers"] == [{"continuous": {
        "affects": {"kind": "equipment", "controller": "you", "other": True}, "gain_keywords": ["Untargetable"],
        "while_exists": [{"kind": "equipment", "controller": "you"}], "while_at_least": 5}}]


def test_your_totems_are_totem_allies_you_control():  # Totemic Mastery
    found = pool_shapes.piece("Ongoing: Your Totems have +3 health.")
    assert found.parts["ongoing"] == {"affects": {"kind": "ally", "controller": "you", "tag": "Totem"}, "health": 3}


@pytest.mark.parametrize("sentence", [
    "Each of your face-down resources is also an armor with 1 DEF.",  # not a kind of card in play
    "Each of your armor has +5 DEF and Protector while your hero is attacking.",  # DEF beside a keyword (enc-while1: DEF alone reads)
    "Ongoing: Your Forms have +3 health.",  # a Form is no ally
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)
