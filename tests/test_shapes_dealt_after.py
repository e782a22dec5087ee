"""enc-deal4 (tools/shapes/dealt_after.py): a sentence reading the cards dealt damage this way after a triggered power
that may deal it (inside that choice), or an 'If damage is dealt this way, …' after one that deals it; refused after a
power whose effect deals no damage."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes


def test_dealt_this_way_after_a_choice_to_deal_damage_is_inside_that_choice():
    entry = encode(["At the start of your turn, this ally may deal 1 fire damage to target hero or ally. A character "
                    "dealt damage this way can't attack this turn."], kind="ally")
    [power] = [p["triggered"] for p in entry["powers"]]
    [chosen] = power["effects"]
    assert [list(e)[0] for e in chosen["may"]] == ["deal_damage", "create_prohibition"]
    assert chosen["may"][1]["create_prohibition"]["affects"] == {"kind": "character", "dealt_this_way": True}


def test_if_damage_is_dealt_this_way_after_a_packet_joins_the_power():
    entry = encode(["At the start of your turn, your hero deals 1 shadow damage to target hero or ally. If damage is "
                    "dealt this way, your hero heals 1 damage from itself."], kind="ally")
    [power] = [p["triggered"] for p in entry["powers"]]
    assert power["effects"][1] == {"if": {"exists": {"dealt_this_way": True}}, "then": [
        {"heal": 1, "source": {"kind": "hero", "controller": "you"}, "from": {"kind": "hero", "controller": "you"}}]}


def test_dealt_this_way_after_a_choice_that_deals_no_damage_is_refused():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["At the start of your turn, you may draw a card. A character dealt damage this way can't attack this "
                "turn."], kind="ally")
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["At the start of your turn, draw a card. If damage is dealt this way, your hero heals 1 damage from "
                "itself."], kind="ally")
