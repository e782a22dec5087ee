"""'for each Protector in play' (tools/shapes/keyword_count.py): every hero and ally in play with the keyword, either
player's (602.2, 714.2); other nouns left to the other readers, or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_each_protector_in_play_is_counted():
    powers = encode(["Stand-in has -1 ATK / -1 health for each Protector in play."], "ally")["powers"]
    count = {"count": {"kind": "character", "keyword": "Protector"}, "times": -1}
    assert powers == [{"continuous": {"affects": {"this": True}, "atk": count, "health": count}}]


@pytest.mark.parametrize("sentence", [
    "Stand-in has -1 ATK for each Gizmo in play.",  # no keyword
    "Stand-in has -1 ATK for each Protectors in play.",  # the plural after 'each'
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
