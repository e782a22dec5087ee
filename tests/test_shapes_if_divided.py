"""enc-if12: a packet divided instead (tools/shapes/if_divided.py): read, near misses refused. Made-up sentences."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

AMONG = "that much divided as you choose among any number of opposing heroes and/or allies instead."
OPPOSING = {"kind": "character", "controller": "opposing"}


def test_the_cards_own_packet_divided_among_opposing_characters():
    entry = encode([f"If NAME would deal ranged damage to an opposing ally, he deals {AMONG}"], "ally")
    assert entry["powers"][0]["replacement"] == {
        "when": {"event": "damage", "source": {"this": True}, "destination": {"kind": "ally", "controller": "opposing"},
                 "damage_type": "ranged"},
        "instead": {"divide_among": OPPOSING}}


def test_may_divide_is_the_controllers_choice_each_time():
    entry = encode([f"If NAME would deal non-combat damage, she may deal {AMONG}"], "ally")
    assert entry["powers"][0]["replacement"] == {
        "when": {"event": "damage", "source": {"this": True}, "combat": False},
        "instead": {"divide_among": OPPOSING}, "may": True}


def test_a_packet_dealt_with_this_weapon():
    entry = encode([f"If your hero would deal combat damage to an ally with NAME, it may deal {AMONG}"], "weapon",
                   atk=2, strike_cost=1, damage_type="melee", traits=["Melee (1)", "Mace"])
    assert entry["powers"][0]["replacement"]["when"] == {
        "event": "damage", "with": {"this": True}, "source": {"kind": "hero", "controller": "you"},
        "destination": {"kind": "ally"}, "combat": True}


@pytest.mark.parametrize("sentence", [
    # the card would be dealt the damage, not deal it
    f"If NAME would be dealt combat damage, he may deal {AMONG}",
    # among friendly characters, or any: not this form
    "If NAME would deal combat damage, he deals that much divided as you choose among any number of friendly heroes "
    "and/or allies instead.",
    "If NAME would deal combat damage, he deals that much divided as you choose among any number of heroes and/or "
    "allies instead.",
    # someone else divides it
    "If NAME would deal combat damage, target opponent divides that much among any number of opposing heroes and/or "
    "allies instead.",
    # with another card than this one
    f"If your hero would deal combat damage to a hero with an ally, it may deal {AMONG}",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


# -- both ways, +X for each counter on the card --------------------------------------------------------------------

def test_your_heros_damage_both_ways_plus_the_cards_counters():
    entry = encode(["Ongoing: At the start of your turn, add a rage counter to NAME.",
                    "If your hero would deal or be dealt damage, that much +X is dealt instead, where X is the number "
                    "of rage counters on NAME."], tags=["Ongoing"])
    plus = {"add": {"counters": "rage"}}
    assert [p["replacement"] for p in entry["powers"] if "replacement" in p] == [
        {"when": {"event": "damage", "source": {"kind": "hero", "controller": "you"}}, "instead": plus},
        {"when": {"event": "damage", "destination": {"kind": "hero", "controller": "you"}}, "instead": plus}]


def test_both_ways_before_the_colon_is_refused():
    from pool_shapes import Unrecognised
    with pytest.raises(Unrecognised):  # an ability has no power of its own (305.2a)
        encode(["If your hero would deal or be dealt damage, that much +X is dealt instead, where X is the number of "
                "rage counters on NAME."])


@pytest.mark.parametrize("sentence", [
    # X counted on other cards, or of something else
    "If your hero would deal or be dealt damage, that much +X is dealt instead, where X is the number of rage counters "
    "on target ally.",
    "If your hero would deal or be dealt damage, that much +X is dealt instead, where X is the number of allies you "
    "control.",
    # a third party's damage
    "If an opposing hero would deal or be dealt damage, that much +X is dealt instead, where X is the number of rage "
    "counters on NAME.",
])
def test_both_ways_near_misses_are_refused(sentence):
    refused(sentence)


# -- the allies of the host's party --------------------------------------------------------------------------------

@pytest.mark.parametrize("comma", [",", ""])
def test_packets_to_the_allies_of_the_hosts_party(comma):  # a data set lost the comma
    entry = encode(["Attach to target hero.", "Ongoing: Attached hero has -1 ATK. If an ally in attached hero's party "
                    f"would be dealt damage{comma} it is dealt that much +2 instead."], tags=["Ongoing"])
    assert entry["powers"][-1]["replacement"] == {
        "when": {"event": "damage", "destination": {"kind": "ally", "in_host_party": True}}, "instead": {"add": 2}}


@pytest.mark.parametrize("sentence", [
    # heroes and allies of that party, or its allies dealing the damage: not this form
    "Ongoing: If a hero or ally in attached hero's party would be dealt damage, it is dealt that much +2 instead.",
    "Ongoing: If an ally in attached hero's party would deal damage, it deals that much +2 instead.",
    # less, not more
    "Ongoing: If an ally in attached hero's party would be dealt damage, it is dealt that much -2 instead.",
])
def test_host_party_near_misses_are_refused(sentence):
    refused(sentence)
