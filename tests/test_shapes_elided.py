"""'That much' with its noun left out in a trigger's effect (tools/shapes/elided.py): 'heals that much from', 'also
put that much on' read as '… that much damage …', the event's amount (703, 405.3); anything else refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

HERO = {"kind": "hero", "controller": "you"}


def power(sentence: str) -> dict:
    return pool_shapes.piece(sentence).parts["powers"][0]["triggered"]


def test_heals_that_much_from_is_the_events_damage_healed():
    got = power("When a [Holy] ally in your party deals damage, it also heals that much from your hero.")
    assert got["when"] == {"event": "damage", "source": {"kind": "ally", "controller": "you", "damage_type": "holy"}}
    assert got["effects"] == [{"heal": "that-much", "source": {"event": "source"}, "from": HERO}]


def test_also_put_that_much_on_is_the_events_damage_put():
    got = power("When NAME is dealt damage, also put that much on your hero.")
    assert got["when"] == {"event": "damage", "destination": {"this": True}}
    assert got["effects"] == [{"put_damage": "that-much", "on": HERO}]


@pytest.mark.parametrize("sentence", [
    "When NAME is dealt damage, also draw that many.",
    "When NAME is dealt damage, also put that many on your hero.",
    "Your hero heals that much from itself.",
])
def test_another_elided_noun_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
