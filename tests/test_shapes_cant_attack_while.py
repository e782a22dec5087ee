"""'While this ally is ready, opposing heroes and allies can't attack other Worgen you control.' (tools/shapes/
cant_attack_while.py): a 'can't attack' against the card's kin, not in force while the card is exhausted (103.2)."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_opponents_cant_attack_its_kin_while_it_is_ready():
    entry = encode(["While this ally is ready, opposing heroes and allies can't attack other Worgen you control."],
                   kind="ally")
    assert entry["powers"] == [{"prohibition": {
        "cannot": "attack", "affects": {"kind": "character", "controller": "opposing"},
        "against": {"kind": "character", "trait": "Worgen", "controller": "you", "other": True},
        "unless_exists": {"this": True, "exhausted": True}}}]


@pytest.mark.parametrize("sentence", [
    "While this ally is exhausted, opposing heroes and allies can't attack other Worgen you control.",
    "While this ally is ready, opposing heroes and allies can't attack other Gizmos you control.",  # no such race
    "While this ally is ready, opposing allies can't attack other Worgen you control.",
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
