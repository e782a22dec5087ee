"""'1, Put 1 damage on a Warrior you control -> It has +1 ATK this turn.' (tools/shapes/paid_it.py): 'it' is the card
the cost put damage on (707.1e), ``{paid: damaged}``; 'it' with no such part before it is refused."""
from __future__ import annotations

import pytest

from shape_cards import encode


def test_it_is_the_card_the_cost_damaged():
    [power] = encode(["1, Put 1 damage on a Warrior you control -> It has +1 ATK this turn."], kind="ally")["powers"]
    assert power["payment"] == {
        "cost": {"resources": 1, "put_damage": 1, "damage_on": {"kind": "character", "controller": "you", "trait": "Warrior"}},
        "effects": [{"create_continuous": {"affects": {"paid": "damaged"}, "atk": 1}, "duration": "this-turn"}]}


@pytest.mark.parametrize("text", [
    ["1, Put 1 damage on your hero -> It has +1 ATK this turn."],  # your one hero, no card picked: refused
    ["1 -> It has +1 ATK this turn."],  # nothing before it
    ["1, Exhaust an ally you control -> It has +1 ATK this turn."],  # another part: not read here
])
def test_it_with_no_damaged_card_before_it_is_refused(text):
    with pytest.raises(Exception):
        encode(text, kind="ally")


def test_it_deals_is_the_card_the_cost_exhausted():  # Lohn'goron, Bow of the Torn-heart
    [power] = encode(["Exhaust an ally in your party -> It deals 1 ranged damage to target hero."], kind="ally")["powers"]
    assert power["payment"]["effects"] == [{"deal_damage": 1, "damage_type": "ranged", "source": {"paid": "exhausted"},
                                            "to": {"target": "first"}}]


@pytest.mark.parametrize("text", [
    ["It deals 1 ranged damage to target hero."],  # no cost before it
    ["2 -> It deals 1 ranged damage to target hero."],  # a cost that exhausts no card
    ["Exhaust an ally in your party -> Draw a card. It deals 1 ranged damage to target hero."],  # not the first effect
])
def test_it_deals_with_no_exhausted_card_before_it_is_refused(text):
    with pytest.raises(Exception):
        encode(text, kind="ally")
