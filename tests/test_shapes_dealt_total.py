"""enc-turn9: how much damage was dealt this turn, as a condition (tools/shapes/dealt_total.py): read, near misses
refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

OPPOSING_HERO = {"kind": "hero", "controller": "opposing"}


def test_an_opposing_hero_dealt_five_or_more_adds_up_its_own_packets():  # Piercing Shots
    entry = encode(["Ongoing: At the end of your turn, if an opposing hero was dealt 5 or more damage this turn, "
                    "you may draw a card."])
    effect = entry["powers"][0]["triggered"]["effects"][0]
    assert effect["if"] == {"happened": {"event": "damage", "destination": OPPOSING_HERO}, "amounts": "destination",
                            "at_least": 5}


def test_allies_you_controlled_add_up_every_packet():  # Defiling the Defilers
    entry = encode(["If allies you controlled dealt 5 or more damage this turn, pay 4 to complete this quest.",
                    "Reward: Draw three cards."], "quest")
    assert entry["powers"][0]["reward"]["only_if"] == {
        "happened": {"event": "damage", "source": {"kind": "ally", "controller": "you"}}, "amounts": "all",
        "at_least": 5}


@pytest.mark.parametrize("sentence", [
    # a damage type: not read here
    "At the end of your turn, if an opposing hero was dealt 5 or more frost damage this turn, draw a card.",
    # 'a card': no kind the grammar reads as a character
    "At the end of your turn, if a card was dealt 5 or more damage this turn, draw a card.",
    # 'target': no target in a condition
    "At the end of your turn, if target hero was dealt 5 or more damage this turn, draw a card.",
    # ('attached hero': read since enc-start1, tools/shapes/at_turn.py, tests/test_shapes_at_turn.py)
    # 'or less': not this form
    "At the end of your turn, if an opposing hero was dealt 5 or less damage this turn, draw a card.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
