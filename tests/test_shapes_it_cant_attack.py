"""'It can't attack this turn.' after a sentence with one target (tools/shapes/it_cant_attack.py): a "can't attack"
modifier on that target this turn (103.2, 503.2a); refused with no target before it, or one that can't attack."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import encode  # noqa: E402




def test_it_is_the_previous_target():
    entry = encode(["Ready target ally you control. It can't attack this turn."])
    assert entry["targets"] == [{"id": "first", "kind": "ally", "controller": "you"}]
    assert entry["effects"] == [{"ready": {"target": "first"}}, {
        "create_prohibition": {"cannot": "attack", "affects": {"target": "first"}}, "duration": "this-turn"}]


@pytest.mark.parametrize("text", ["Draw a card. It can't attack this turn.",  # no target before it
                                  "Destroy target ability. It can't attack this turn.",  # an ability doesn't attack
                                  "Ready target ally you control. It can't attack."])  # no duration said
def test_a_near_miss_is_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([text])
