"""A damage trigger's two clauses joined by 'and' (tools/shapes/trigger_and.py): each clause read after the same
trigger, the effects joined in the order written (709.2), one 'you may' over both (708.3). Made-up sentences in the
cards' manner."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

YOUR_HERO = {"kind": "hero", "controller": "you"}


def test_ready_it_and_one_of_your_weapons_under_one_may():
    got = pool_shapes.piece("When your hero deals damage, you may ready it and one of your Melee weapons.")
    (power,) = [p["triggered"] for p in got.parts["powers"]]
    assert power["effects"] == [{"may": [{"ready": YOUR_HERO},
                                         {"ready": {"kind": "weapon", "controller": "you", "damage_type": "melee"},
                                          "one": True}]}]


def test_without_may_both_happen():
    got = pool_shapes.piece("When your hero deals damage for the first time each turn, ready it and one of your "
                            "resources.")
    (power,) = [p["triggered"] for p in got.parts["powers"]]
    assert power["first_each_turn"] is True
    assert power["effects"] == [{"ready": YOUR_HERO}, {"ready_resources": 1}]


def test_an_ongoing_power_destroys_the_ally_then_its_controller_discards():
    got = pool_shapes.piece("Ongoing: When your hero deals damage to an opposing ally, destroy it and its controller "
                            "discards two cards.")
    power = got.parts["ongoing_power"]["triggered"]
    assert power["when"]["destination"] == {"kind": "ally", "controller": "opposing"}
    assert power["effects"] == [{"destroy": {"event": "destination"}},
                                {"discard": 2, "player": {"controller_of": {"event": "destination"}}}]


@pytest.mark.parametrize("sentence", [
    "When your hero deals damage to an opposing ally, you may ready it and one of your Melee weapons.",  # 'it'?
    "When your hero deals combat damage, you may ready it and target ally.",  # a target in the second clause
    "When your hero attacks, you may ready it and one of your weapons.",  # no damage dealt
    "When your hero deals combat damage to an ally, destroy it, and your opponent discards a card.",  # no 'its'
    "When an ally you control deals combat damage to an ally, destroy it, and its controller discards a card.",  # 'it'?
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
