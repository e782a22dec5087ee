"""A card's own cost lowered while something has happened this turn (tools/shapes/happened.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402


@pytest.mark.parametrize("sentence, field, event", [
    ("You pay 3 less to play NAME if you played an equipment this turn.", "play_cost",  # Prazo Whiptrick
     {"event": "played", "subject": {"kind": "equipment", "controller": "you"}}),
    ("You pay [3] less to play NAME if you played an ability this turn.", "play_cost",  # Goetia
     {"event": "played", "subject": {"kind": "ability", "controller": "you"}}),
    ("You pay 3 less to strike with NAME if an opposing card was destroyed this turn.", "strike_cost",  # Firemaul
     {"event": "destroyed", "subject": {"controller": "opposing"}}),
    ("You pay 3 less to play this ability if an opposing hero or ally was healed this turn.", "play_cost",
     {"event": "heal", "destination": {"kind": "character", "controller": "opposing"}}),
])
def test_a_cost_lowered_while_an_event_has_happened_this_turn(sentence, field, event):
    stat = pool_shapes.piece(sentence).parts["powers"][0]["continuous"]
    assert stat == {"affects": {"this": True}, field: -3, "while_happened": event}


def test_a_cost_lowered_while_a_card_is_in_play_is_left_to_the_costs_family():
    stat = pool_shapes.piece("You pay 3 less to play NAME if you control a pet.").parts["powers"][0]["continuous"]
    assert "while_happened" not in stat and stat["while_exists"] == [{"tag": "Pet", "controller": "you"}]


@pytest.mark.parametrize("sentence", [
    "You pay 3 less to play NAME if an opposing hero or ally was dealt damage yesterday this turn.",
    "You pay 3 less to play NAME if you played an equipment and an ability this turn.",
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


def test_the_field_belongs_to_a_power_that_changes_only_costs():
    from adjudicator.cards.model import Stat
    with pytest.raises(ValueError):
        Stat.model_validate({"affects": {"this": True}, "atk": 2, "while_happened": {"event": "played"}})
