"""enc-deal9: the shapes of tools/shapes/and_resources.py ('… destroy all other <kinds>, and resources.'),
tools/shapes/fatal_count.py ('… for each ally that was dealt fatal damage this way.') and
tools/shapes/second_after_damage.py ('a second target' after a damage trigger): readings of made-up sentences in
the cards' manner, and near misses that stay refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

RESOURCE = {"row": "resource"}


# -- and_resources ---------------------------------------------------------------------------------------

def test_a_triggered_destruction_of_kinds_and_resources_is_one_group():
    entry = encode(["When NAME deals combat damage to a hero, destroy all other allies, weapons, and resources."],
                   kind="ally")
    power = entry["powers"][0]["triggered"]
    assert power["effects"] == [{"destroy": {"any": [{"kinds": ["ally", "weapon"]}, RESOURCE], "other": True}}]


def test_an_ability_destroys_allies_and_resources_without_other():
    entry = encode(["Destroy all allies and resources."])
    assert entry["effects"] == [{"destroy": {"any": [{"kind": "ally"}, RESOURCE]}}]


@pytest.mark.parametrize("sentence", [
    "Destroy all other allies and quests.",                  # only resources join the group
    "Destroy all opposing allies and resources.",            # a group with a controller: not read here
    "Destroy all resources and allies.",                     # resources last only
    "Destroy target ally and resources.",                    # a target, no group
    "When NAME enters play, destroy all other heroes, and resources.",  # a kind this shape doesn't list
])
def test_and_resources_near_misses(sentence):
    refused(sentence)


# -- fatal_count -----------------------------------------------------------------------------------------

def test_tokens_for_each_ally_dealt_fatal_damage_this_way():
    entry = encode(["Your hero deals 2 fire damage to each of up to two target allies. Put a 2 / 1 Imp ally token "
                    "into play for each ally that was dealt fatal damage this way."])
    made = entry["effects"][1]
    assert made["count"] == {"count": {"kind": "ally", "dealt_fatal_this_way": True}}
    assert made["put_token"] == "Imp" and (made["atk"], made["health"]) == (2, 1)


def test_a_draw_for_each_hero_or_ally_dealt_fatal_damage():
    entry = encode(["Your hero deals 1 shadow damage to each opposing hero and ally. Draw a card for each hero or ally "
                    "dealt fatal damage this way."])
    assert entry["effects"][1] == {"draw": {"count": {"kind": "character", "dealt_fatal_this_way": True}}}


def test_a_count_of_fatal_damage_with_no_damage_before_it_is_refused():
    from pool_shapes import Unrecognised
    with pytest.raises(Unrecognised):
        encode(["Put a 1 / 1 Treant ally token into play for each ally that was dealt fatal damage this way."])


@pytest.mark.parametrize("sentence", [
    "Put a 1 / 1 Treant ally token into play for each ability that was dealt fatal damage this way.",  # no such card
    "Put a 1 / 1 Treant ally token into play for each ally that was dealt fatal damage this turn.",    # not this way
    "Put a 1 / 1 Treant ally token into play for each ally that was dealt fatal damage.",              # no 'this way'
])
def test_fatal_count_near_misses(sentence):
    refused(sentence)


# -- second_after_damage ---------------------------------------------------------------------------------

def test_a_second_target_is_not_the_card_dealt_the_damage():
    entry = encode(["When this ally deals combat damage to a defender, he may deal 2 fire damage to a second target "
                    "hero or ally."], kind="ally")
    power = entry["powers"][0]["triggered"]
    assert power["when"]["destination"] == {"kind": "character", "defending": True}
    assert power["targets"] == [{"id": "first", "kind": "character", "not_event": "destination"}]
    assert power["effects"][0]["may"][0]["to"] == {"target": "first"}


def test_a_second_target_ally_after_damage_to_an_opposing_hero():
    entry = encode(["When NAME deals combat damage to an opposing hero, NAME deals 1 ranged damage to a second target "
                    "ally."], kind="ally")
    assert entry["powers"][0]["triggered"]["targets"] == [{"id": "first", "kind": "ally", "not_event": "destination"}]


@pytest.mark.parametrize("sentence", [
    "When NAME enters play, NAME deals 1 ranged damage to a second target hero or ally.",  # no card dealt damage first
    "When NAME is dealt damage, NAME deals 1 ranged damage to a second target hero or ally.",  # dealt to, not by
    "NAME deals 1 ranged damage to a second target hero or ally.",                          # no trigger
])
def test_second_target_near_misses(sentence):
    refused(sentence)


# -- health_minus ----------------------------------------------------------------------------------------

DAMAGED = {"put_damage": {"its": "health", "plus": -1}, "on": {"put_this_way": True}}


def test_that_ally_enters_play_with_damage_after_a_put():
    entry = encode(["Put target ally card from your graveyard into play. That ally enters play with damage on it equal "
                    "to its health -1."])
    assert [next(iter(e)) for e in entry["effects"]] == ["put_into_play", "put_damage"]
    assert entry["effects"][1] == DAMAGED


def test_into_play_with_damage_in_one_sentence():
    entry = encode(["Put target ally from your graveyard into play with damage on it equal to its [HEALTH] minus 1."])
    assert entry["effects"][1] == DAMAGED


def test_an_attached_ally_back_into_your_party_with_damage():
    entry = encode(["Attach to target ally you control.", "Ongoing: When attached ally is destroyed, put it from its "
                    "owner's graveyard into your party with damage equal to its health minus 1."])
    power = entry["powers"][0]["triggered"]
    assert power["when"] == {"event": "destroyed", "subject": {"host": True, "kind": "ally"}}
    assert power["effects"] == [{"put_into_play": {"event": "moved", "zone": "graveyard"}}, DAMAGED]


def test_the_damage_with_no_card_put_before_it_is_refused():
    from pool_shapes import Unrecognised
    with pytest.raises(Unrecognised):
        encode(["Draw a card. That ally enters play with damage on it equal to its health -1."])


@pytest.mark.parametrize("sentence", [
    "Put target ally from your graveyard into play with damage on it equal to its health minus 2.",   # only minus 1
    "Put target ally from your graveyard into play with damage on it equal to its ATK.",
    "Draw a card with damage on it equal to its health minus 1.",                                   # no card put
    "Ongoing: When attached ally is destroyed, you may put it from its owner's graveyard into play.",  # a choice
    "Ongoing: When attached ally is destroyed, its owner may put it from his graveyard into his hand.",  # the owner's
    # (enc-enter15: '… into play' reads now, the owner's choice: tests/test_pool_enc_enter15.py)
])
def test_health_minus_near_misses(sentence):
    refused(sentence)
