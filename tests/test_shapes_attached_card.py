"""'Ongoing: Attached card can't be destroyed.' (tools/shapes/attached_card.py): a prohibition on the host of any
kind (103.2, 400.4), read only on an attachment that can't go on a hero; other words refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_the_host_of_an_equipment_attachment_cant_be_destroyed():
    entry = encode(["Attach to target ability or equipment.", "Ongoing: Attached card can't be destroyed."])
    assert entry["attach"] == "host" and entry["targets"] == [{"id": "host", "kind": ["ability", "equipment"]}]
    assert entry["powers"] == [{"prohibition": {"cannot": "be-destroyed", "affects": {"host": True}}}]


@pytest.mark.parametrize("attach", ["Attach to target hero or ally.", "Attach to target hero."])
def test_an_attachment_that_may_go_on_a_hero_is_refused(attach):  # a hero is not destroyed as a card is
    with pytest.raises(Exception, match="hero"):
        encode([attach, "Ongoing: Attached card can't be destroyed."])


@pytest.mark.parametrize("sentence", [
    "Attached card can't be destroyed.",  # no 'Ongoing:': no power of the ability in play (305.2a)
    "Ongoing: Attached card can't be destroyed this turn.",
    "Ongoing: Attached card can't be healed.",
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)


def test_the_host_loses_and_cant_have_keywords():  # Faerie Fire
    entry = encode(["Attach to target hero or ally.", "Ongoing: Attached character loses and can't have Stealth."])
    assert entry["powers"] == [{"continuous": {"affects": {"host": True}, "cant_have_keywords": ["Stealth"]}}]


@pytest.mark.parametrize("sentence", [
    "Ongoing: Attached ally loses and can't have powers.",  # no keyword: read elsewhere, or refused
    "Ongoing: Attached ally loses and can't have Stealth and Stealth.",
    "Ongoing: Attached ally loses and can't have Sparkles.",  # no keyword the engine knows
])
def test_a_near_miss_of_a_lost_keyword_is_refused(sentence):
    refused(sentence)


def test_the_host_is_also_of_a_race():  # The Footsteps of Illidan
    entry = encode(["Attach to target hero or ally.", "Ongoing: Attached character is also a Demon."])
    assert entry["powers"] == [{"continuous": {"affects": {"host": True}, "gain_traits": ["Demon"]}}]


@pytest.mark.parametrize("sentence", [
    "Ongoing: Attached ally is also a Gizmo.",  # no hero or ally of the pool has it: never guessed
    "Ongoing: Attached ally is also an Demon.",  # an article that doesn't fit: a lost word?
    "Ongoing: Attached ally is also a Demon this turn.",
])
def test_a_near_miss_of_a_trait_is_refused(sentence):
    refused(sentence)


def test_the_host_becomes_a_tagged_one_one():  # Polymorph: Pig
    entry = encode(["Attach to target opposing ally.", "Ongoing: Attached ally becomes 1 / 1 and is also a Pig."])
    assert entry["powers"] == [{"continuous": {"affects": {"host": True}, "becomes": {"atk": 1, "health": 1},
                                               "gain_traits": ["Pig"]}}]


@pytest.mark.parametrize("sentence", [
    "Ongoing: Attached ally becomes 1 / 1 and is also an Pig.",
    "Ongoing: Attached ally becomes 1 / 1, can't gain or lose ATK or health, and is also a Frog.",  # more than that
    "Ongoing: Attached hero becomes 1 / 1 and is also a Pig.",  # a hero's health is no ally's
])
def test_a_near_miss_of_becoming_is_refused(sentence):
    refused(sentence)
