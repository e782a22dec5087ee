"""'If you control fewer (more) resources (allies) than each opponent, …' (tools/shapes/each_opponent.py): more_cards
counted for each opponent alone (per_opponent) and holding against every one (each_opponent). Made-up sentences; near
misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

YOURS = {"row": "resource", "controller": "you"}
THEIRS = {"row": "resource", "controller": "opposing"}


def test_fewer_resources_than_each_opponent():
    entry = encode(["At the start of your turn, if you control fewer resources than each opponent, draw a card."],
                   kind="ally")
    assert entry["powers"][0]["triggered"]["if"] == {"more_cards": {
        "of": THEIRS, "than": YOURS, "per_opponent": "of", "each_opponent": True}}


def test_more_allies_than_each_opponent():
    entry = encode(["At the end of your turn, if you have more allies than each opponent, draw a card."], kind="ally")
    assert entry["powers"][0]["triggered"]["if"] == {"more_cards": {
        "of": {"kind": "ally", "controller": "you"}, "than": {"kind": "ally", "controller": "opposing"},
        "per_opponent": "than", "each_opponent": True}}


def test_than_an_opponent_stays_one_opponent():
    entry = encode(["At the start of your turn, if you control more allies than an opponent, draw a card."], kind="ally")
    assert "each_opponent" not in entry["powers"][0]["triggered"]["if"]["more_cards"]


@pytest.mark.parametrize("sentence", [
    "At the start of your turn, if you control fewer cards than each opponent, draw a card.",  # a noun not counted
    "At the start of your turn, if you control fewer resources than each other player, draw a card.",  # teammates too
    "At the start of your turn, if you control as many resources as each opponent, draw a card.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
