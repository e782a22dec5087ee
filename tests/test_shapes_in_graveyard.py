"""tools/shapes/in_graveyard.py: 'Put target ally in an opponent's graveyard into play under your control.' (Kel'Thuzad's
Reach) reads as '… ally card from an opponent's graveyard …' does; another zone or owner is refused. The cards the
encoder writes are played by tests/test_encode_pool.py."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused


def test_in_an_opponents_graveyard_is_from_it():
    said = pool_shapes.piece("Put target ally in an opponent's graveyard into play under your control.")
    read = pool_shapes.piece("Put target ally card from an opponent's graveyard into play under your control.")
    assert said.parts["target"] == read.parts["target"] == {"kind": "ally", "zone": "graveyard", "controller": "opposing"}
    assert [m("first") for m in said.parts["effects"]] == [{"put_into_play": {"target": "first", "zone": "graveyard"}}]


@pytest.mark.parametrize("sentence", [
    "Put target ally in an opponent's hand into play under your control.",   # another zone
    "Put target ally in your graveyard into play under your control.",       # another owner
    "Put target ally in an opponent's graveyard into play.",                 # under whose control?
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
