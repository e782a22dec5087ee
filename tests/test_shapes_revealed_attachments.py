"""The top cards of your deck revealed, attachments taken (tools/shapes/revealed_attachments.py, enc-reward6); read
exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_a_revealed_attachment_or_all_of_them_into_your_hand():
    [one] = encode(["Reveal the top four cards of your deck. Put a revealed attachment into your hand and the rest on "
                    "the bottom of your deck."])["effects"]
    assert one == {"reveal_top": 4, "then": [{"fits": {"attachment": True}, "to": "hand"}], "rest": "bottom"}
    [every] = encode(["Reveal the top 5 cards of your deck. Put all revealed attachments into your hand and the rest "
                      "on the bottom of your deck."])["effects"]
    assert every["then"] == [{"take": 5, "fits": {"attachment": True}, "to": "hand"}]


@pytest.mark.parametrize("sentence", [
    "Reveal the top card of your deck. Put a revealed attachment into your hand and the rest on the bottom of your "
    "deck.",  # 'the rest' of one card
    "Reveal the top four cards of your deck. Put a revealed attachment into your graveyard and the rest on the "
    "bottom of your deck.",
    "Reveal the top four cards of your deck. Put all revealed attachment into your hand and the rest on the bottom "
    "of your deck.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
