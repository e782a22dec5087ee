"""The party of the ally a character defends against (tools/shapes/attackers_party.py, enc-destroyed2): read
exactly, or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


@pytest.mark.parametrize("kind, sentence", [
    ("ability", "Ongoing: When your hero defends against an ally, that ally's controller exhausts all allies in his party."),
    ("ally", "When NAME defends against an ally, that ally's controller exhausts all allies in his party."),
])
def test_every_ally_of_the_attackers_controller_is_exhausted(kind, sentence):
    (power,) = encode([sentence], kind)["powers"]
    assert power["triggered"]["when"]["event"] == "defends"
    assert power["triggered"]["when"]["opponent"] == {"kind": "ally"}
    assert power["triggered"]["effects"] == [{"exhaust": {"kind": "ally", "controller_of": "event:opponent"}}]


@pytest.mark.parametrize("sentence", [
    "When NAME attacks an ally, that ally's controller exhausts all allies in his party.",  # no defence
    "When NAME defends against a hero, that ally's controller exhausts all allies in his party.",  # no ally named
    "When NAME defends against an ally, that ally's controller discards all allies in his party.",
    "When NAME defends against an ally, that ally's controller exhausts an ally in his party.",  # his choice: whose?
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
