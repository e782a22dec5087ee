"""'Your hero heals all damage from it.' after a sentence with a target (tools/shapes/heals_it.py), and the trigger 'When
you place a resource into your resource row face up' (triggers.py, enc-if8); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def test_the_previous_target_healed():
    entry = encode(["When you place a resource into your resource row face up, ready target Dragonkin ally you control. "
                    "Your hero heals all damage from it."], "ally")
    trig = entry["powers"][0]["triggered"]
    assert trig["when"] == {"event": "placed", "subject": {"controller": "you"}, "face_up": True}
    assert trig["effects"] == [{"ready": {"target": "first"}}, {"heal": {"its": "damage"}, "source": {
        "kind": "hero", "controller": "you"}, "from": {"target": "first"}}]


def test_a_number_healed_from_it():
    entry = encode(["Exhaust target ally. Your hero heals 2 damage from it."])
    assert entry["effects"][-1] == {"heal": 2, "source": {"kind": "hero", "controller": "you"}, "from": {"target": "first"}}


@pytest.mark.parametrize("text", [
    "Draw a card. Your hero heals all damage from it.",  # no target before it
    "Exhaust target ability. Your hero heals all damage from it.",  # 'it' after no hero or ally
])
def test_near_misses_are_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([text])


def test_a_sentence_no_shape_reads():
    refused("NAME heals all damage from it.")
