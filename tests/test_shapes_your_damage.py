"""'If your hero has more damage than an opposing hero, …' (tools/shapes/your_damage.py): more_damage with than_any, more
than some one opposing hero (405.1); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_a_quest_completed_only_while_your_hero_has_more_damage_than_an_opposing_one():
    entry = encode(["If your hero has more damage than an opposing hero, pay 1 to complete this quest.",
                    "Reward: Draw a card."], kind="quest")
    assert entry["powers"][0]["reward"]["only_if"] == {"more_damage": {
        "of": {"kind": "hero", "controller": "you"}, "than": {"kind": "hero", "controller": "opposing"}, "than_any": True}}


@pytest.mark.parametrize("sentence", [
    "If your hero has more damage than each opposing hero, pay 1 to complete this quest.",  # every one: not read
    "If your hero has more damage than an opposing ally, pay 1 to complete this quest.",  # an ally
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
