"""'… put another ally you control into its owner's hand' (tools/shapes/another_yours.py): one card of yours other
than the power's own, picked as the link resolves (709.2b) and put into its owner's hand (415.9a); near misses
refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def test_another_ally_of_yours_picked_and_sent_home_when_the_ally_is_destroyed():
    power = encode(["When Stand-in is destroyed, put another Gnome ally you control into its owner's hand."],
                   "ally")["powers"][0]["triggered"]
    assert power["effects"] == [{"choose_card": {"kind": "ally", "controller": "you", "trait": "Gnome", "other": True},
                                 "as": "picked"}, {"return_to_hand": {"chosen": "picked"}}]


def test_a_may_around_it():
    power = encode(["When Stand-in attacks, you may put another ally you control into its owner's hand."],
                   "ally")["powers"][0]["triggered"]
    assert power["effects"] == [{"may": [{"choose_card": {"kind": "ally", "controller": "you", "other": True},
                                          "as": "picked"}, {"return_to_hand": {"chosen": "picked"}}]}]


@pytest.mark.parametrize("sentence", [
    "When NAME attacks, put another ally into its owner's hand.",                     # whose? any player's: not read
    "When NAME attacks, put another damaged ally you control into its owner's hand.",  # a state of the card
    "When NAME attacks, put another other ally you control into its owner's hand.",
    "When NAME attacks, put another ally you control into your hand.",
    "Put another ally you control into its owner's hand.",   # no trigger: 'another' than which card? (shapes/turn.py)
])
def test_near_misses(sentence):
    refused(sentence)


def test_an_ability_card_is_refused_it():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Put another ally you control into its owner's hand."], "ability")
