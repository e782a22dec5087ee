"""'Target opposing ally can't attack this turn' (tools/shapes/opposing_cant_attack.py): a "can't attack" modifier this
turn on a target only an opponent controls (103.2, 503.2a); a group or no duration refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import encode  # noqa: E402




def test_an_opposing_target_cant_attack_this_turn():
    entry = encode(["Target opposing ally can't attack this turn.", "Draw a card."])
    assert entry["targets"] == [{"id": "first", "kind": "ally", "controller": "opposing"}]
    assert entry["effects"] == [{"create_prohibition": {"cannot": "attack", "affects": {"target": "first"}},
                                 "duration": "this-turn"}, {"draw": 1}]


@pytest.mark.parametrize("sentence", ["Opposing allies can't attack this turn.", "Target opposing ally can't attack.",
                                      "Target opposing ally can't attack your hero this turn."])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence])
