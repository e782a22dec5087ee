"""'If you targeted a hero, you may destroy an ability controlled by its controller.' (tools/shapes/targeted_hero.py):
only if the link still targets a hero (706.3), a card of that kind its controller controls, picked and destroyed
(709.2b); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode


def test_a_card_of_the_targets_controller_destroyed():
    entry = encode(["Your hero deals 3 melee damage to target hero or ally. If you targeted a hero, you may destroy an "
                    "ability controlled by its controller."])
    assert entry["effects"][-1] == {"if": {"targeted": {"first": "hero"}}, "then": [{"may": [
        {"choose_card": {"kind": "ability", "controller_of": "first"}, "as": "picked"},
        {"destroy": {"chosen": "picked"}}]}]}


@pytest.mark.parametrize("text", [
    "Draw a card. If you targeted a hero, you may destroy an ability controlled by its controller.",  # no target
    "Your hero deals 3 melee damage to target hero or ally. If you targeted a hero, you may destroy a quest controlled "
    "by its controller.",  # not a kind read here
    "Your hero deals 3 melee damage to target hero or ally. If you targeted an ally, you may destroy an ability "
    "controlled by its controller.",
])
def test_near_misses_are_refused(text):
    with pytest.raises(Exception) as refused:
        encode([text])
    assert type(refused.value).__name__ == "Unrecognised"
