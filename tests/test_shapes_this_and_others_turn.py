"""'This and other allies you control have +5 ATK, Absorb, and Smash this turn.' (tools/shapes/this_and_others_turn.py):
the link's modifier this turn on the card itself and on each other card of the group (503.2a, 709.1); other words
refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

CHANGE = {"atk": 5, "gain_keywords": ["Absorb", "Smash"]}


def test_the_card_itself_and_the_others_of_the_group():
    [power] = encode(["5 -> This and other allies you control have +5 ATK, Absorb, and Smash this turn."],
                     kind="ally")["powers"]
    assert power["payment"]["effects"] == [
        {"create_continuous": {"affects": {"this": True}, **CHANGE}, "duration": "this-turn"},
        {"create_continuous": {"affects": {"kind": "ally", "controller": "you", "other": True}, **CHANGE},
         "duration": "this-turn"}]


def test_an_ability_has_no_self_among_allies():  # 'this' names no ally on an ability card
    with pytest.raises(Exception):
        encode(["This and other allies you control have +2 ATK this turn."])


@pytest.mark.parametrize("sentence", [
    "This and other allies you control have +2 ATK this combat.",  # another duration
    "This and other allies you control can't be destroyed this turn.",  # no 'have'
    "This and target ally have +2 ATK this turn.",  # a target, no group
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
