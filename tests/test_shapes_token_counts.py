"""As many tokens as a count (tools/shapes/token_counts.py, and the conditions family's 'for each' for a token
sentence): the clause said first or after, 'for each ally put into a graveyard this way'; read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

TREANT = {"put_token": "Treant", "atk": 1, "damage_type": "melee", "health": 1, "traits": ["Treant"]}


def test_a_token_for_each_card_counted_said_first_or_after():
    for sentence in ("For each resource you control, put a 1[Melee]/1[Health] Treant ally token into play.",
                     "Put a 1 [Melee] / 1 [Health] Treant ally token into play for each resource you control."):
        [made] = encode([sentence])["effects"]
        assert made == {**TREANT, "count": {"count": {"kind": "card", "row": "resource", "controller": "you"}}}


def test_two_tokens_for_each_card_counted():
    [made] = encode(["Put two 1 / 1 Wolf ally tokens into play for each ally you control."])["effects"]
    assert made["count"] == {"count": {"kind": "ally", "controller": "you"}, "times": 2}


def test_a_token_for_each_ally_put_into_a_graveyard_this_way():
    entry = encode(["Each player puts the top card of his deck into his graveyard. Put a 3 / 3 Ghoul ally token into "
                    "play for each ally put into a graveyard this way."])
    assert entry["effects"][1] == {"put_token": "Ghoul", "atk": 3, "health": 3, "traits": ["Ghoul"], "count": {
        "count": {"kind": "ally", "zone": "graveyard", "moved_by_this": True}}}


@pytest.mark.parametrize("sentence", [
    "For each resource you control, draw a card and put a 1 / 1 Treant ally token into play.",  # not a token sentence
    "Put a 1 / 1 Treant ally token into play for each ally that was dealt fatal damage this turn.",  # enc-deal9: 'this
    # way' is read now (tools/shapes/fatal_count.py, tests/test_shapes_deal9.py); 'this turn' is not
    "Put a 1 / 1 Treant ally token into play for each ally put into your hand this way.",
    "For each resource you control, put a whelp into play.",  # no token sentence the token shapes read
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
