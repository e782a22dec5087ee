"""A polymorph (tools/shapes/polymorph.py): can't attack, can't protect, a blank text box and a tag given, on an
attachment's host or on a target this turn; and 'Use only once per turn.' after a power's effect (tools/shapes/
follow.py, 701.4). Near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes

HOST = {"host": True}


def test_an_attachment_polymorphs_its_host():
    entry = encode(["Attach to target ally.",
                    "Ongoing: Attached ally can't attack or protect, loses and can't have powers, and is also a Penguin."])
    assert entry["powers"] == [{"continuous": {"gain_traits": ["Penguin"], "affects": HOST}},
                               {"continuous": {"lose_powers": True, "affects": HOST}},
                               {"prohibition": {"cannot": "attack", "affects": HOST}},
                               {"prohibition": {"cannot": "protect", "affects": HOST}}]


def test_a_target_polymorphed_this_turn_once_per_turn():
    power = encode(["1 -> This turn, target ally can't attack or protect, loses and can't have powers, and is a Boar. "
                    "Use only once per turn."], "ally")["powers"][0]["payment"]
    assert power["once_per_turn"] is True and power["targets"] == [{"id": "first", "kind": "ally"}]
    slot = {"target": "first"}
    assert power["effects"] == [
        {"create_continuous": {"gain_traits": ["Boar"], "affects": slot}, "duration": "this-turn"},
        {"create_continuous": {"lose_powers": True, "affects": slot}, "duration": "this-turn"},
        {"create_prohibition": {"cannot": "attack", "affects": slot}, "duration": "this-turn"},
        {"create_prohibition": {"cannot": "protect", "affects": slot}, "duration": "this-turn"}]


@pytest.mark.parametrize("text", [
    "1 -> This turn, target opposing ally can't attack or protect, loses and can't have powers, and is a Boar.",
    "1 -> This turn, target hero or ally can't attack or protect, loses and can't have powers, and is a Boar.",
    "1 -> This turn, target ally can't attack or protect, loses and can't have powers, and is a Frost Wyrm.",
    "1 -> This turn, target ally can't attack, loses and can't have powers, and is a Boar.",
    "1 -> Target ally has +2 ATK this turn. Use only twice per turn.",
])
def test_a_near_miss_is_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([text], "ally")
