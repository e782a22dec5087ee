"""'… to target ally for each card in that ally's controller's graveyard' (tools/shapes/that_allys_graveyard.py): a
packet's amount counting the graveyard of the player who controls the card it is for (401.2, 405.4, 709.2d)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402


def test_the_targets_controllers_graveyard_is_counted():
    got = pool_shapes.piece("Your hero deals 1 shadow damage to target ally for each card in that ally's controller's "
                            "graveyard.")
    effect = got.parts["effects"][0]("first")
    assert effect["deal_damage"] == {"count": {"kind": "card", "zone": "graveyard", "recipient_player": True}}
    assert effect["to"] == {"target": "first"}


@pytest.mark.parametrize("sentence", [
    "Your hero deals 1 shadow damage to target ally for each card in that hero's controller's graveyard.",  # not it
    "Draw a card for each card in that ally's controller's graveyard.",  # no packet, no target named
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)
