"""'Prevent all damage that it would be dealt while defending this turn' after a sentence with one target
(tools/shapes/it_prevent.py): the link's prevention modifier on that target, only while it defends (717.2, 602.3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402


def test_it_is_the_previous_target_while_defending():
    got = pool_shapes.piece("Prevent all damage that it would be dealt while defending this turn.")
    assert got.parts["same_target"] is True
    assert got.parts["effects"][0]("first") == {"create_modifier": {
        "when": {"event": "damage", "destination": {"target": "first", "defending": True}},
        "instead": {"prevent": "all"}, "duration": "this-turn"}}


def test_combat_damage_to_it_this_turn():
    got = pool_shapes.piece("Prevent all combat damage that it would be dealt this turn.")
    assert got.parts["effects"][0]("first")["create_modifier"]["when"] == {
        "event": "damage", "destination": {"target": "first"}, "combat": True}


@pytest.mark.parametrize("sentence", [
    "Prevent all damage that it would be dealt while protecting this turn.",  # a state not read
    "Prevent all damage that it would be dealt while defending.",  # no duration
    "Prevent all damage that it would deal while defending this turn.",  # dealt by it
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
