"""An X read from the attached card (tools/shapes/host_value.py): 'Ongoing: Your hero has Assault X, where X is attached
ally's ATK' on an attachment (400.4, 714.2); said of another card, or outside an attachment's 'Ongoing:', refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

HOST_ATK = {"total": "atk", "of": {"host": True}}


def test_your_heros_assault_is_the_attached_allys_atk():
    entry = encode(["Attach to target ally you control.", "Ongoing: Your hero has Assault X, where X is attached ally's ATK."],
                   tags=["Ongoing"])
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "hero", "controller": "you"}, "atk": HOST_ATK,
                                               "during": "your-turn"}}]
    assert entry["attach"] == "host"


@pytest.mark.parametrize("sentence", [
    "Your hero has Assault X, where X is attached ally's ATK.",  # no 'Ongoing:': no attachment's power
    "Ongoing: Attached ally has +X ATK, where X is attached ally's ATK.",  # its own value: doubled, not read
    "This ally has +X ATK, where X is attached ally's ATK.",  # a card in play names no host
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
