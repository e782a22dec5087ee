"""'Cards in your hand are instant this turn until you play a card' (tools/shapes/instant_until.py): a modifier this
turn giving the cards in your hand Instant, ended by your next play (714.3), as The Fare of Lar'korwi is encoded."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import encode  # noqa: E402




def test_the_cards_in_your_hand_are_instant_until_you_play_one():
    assert encode(["Cards in your hand are instant this turn until you play a card."])["effects"] == [{
        "create_continuous": {"affects": {"zone": "hand", "owner": "you"}, "instant": True}, "duration": "this-turn",
        "until": {"event": "played", "subject": {"controller": "you"}}}]
    assert encode(["Allies in your hand are instant this turn until you play an ally."])["effects"][0]["until"] == {
        "event": "played", "subject": {"kind": "ally", "controller": "you"}}


@pytest.mark.parametrize("sentence", ["Cards in your hand are instant this turn.",  # no end but the turn's: not read
                                      "Cards in your hand are instant until you play a card.",  # no duration
                                      "Cards in opposing hands are instant this turn until you play a card."])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence])
