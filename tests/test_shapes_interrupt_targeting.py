"""enc-turn5: an interrupt of a card on the chain that targets a card that fits (tools/shapes/interrupt_targeting.py):
read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused


@pytest.mark.parametrize("sentence, whom", [
    ("Interrupt target ability that is targeting a friendly card.", {"kind": "card", "controller": "friendly"}),  # Sacred Shield
    ("Interrupt target ability that's targeting your hero.", {"kind": "hero", "controller": "you"}),             # Endure
])
def test_interrupt_target_ability_targeting(sentence, whom):
    made = pool_shapes.piece(sentence)
    assert made.parts["target"] == {"kind": "ability", "zone": "chain", "fits": {"targeting": whom}}
    assert [make("first") for make in made.parts["effects"]] == [{"interrupt": {"target": "first"}}]


@pytest.mark.parametrize("sentence", [
    "Interrupt target card or effect targeting a card in play you control.",  # an effect is no card
    "Interrupt target ability that is targeting target ally.",                # a second target
    "Interrupt target ability that is targeting a friendly banana.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
