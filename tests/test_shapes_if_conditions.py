"""enc-if11: 'all quests you control are named NAME' (tools/shapes/if_conditions.py): read, near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_all_quests_named_as_the_quest_itself():  # Devoured
    entry = encode(["If all quests you control are named NAME: Pay 3 to complete this quest.", "Reward: Draw a card."],
                   "quest")
    assert entry["powers"][0]["reward"]["only_if"] == {
        "not": {"exists": {"kind": "quest", "controller": "you", "not": {"named": "Stand-in"}}}}


@pytest.mark.parametrize("sentence", [
    "If all quests you control are named Bob: Pay 3 to complete this quest.",  # another name: not this form
    "If all allies you control are named NAME: Pay 3 to complete this quest.",  # allies: not read here
    "If all quests an opponent controls are named NAME: Pay 3 to complete this quest.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
