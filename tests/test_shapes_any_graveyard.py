"""'Put target equipment from any graveyard into play under your control' (tools/shapes/any_graveyard.py)."""
from __future__ import annotations

import pytest

from shape_cards import refused

import pool_shapes  # noqa: E402  (shape_cards put tools/ on the path)


def test_a_card_of_any_graveyard_put_into_play_under_your_control():
    """Mekkatorque: a target in any player's graveyard (706.1), into play under yours (710.1); G1077 plays it."""
    found = pool_shapes.piece("Put target equipment from any graveyard into play under your control.")
    assert found.parts["target"] == {"kind": "equipment", "zone": "graveyard"}
    assert [make("first") for make in found.parts["effects"]] == [{"put_into_play": {"target": "first",
                                                                                      "zone": "graveyard"}}]


@pytest.mark.parametrize("sentence", [
    "Put target equipment from any graveyard into play.",  # whose control, not said
    "Put target exhausted equipment from any graveyard into play under your control.",  # a state of a card in play
    "Put target hero from any graveyard into play under your control.",
    "Put each equipment from any graveyard into play under your control.",  # a group in a graveyard
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
