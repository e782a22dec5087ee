"""'NAME and <group> (also) have …' (tools/shapes/itself_and_group.py): one continuous power on the card itself and
on the group (704.1a, 714.2), the group read as the group shapes read it; made-up sentences, near misses refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402


def powers(sentence: str) -> list:
    return pool_shapes.piece(sentence).parts["powers"]


def test_itself_or_any_card_of_the_group():
    assert powers("NAME and allies you control with Stealth also have +1 ATK.") == [{"continuous": {
        "affects": {"any": [{"this": True}, {"kind": "ally", "controller": "you", "keyword": "Stealth"}]}, "atk": 1}}]
    assert powers("NAME and other Orc allies you control have Protector.") == [{"continuous": {
        "affects": {"any": [{"this": True}, {"kind": "ally", "controller": "you", "trait": "Orc", "other": True}]},
        "gain_keywords": ["Protector"]}}]


@pytest.mark.parametrize("sentence", ["NAME and target ally have +1 ATK.",  # a target: not a group
                                      "NAME and NAME have +1 ATK.",  # the card twice
                                      "NAME and allies you control have +1 ATK this turn.",  # a link's, for the turn
                                      "NAME and allies you control also have a gizmo."])  # nothing the group shapes read
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
