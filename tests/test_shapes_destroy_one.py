"""'… destroy an ally in your party', '… draw a card, then destroy an ally in your party' (tools/shapes/destroy_one.py):
one ally of yours chosen and destroyed as the link resolves (709.2b, 415.9c), after the draw; near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_a_draw_then_one_of_your_allies_destroyed():
    power = encode(["When Stand-in is destroyed, draw two cards, then destroy an ally in your party."],
                   "ally")["powers"][0]["triggered"]
    assert power["effects"] == [{"draw": 2}, {"destroy_one": {"kind": "ally", "controller": "you"}}]


def test_a_may_and_a_race():
    power = encode(["When Stand-in enters play, you may destroy a Murloc ally in your party."],
                   "ally")["powers"][0]["triggered"]
    assert power["effects"] == [{"may": [{"destroy_one": {"kind": "ally", "controller": "you", "trait": "Murloc"}}]}]


def test_another_is_not_the_card_itself():
    power = encode(["At the end of your turn, destroy another ally in your party."], "ally")["powers"][0]["triggered"]
    assert power["effects"] == [{"destroy_one": {"kind": "ally", "controller": "you", "other": True}}]


@pytest.mark.parametrize("sentence", [
    "Destroy an ability in your party.",                            # no party's card
    "Destroy an ally in your graveyard.",
    "Draw a card, then destroy target ally in your party.",
    "Draw a card, then destroy an ally in his party.",
])
def test_near_misses(sentence):
    refused(sentence)
