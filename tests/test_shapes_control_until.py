"""enc-r2f: tools/shapes/control_until.py — control for a stated time, with made-up sentences in the cards' manner."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402


def read(sentence: str):
    return pool_shapes.piece(sentence)


def test_ready_and_gain_control_this_turn():
    p = read("Ready and gain control of target opposing armor until end of turn.")
    assert p.shape == "ability: ready and gain control of a target this turn"
    assert p.parts["target"] == {"kind": "armor", "controller": "opposing"}
    assert [e("first") for e in p.parts["effects"]] == [
        {"ready": {"target": "first"}},
        {"create_continuous": {"affects": {"target": "first"}, "gain_control": True}, "duration": "this-turn"}]


def test_gain_control_this_turn_without_ready():
    p = read("Gain control of target ally until end of turn.")
    assert [e("first") for e in p.parts["effects"]] == [
        {"create_continuous": {"affects": {"target": "first"}, "gain_control": True}, "duration": "this-turn"}]


def test_opponent_gains_the_card_until_your_next_turn():
    p = read("When this item enters play, target opponent gains control of it until the start of your next turn.")
    (power,) = p.parts["powers"]
    assert power["triggered"]["targets"] == [{"id": "first", "kind": "player", "controller": "opponent"}]
    assert power["triggered"]["effects"] == [{"create_continuous": {"affects": {"this": True}, "gain_control": True},
                                              "duration": "until-your-next-turn", "gained_by": {"target_player": "first"}}]


@pytest.mark.parametrize("sentence", [
    "Ready and gain control of target hero until end of turn.",  # a hero's control never changes (401.3)
    "Ready and gain control of up to two target allies until end of turn.",
    "Ready and gain control of target opposing ally until your next turn.",  # another duration
    "When this weapon enters play, target player gains control of it until the start of your next turn.",
    "When this weapon enters play, each opponent gains control of it until the start of your next turn.",
    "When this weapon enters play, target opponent gains control of it until end of turn.",
])
def test_near_misses_stay_refused(sentence):
    with pytest.raises(Unrecognised):
        p = read(sentence)
        assert p.shape not in ("ability: ready and gain control of a target this turn",
                               "a triggered power: target opponent gains control of the card until your next turn")
        raise Unrecognised(sentence)  # read by another family: not this one's
