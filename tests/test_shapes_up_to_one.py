"""'Up to one target …' from a graveyard into play: an optional target (tools/shapes/up_to_one.py, enc-reward6); read
exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_up_to_one_target_ally_from_each_graveyard_is_an_optional_target():
    entry = encode(["Put up to one target ally from your graveyard into play under your control.",
                    "Put up to one target ally from an opposing graveyard into play under your control."])
    assert entry["targets"] == [
        {"id": "first", "kind": "ally", "zone": "graveyard", "controller": "you", "optional": True},
        {"id": "second", "kind": "ally", "zone": "graveyard", "controller": "opposing", "optional": True}]
    assert entry["effects"] == [{"put_into_play": {"target": "first", "zone": "graveyard"}},
                                {"put_into_play": {"target": "second", "zone": "graveyard"}}]


@pytest.mark.parametrize("sentence", [
    "Put up to one target ally from your graveyard into your hand under your control.",
    "Put up to one target ally from target player's graveyard into play under your control.",
    "Put up to one target allies from your graveyard into play under your control.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
