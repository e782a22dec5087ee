"""enc-misc1: 'This turn, <group> can protect NAME.' after a payment power's arrow (tools/shapes/protected_this_turn.py):
the card itself gains protected_by until the end of the turn (602.2, 704.1a); near misses refused. Made-up sentences."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def gained(entry: dict) -> dict:
    (power,) = entry["powers"]
    (effect,) = power["payment"]["effects"]
    assert effect["duration"] == "this-turn" and effect["create_continuous"]["affects"] == {"this": True}
    (granted,) = effect["create_continuous"]["gain_powers"]
    return granted["protected_by"]


def test_friendly_heroes_and_allies_may_protect_the_ally_this_turn():  # Field Commander Foggo
    entry = encode(["2, Discard a card → This turn, friendly heroes and allies can protect this ally."], "ally")
    assert gained(entry) == {"kind": "character", "controller": "friendly"}
    assert entry["powers"][0]["payment"]["cost"] == {"resources": 2, "discard": {}}


def test_another_group_reads_as_the_statics_read_it():
    entry = encode(["3 → This turn, other allies in your party can protect NAME."], "ally", name="Stand-in")
    assert gained(entry) == {"kind": "ally", "controller": "you", "other": True}


def test_not_a_power_of_the_card_in_play():  # an effect only: no card type allows it alone
    with pytest.raises(pool_shapes.Unrecognised, match="ally with the shape 'modifier this turn"):
        encode(["This turn, friendly heroes and allies can protect this ally."], "ally")


@pytest.mark.parametrize("sentence", [
    "This turn, your hero can protect NAME.",                          # not a group
    "This turn, target ally can protect NAME.",                        # a target
    "This turn, friendly heroes and allies can protect your hero.",    # another card protected
    "This turn, friendly heroes and allies can protect target ally.",
    "This turn, friendly heroes and allies can't protect NAME.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_without_this_turn_it_is_the_power_of_the_card_in_play():  # shapes/group_statics.py's, not a modifier
    assert pool_shapes.piece("Friendly heroes and allies can protect NAME.").shape == \
        "an ally others may protect without Protector (602.2)"
