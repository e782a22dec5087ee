"""'Prevent the first N damage that would be dealt to NAME each turn' (tools/shapes/prevent_first.py): a card's own
prevention replacement of the first damage of each turn (717.5)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes import conditions  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402
from adjudicator.cards.model import Power  # noqa: E402


def test_the_first_damage_each_turn():
    got = pool_shapes.piece("Prevent the first 1 damage that would be dealt to NAME each turn.")
    assert got.shape == conditions.REPLACES
    assert got.parts["powers"] == [{"replacement": {"when": {"event": "damage", "destination": {"this": True}},
                                                    "instead": {"prevent_first": 1}}}]
    Power.model_validate(got.parts["powers"][0])


@pytest.mark.parametrize("sentence", [
    "Prevent the first 1 damage that would be dealt to target ally each turn.",  # a target: no card's own power
    "Prevent the first 1 damage that would be dealt to NAME this turn.",  # this turn only: not the card's standing power
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)
