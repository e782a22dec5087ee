"""'while an ability, ally, and equipment are in your graveyard' (tools/shapes/each_in_graveyard.py): one card of
each kind in your graveyard, every one (714.3a); a kind twice or an article that doesn't fit refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_a_card_of_each_kind_in_your_graveyard():
    powers = encode(["This ally has +3 / +3 while an ability, ally, and equipment are in your graveyard."], "ally")["powers"]
    assert powers == [{"continuous": {"affects": {"this": True}, "atk": 3, "health": 3, "while_exists": [
        {"kind": k, "zone": "graveyard", "owner": "you"} for k in ("ability", "ally", "equipment")]}}]


@pytest.mark.parametrize("sentence", [
    "This ally has +3 / +3 while an ally, ability, and ally are in your graveyard.",  # a kind twice
    "This ally has +3 / +3 while a ability and ally are in your graveyard.",  # the article doesn't fit
    "This ally has +3 / +3 while an ability and ally are in an opponent's graveyard.",  # another graveyard
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
