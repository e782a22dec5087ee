"""Attachments named in an effect (tools/shapes/attached.py): '… for each ability named NAME attached to it' counts
the attachments on the sentence's one target (on an attachment's host: Living Pyre), 'target attachment' is any card
attached to another (400.1). Near misses refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import refused  # noqa: E402


def test_a_count_of_the_abilities_on_the_target():
    got = pool_shapes.piece("Your hero deals 1 fire damage to target hero or ally for each ability attached to it.")
    assert got.parts["target"] == {"kind": "character"}
    assert got.parts["effects"][0]("first")["deal_damage"] == {"count": {"kind": "ability", "attached_to": {"target": "first"}}}


def test_on_an_attachment_the_count_is_of_its_hosts_attachments_of_its_name():
    got = pool_shapes.piece("Ongoing: At the start of your turn, your hero deals 1 fire damage to attached character for "
                            "each ability named NAME attached to it.")
    power = got.parts["ongoing_power"]["triggered"]
    assert power["effects"] == [{"deal_damage": {"count": {"kind": "ability", "named": "NAME", "attached_to": {"host": True}}},
                                 "damage_type": "fire", "source": {"kind": "hero", "controller": "you"}, "to": {"host": True}}]


def test_target_attachment_is_any_card_attached_to_another():
    got = pool_shapes.piece("Destroy target attachment.")
    assert got.parts["target"] == {"kind": "card", "fits": {"attached_to": {"kind": "card"}}}
    assert got.parts["effects"][0]("first") == {"destroy": {"target": "first"}}


@pytest.mark.parametrize("sentence", [
    "Your hero deals 1 fire damage to target ally for each ally attached to it.",  # an ally is no attachment here
    "Your hero deals 1 fire damage to target ally for each ability attached to your hero.",
    "Your hero deals 1 fire damage to target ally for each ability named NAME attached to your hero.",
    "Exhaust target attachment.",
    "Destroy target attachment you control.",
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)


def test_a_count_on_each_card_dealt_to():
    got = pool_shapes.piece("NAME deals 1 shadow damage to each opposing hero and ally for each ability you control "
                            "attached to that character.")
    assert got.parts["effects"][0](None)["deal_damage"] == {
        "count": {"kind": "ability", "controller": "you", "attached_to": {"recipient": True}}}
    got = pool_shapes.piece("NAME deals 3 shadow damage to each opposing hero for each Disease attached to that hero.")
    assert got.parts["effects"][0](None)["deal_damage"] == {
        "count": {"kind": "ability", "tag": "Disease", "attached_to": {"recipient": True}}, "times": 3}


@pytest.mark.parametrize("sentence", [
    "NAME deals 3 shadow damage to each opposing hero for each Disease attached to that ally.",  # another kind
    "Draw a card for each ability attached to that character.",
    "NAME deals 1 shadow damage to each opposing ally for each inferno counter attached to that ally.",
])
def test_a_count_on_each_near_miss_is_refused(sentence):
    refused(sentence)


def test_the_host_destroyed_or_removed_by_its_attachments_power():
    got = pool_shapes.piece("Ongoing: At the start of your turn, destroy attached ally.")
    assert got.parts["ongoing_power"]["triggered"]["effects"] == [{"destroy": {"host": True, "kind": "ally"}}]
    got = pool_shapes.piece("Ongoing: At the start of your turn, remove attached card from the game.")
    assert got.parts["ongoing_power"]["triggered"]["effects"] == [{"remove_from_game": {"host": True}}]


def test_the_host_and_all_other_opposing_allies_at_once():
    got = pool_shapes.piece("Ongoing: At the start of your turn, remove attached ally and all other opposing allies from "
                            "the game.")
    assert got.parts["ongoing_power"]["triggered"]["effects"] == [{"remove_from_game": {"any": [
        {"host": True, "kind": "ally"}, {"kind": "ally", "controller": "opposing"}]}}]


@pytest.mark.parametrize("sentence", [
    "Remove target ally and all other opposing allies.",  # removed to where?
    "Destroy target ally and all other opposing allies from the game.",
    "Exhaust target ally and all other opposing allies.",
])
def test_and_all_other_near_miss_is_refused(sentence):
    refused(sentence)
