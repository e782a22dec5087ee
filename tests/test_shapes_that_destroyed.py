"""A triggered modifier this turn on the destruction of the cards the effect before it hit
(tools/shapes/that_destroyed.py), and 'its controller' of a card gone from play (tools/shapes/triggers.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402

DISCARDS = [{"discard": 1, "player": {"controller_of": {"event": "subject"}}}]


def made(sentence: str, slot=None):
    found = pool_shapes.piece(sentence)
    return found, [make(slot) for make in found.parts["effects"]]


@pytest.mark.parametrize("noun", ["ally", "character"])
def test_that_target_destroyed_this_turn(noun):  # Tendrils of Darkness, Shadow Burst
    found, effects = made(f"When that {noun} is destroyed this turn, its controller discards a card.", "first")
    assert found.parts["same_target"] and found.parts["refers"] == noun
    assert effects == [{"create_trigger": {"when": {"event": "destroyed", "subject": {"target": "first"}},
                                           "effects": DISCARDS}, "duration": "this-turn"}]


def test_that_target_with_no_slot_is_refused():
    with pytest.raises(Unrecognised):
        made("When that ally is destroyed this turn, its controller discards a card.", None)


def test_a_character_dealt_damage_this_way_destroyed_this_turn():  # Rain of Shadow
    found, effects = made("When a character dealt damage this way is destroyed this turn, its controller discards a card.")
    assert found.parts["after_damage"]
    assert effects == [{"create_trigger": {
        "when": {"event": "destroyed", "subject": {"kind": "character", "dealt_this_way": True}},
        "effects": DISCARDS}, "duration": "this-turn"}]


def test_its_controller_of_a_destroyed_ally_is_the_event_cards():
    found = pool_shapes.piece("When an ally is destroyed, its controller discards a card.")
    assert found.parts["powers"] == [{"triggered": {"when": {"event": "destroyed", "subject": {"kind": "ally"}},
                                                    "effects": DISCARDS}}]


@pytest.mark.parametrize("sentence", [
    "When that hero is destroyed this turn, its controller discards a card.",  # a hero: not read
    "When that ally is destroyed this turn, frobnicate it.",  # no shape reads the effect
    "When NAME is destroyed, its controller discards a card.",  # the card itself: its controller is 'you'
    "When an ally is destroyed, that hero's controller discards a card.",  # another kind than the event's card
    "When an ally or hero is destroyed, its controller discards a card.",
])
def test_refused(sentence):
    with pytest.raises(Unrecognised):
        made(sentence, "first")
