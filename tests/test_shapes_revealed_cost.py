"""The top card revealed, damage on your hero by its cost, then the card taken (tools/shapes/revealed_cost.py,
enc-reward6); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

REVEALED = {"zone": "deck", "revealed_this_way": True}


def test_damage_by_the_revealed_cards_cost_then_it_goes_into_your_hand():
    entry = encode(["Pay 1 to complete this quest.", "Reward: Reveal the top card of your deck, put damage on your hero "
                    "equal to its cost, then put it into hand."], kind="quest")
    assert entry["powers"][0]["reward"]["effects"] == [
        {"reveal_top": 1},
        {"put_damage": {"total": "cost", "of": REVEALED}, "on": {"kind": "hero", "controller": "you"}},
        {"put_into_hand": REVEALED}]


@pytest.mark.parametrize("sentence", [
    "Reveal the top two cards of your deck, put damage on your hero equal to its cost, then put it into hand.",
    "Reveal the top card of your deck, put damage on target hero equal to its cost, then put it into hand.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
