"""'Target opposing hero or ally can't attack or protect this turn' (tools/shapes/opposing_cant_both.py): two
prohibitions this turn on the link's one target, which only an opponent controls (103.2, 601.2a, 602.2, 503.2a); a
group, several targets or no 'this turn' refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_an_opposing_target_in_a_trigger():
    entry = encode(["When NAME deals damage, target opposing hero or ally can't attack or protect this turn."],
                   kind="ally")  # Rakasa Mournewind
    power = entry["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "character", "controller": "opposing"}]
    assert power["effects"] == [
        {"create_prohibition": {"cannot": verb, "affects": {"target": "first"}}, "duration": "this-turn"}
        for verb in ("attack", "protect")]


@pytest.mark.parametrize("sentence", [
    "Target opposing hero or ally can't attack or protect.",  # no 'this turn'
    "Opposing allies can't attack or protect this turn.",  # a group
    "Target opposing hero or ally can't attack or defend this turn.",
    "Up to two target opposing allies can't attack or protect this turn.",
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
