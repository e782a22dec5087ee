"""tools/shapes/ongoing_dealt.py: '… dealt this way …' after an ability's ongoing triggered power that deals damage: more of
that power's effect (709.2, 709.2d) (enc-precon: Blood Chill)."""
from __future__ import annotations

import pytest

from shape_cards import encode
from shapes.base import Unrecognised

BURN = "Ongoing: At the start of your turn, your hero deals 1 frost damage to attached hero."
IF_DEALT = "If damage is dealt this way, exhaust each opposing hero or ally with Protector."


def test_if_damage_is_dealt_this_way_is_more_of_the_ongoing_power():
    entry = encode(["Attach to target hero.", BURN, IF_DEALT])
    [power] = entry["powers"]
    first, then = power["triggered"]["effects"]
    assert "deal_damage" in first
    assert then == {"if": {"exists": {"dealt_this_way": True}},
                    "then": [{"exhaust": {"kind": "character", "controller": "opposing", "keyword": "Protector"}}]}


@pytest.mark.parametrize("text", [
    ["Attach to target hero.", IF_DEALT],  # no power before it: an effect of the ability itself, which dealt nothing
    ["Attach to target hero.", "Ongoing: At the start of your turn, draw a card.", IF_DEALT],  # its power deals nothing
])
def test_near_misses_are_refused(text):
    with pytest.raises(Unrecognised):
        encode(text)


def test_a_race_said_alone_in_the_plural_is_a_group_of_heroes_and_allies():
    entry = encode(["Ghouls you control have Assault 2."], kind="ally")
    [power] = entry["powers"]
    assert power["continuous"]["affects"] == {"kind": "character", "trait": "Ghoul", "controller": "you"}


@pytest.mark.parametrize("sentence", ["Gizmos you control have Assault 2.",  # no hero or ally of the pool is one
                                      "Hordes you control have Assault 2."])  # a faction, never a race (NOT_TRAITS)
def test_a_plural_no_race_is_refused(sentence):
    with pytest.raises(Unrecognised):
        encode([sentence], kind="ally")
