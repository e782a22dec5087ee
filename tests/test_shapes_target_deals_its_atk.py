"""The shapes of tools/shapes/target_deals_its_atk.py: after 'exhaust target ally', 'If you do, you may have it deal
… equal to its ATK to a second target ally' (Divine Justice, Royal Guardian Jameson) and 'If you do, that ally deals …
equal to its ATK to its controller's hero' (Hellisa); any other first sentence or object is refused. The cards the
encoder writes are played by tests/test_encode_pool.py."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused

DEALT = {"deal_damage": {"total": "atk", "of": {"target": "first"}}, "damage_type": "melee",
         "source": {"target": "first"}, "to": {"target": "second"}}


def test_a_second_target_dealt_the_exhausted_targets_atk():  # Divine Justice
    entry = encode(["Exhaust target ready opposing ally. If you do, you may have it deal melee damage equal to its ATK "
                    "to a second target ally."])
    assert [t["id"] for t in entry["targets"]] == ["first", "second"]
    assert entry["effects"] == [{"do": {"exhaust": {"target": "first"}}, "if_you_do": [{"may": [DEALT]}]}]


def test_the_same_after_a_trigger():  # Royal Guardian Jameson
    entry = encode(["At the end of your turn, exhaust target ready opposing ally. If you do, you may have it deal melee "
                    "damage equal to its ATK to a second target ally."], "ally")
    power = entry["powers"][0]["triggered"]
    assert [t["id"] for t in power["targets"]] == ["first", "second"]
    assert power["effects"] == [{"do": {"exhaust": {"target": "first"}}, "if_you_do": [{"may": [DEALT]}]}]


def test_that_ally_deals_its_atk_to_its_controllers_hero():  # Hellisa
    entry = encode(["When this ally enters play, you may exhaust target ready opposing ally. If you do, that ally deals "
                    "shadow damage equal to its ATK to its controller's hero."], "ally")
    [effect] = entry["powers"][0]["triggered"]["effects"]
    assert effect["may"][0]["if_you_do"] == [{
        "deal_damage": {"total": "atk", "of": {"target": "first"}}, "damage_type": "shadow", "source": {"target": "first"},
        "to": {"kind": "hero", "controller_of": "first"}}]


@pytest.mark.parametrize("text", [
    "Draw a card. If you do, you may have it deal melee damage equal to its ATK to a second target ally.",  # no target
    "Exhaust target ability. If you do, you may have it deal melee damage equal to its ATK to a second target ally.",
    "Ready target ally. If you do, you may have it deal melee damage equal to its ATK to a second target ally.",  # not
    # reported as done
    "Exhaust target ally. If you do, you may have it deal melee damage equal to its ATK to up to two target allies.",
])
def test_a_near_miss_is_refused(text):
    pytest.raises(pool_shapes.Unrecognised, encode, [text])


def test_that_ally_deal_is_refused():
    refused("If you do, that ally deal shadow damage equal to its ATK to its controller's hero.")
