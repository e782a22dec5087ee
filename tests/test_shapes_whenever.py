"""'Whenever …, …' read as 'When …, …' (tools/shapes/whenever.py, enc-destroyed2): the same triggered power, or
refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


@pytest.mark.parametrize("kind, text", [
    ("ability", "Ongoing: {w} an ally you control with 4 or more ATK is destroyed, you may draw a card."),
    ("ally", "{w} NAME attacks, your hero deals 1 fire damage to target opposing hero."),
])
def test_whenever_reads_as_when(kind, text):
    assert encode([text.format(w="Whenever")], kind)["powers"] == encode([text.format(w="When")], kind)["powers"]


@pytest.mark.parametrize("sentence", [
    "Whenever you draw a card.",  # no effect
    "Whenever an ally is destroyed, frobnicate it.",  # an effect no shape reads
    "Ongoing: Whenever you feel like it, draw a card.",  # no event
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
