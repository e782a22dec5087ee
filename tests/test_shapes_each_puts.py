"""'Each player puts all allies from his graveyard into play.' (tools/shapes/each_puts.py): every ally card of every
graveyard enters play under its owner's control (710); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_every_graveyards_allies_under_their_owners_control_after_if_you_do():
    entry = encode(["At the start of your turn, you may destroy this item. If you do, each player puts all allies "
                    "from his graveyard into play."], kind="item")
    [effect] = entry["powers"][0]["triggered"]["effects"]
    assert effect == {"may": [{"do": {"destroy": {"this": True}}, "if_you_do": [
        {"put_into_play": {"kind": "ally", "zone": "graveyard"}, "under": "owner"}]}]}


@pytest.mark.parametrize("sentence", [
    "Each player puts all abilities from his graveyard into play.",  # no permanent of that kind read here
    "Each player puts all allies from your graveyard into play.",  # whose graveyard?
    "Each player puts an ally from his graveyard into play.",  # one, chosen: not every one
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
