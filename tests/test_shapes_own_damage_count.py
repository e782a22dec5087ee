"""enc-end1: counts a continuous power reads from your own side (tools/shapes/own_damage_count.py, statics, own_def):
the damage on your hero or allies (a total, 405.1), your face-down resources (412.1b), DEF raised by either (304.2),
and 'while there are N or more allies in your party'. Made-up sentences; near misses refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402


def power(sentence: str) -> dict:
    got = pool_shapes.piece(sentence)
    assert len(got.parts["powers"]) == 1
    return got.parts["powers"][0]["continuous"]


def test_def_for_each_damage_on_your_hero_is_the_total():
    assert power("NAME has +1 DEF for each damage on your hero.") == {
        "affects": {"this": True}, "def": {"total": "damage", "of": {"kind": "hero", "controller": "you"}}}


def test_atk_for_each_damage_on_allies_in_your_party():
    assert power("This ally has +1 ATK for each damage on allies in your party.")["atk"] == {
        "total": "damage", "of": {"kind": "ally", "controller": "you"}}


def test_face_down_resources_counted_for_atk_health_and_def():
    spec = {"row": "resource", "controller": "you", "face_down": True}
    got = power("NAME has +1 ATK and +1 health for each face-down resource you have.")
    assert got["atk"] == got["health"] == {"count": spec}
    assert power("NAME has +2 DEF for each face-down resource you control.")["def"] == {"count": spec, "times": 2}


def test_face_up_resources_keep_their_earlier_reading():
    got = power("NAME has +1 ATK for each face-up resource you control.")
    assert "face_down" not in got["atk"]["count"]


def test_there_are_n_or_more_allies_in_your_party():
    got = power("NAME has +2 ATK and +2 health while there are three or more allies in your party.")
    assert got["while_exists"] == [{"kind": "ally", "controller": "you"}] and got["while_at_least"] == 3


@pytest.mark.parametrize("sentence", [
    "NAME has +2 DEF for each damage on your hero.",  # a total: only +1 for each
    "NAME has +1 DEF for each ally you control.",  # DEF counted by cards other than resources
    "NAME has +1 ATK for each damage on allies an opponent controls.",
    "NAME has +2 ATK while there are four or more allies in play.",  # no party named
    "NAME has +2 ATK while there are four allies in your party.",  # no 'or more'
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)
