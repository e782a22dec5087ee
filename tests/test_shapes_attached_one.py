"""'Destroy an ability attached to a hero or ally in your party' (tools/shapes/attached_one.py)."""
from __future__ import annotations

import pytest

from shape_cards import refused

import pool_shapes  # noqa: E402  (shape_cards put tools/ on the path)


def test_one_ability_attached_to_a_card_of_yours_chosen_then_destroyed():
    """Rames the Purifier: no target; the ability chosen as the link resolves (709.2b), whoever controls it, destroyed."""
    found = pool_shapes.piece("At the end of your turn, you may destroy an ability attached to a hero or ally in your "
                              "party.")
    power = found.parts["powers"][0]["triggered"]
    assert power["effects"] == [{"may": [
        {"choose_card": {"kind": "ability", "attached_to": {"kind": "character", "controller": "you"}}, "as": "destroyed"},
        {"destroy": {"chosen": "destroyed"}}]}]  # among every ability that fits, an opponent's too (G1078)
    assert "targets" not in power


@pytest.mark.parametrize("sentence", [
    "Destroy an ability attached to a hero or ally in an opponent's party.",
    "Destroy an ability attached to target ally.",  # a target host: another reading
    "Destroy two abilities attached to your hero.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
