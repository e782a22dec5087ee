"""'… deals 4 nature damage to each hero and ally it dealt damage to this turn' (tools/shapes/dealt_to.py): the group
narrowed to the cards the sentence's subject dealt damage to this turn (703.4); near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

HIT_BY_IT = {"kind": "character", "this_turn": {"event": "damage", "as": "destination", "source": {"this": True}}}


def test_the_card_itself_deals_to_what_it_hit():
    entry = encode(["At the end of each turn, NAME deals 4 nature damage to each hero and ally it dealt damage to this "
                    "turn."], kind="ally")
    assert entry["powers"][0]["triggered"]["effects"] == [
        {"deal_damage": 4, "damage_type": "nature", "source": {"this": True}, "to": HIT_BY_IT}]


def test_your_hero_deals_to_what_it_hit_in_combat():
    entry = encode(["Your hero deals 1 holy damage to each hero and ally it dealt combat damage to this turn."])
    assert entry["effects"][0]["to"] == {"kind": "character", "this_turn": {
        "event": "damage", "as": "destination", "source": {"kind": "hero", "controller": "you"}, "combat": True}}


@pytest.mark.parametrize("sentence", [
    "Target ally deals 1 holy damage to each hero and ally it dealt damage to this turn.",  # a target's
    "Your hero deals 1 holy damage to each hero and ally it was dealt damage by this turn.",  # the other way round
    "Your hero deals 1 holy damage to each opposing hero it dealt damage to this turn.",  # not the plain group
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
