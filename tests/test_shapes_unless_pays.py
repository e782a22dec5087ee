"""enc-turn5: an interrupt its card's controller may pay to stop (tools/shapes/unless_pays.py): read, and near misses
refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused


def test_interrupt_target_card_unless_its_controller_pays():  # Al'lanora, Erindae Firestrider
    made = pool_shapes.piece("Interrupt target card unless its controller pays 1.")
    assert made.parts["target"] == {"kind": "card", "zone": "chain"}
    assert [make("first") for make in made.parts["effects"]] == [{
        "unless": {"pay": 1}, "player": {"controller_of": {"target": "first"}},
        "then": [{"interrupt": {"target": "first"}}]}]


@pytest.mark.parametrize("sentence", [
    "Interrupt target card unless you pay 1.",                    # another player pays
    "Interrupt target card unless its controller discards a card.",
    "Interrupt target card unless its controller pays X.",
    "Interrupt target effect unless its controller pays 1.",      # an effect is no card
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
