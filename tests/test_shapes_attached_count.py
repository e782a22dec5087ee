"""'for each ability you control attached to opposing heroes and allies' (tools/shapes/attached_count.py): a count of
your abilities whose host fits (400.1, 400.4, 714.2); other words refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_a_count_of_your_abilities_on_opposing_characters():
    powers = encode(["Stand-in has +1 ATK and +1 health for each ability you control attached to opposing heroes and allies."],
                    "ally")["powers"]
    count = {"count": {"kind": "ability", "controller": "you", "attached_to": {"kind": "character", "controller": "opposing"}}}
    assert powers == [{"continuous": {"affects": {"this": True}, "atk": count, "health": count}}]


@pytest.mark.parametrize("sentence", [
    "NAME has +1 ATK for each ability you control attached to target ally.",  # a target: a power in play names none
    "NAME has +1 ATK for each equipment you control attached to opposing heroes.",  # no such attachment
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
