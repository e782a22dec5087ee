"""'Target ally can't attack or protect this turn' (tools/shapes/cant_both.py): two prohibitions on the one target,
this turn (103.2, 601.2a, 602.2, 503.2a); a group or another verb refused. (An opposing target: enc-enter9's
tools/shapes/opposing_cant_both.py, whose tests hold its near misses.)"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402


def test_two_prohibitions_on_one_target():
    got = pool_shapes.piece("Target ally can't attack or protect this turn.")
    assert got.parts["target"] == {"kind": "ally"}
    assert [make("first") for make in got.parts["effects"]] == [
        {"create_prohibition": {"cannot": verb, "affects": {"target": "first"}}, "duration": "this-turn"}
        for verb in ("attack", "protect")]


@pytest.mark.parametrize("sentence", [
    "Opposing allies can't attack or protect this turn.",
    "Target ally can't attack or exhaust this turn.",
    "Target ally can't attack or protect.",
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
