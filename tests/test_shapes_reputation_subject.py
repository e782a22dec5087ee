"""enc-if11: 'another Scryer ally' in a trigger (tools/shapes/reputation_subject.py): read, near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_this_or_another_ally_of_the_reputation_entering_your_party():  # Retainer Kai
    entry = encode(["When NAME or another Aldor ally enters your party, draw a card."], "ally")
    when = entry["powers"][0]["triggered"]["when"]
    assert when == {"event": "enters-party", "subject": {"any": [
        {"this": True}, {"kind": "ally", "controller": "you", "other": True, "reputation": "Aldor"}]}}


def test_another_ally_of_the_reputation_entering_play():
    entry = encode(["When another Scryer ally enters play under your control, draw a card."], "ally")
    assert entry["powers"][0]["triggered"]["when"]["subject"] == {"kind": "ally", "controller": "you", "other": True,
                                                                  "reputation": "Scryer"}


@pytest.mark.parametrize("sentence", [
    "When NAME or another Scryer Human ally enters your party, draw a card.",  # a reputation and a trait: not read
    "When NAME or another Kirin Tor ally enters your party, draw a card.",  # no reputation the tool knows
    "When another Scryer card enters play under your control, draw a card.",  # a card, not an ally: not this form
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
