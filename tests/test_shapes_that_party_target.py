"""A target in the party of the card the damage was dealt to (tools/shapes/that_party_target.py): 'target ally in that
hero's party' is an ally the event destination's controller controls (415.8b, 703.1, 708.2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402


def test_a_target_ally_in_that_heros_party():
    got = pool_shapes.piece("When your hero deals combat damage with NAME to a hero, your hero deals that much frost "
                            "damage to target ally in that hero's party.")
    power = got.parts["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "ally", "fits": {"controller_of": "event:destination"}}]
    assert power["effects"][0]["deal_damage"] == "that-much" and power["effects"][0]["to"] == {"target": "first"}


@pytest.mark.parametrize("sentence", [
    "When your hero deals combat damage with NAME to an ally, your hero deals 2 frost damage to target ally in that "
    "hero's party.",  # no hero in the event
    "When NAME attacks, your hero deals 2 frost damage to target ally in that hero's party.",  # no damage dealt
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
