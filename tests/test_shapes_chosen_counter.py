"""enc-reward3: a counter put on a card the player picks (tools/shapes/chosen_counter.py): read, and near misses
refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused


def test_an_honor_counter_on_a_battleground_card_you_pick():
    made = pool_shapes.piece("You may add an honor counter to a Battleground card you control.")  # Call to Arms
    assert "target" not in made.parts  # chosen as it resolves, not targeted (709.2b, 706.1)
    assert [make(None) for make in made.parts["effects"]] == [{"may": [
        {"choose_card": {"kind": "card", "controller": "you", "tag": "Battleground"}, "as": "given-a-counter"},
        {"put_counters": 1, "named": "honor", "on": {"chosen": "given-a-counter"}}]}]


@pytest.mark.parametrize("sentence", [
    "You may add an honor counter to a card you control.",               # no tag: not this shape
    "You may add an honor counter to a Human card you control.",         # a race, not a card's tag
    "You may add an honor counter to a Battleground card you don't control.",
    "You may add two honor counters to a Battleground card you control.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
