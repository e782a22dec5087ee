"""The trigger's card as the subject of a modifier in its effect (tools/shapes/that_one_has.py): 'that character has
Assault 1 this turn' after 'When NAME heals damage from a hero or ally' is the event's destination (703.1); words
that name no one card of the event refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402


def test_that_character_is_the_heal_packets_destination():
    got = pool_shapes.piece("When NAME heals damage from a hero or ally, that character has Assault 1 this turn.")
    triggered = got.parts["powers"][0]["triggered"]
    assert "targets" not in triggered
    made = triggered["effects"][0]
    assert made["create_continuous"]["affects"] == {"event": "destination"} and made["duration"] == "this-turn"
    assert made["create_continuous"]["gain_keywords"] == ["Assault 1"]


def test_that_ally_is_the_packets_destination():
    got = pool_shapes.piece("When NAME deals combat damage to an ally, that ally has -2 ATK this turn.")
    made = got.parts["powers"][0]["triggered"]["effects"][0]["create_continuous"]
    assert made["affects"] == {"event": "destination"} and made["atk"] == -2


@pytest.mark.parametrize("sentence", [
    "When NAME attacks, that ally has +2 ATK this turn.",  # the event has no other card
    "When an ally deals damage to an ally, that ally has +2 ATK this turn.",  # either of two
    "When NAME deals damage to an ally, that hero has +2 ATK this turn.",  # no hero in the event
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_that_attacking_character_kept_exhausted():
    got = pool_shapes.piece("When an attacker deals combat damage to NAME, that attacking character can't ready during "
                            "it's controller's next ready step.")
    assert got.parts["powers"][0]["triggered"]["effects"] == [{"dont_ready": {"event": "source"}, "whose": "its-controller"}]
    with pytest.raises(pool_shapes.Unrecognised):  # the trigger names no attacker
        pool_shapes.piece("When an ally deals combat damage to NAME, that attacking character can't ready during its "
                          "controller's next ready step.")
