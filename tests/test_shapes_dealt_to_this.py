"""A packet dealt to the card itself or to its host by another card (tools/shapes/dealt_to_this.py): 'When an opposing
hero or ally deals damage to NAME', '… to attached character' (408.1, 400.4); the card as its own source refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes import dealt_to_this  # noqa: E402


def test_a_packet_from_an_opposing_character_to_the_card_itself():
    got = pool_shapes.piece("When an opposing hero or ally deals damage to NAME, ready up to that many of your resources.")
    assert got.parts["powers"][0]["triggered"]["when"] == {
        "event": "damage", "source": {"kind": "character", "controller": "opposing"}, "destination": {"this": True}}
    assert got.parts["powers"][0]["triggered"]["effects"] == [{"ready_resources": "that-much", "up_to": True}]


def test_an_attackers_combat_damage_to_the_card_itself():
    got = pool_shapes.piece("When an attacker deals combat damage to NAME, draw a card.")
    assert got.parts["powers"][0]["triggered"]["when"] == {
        "event": "damage", "source": {"kind": "character", "attacking": True}, "combat": True, "destination": {"this": True}}


def test_a_packet_to_the_host_is_the_attachments_power():
    got = pool_shapes.piece("Ongoing: When a friendly hero or ally deals combat damage to attached character, draw a card.")
    assert got.shape == "ongoing: a triggered power on an event of the attached card"
    assert got.parts["ongoing_power"]["triggered"]["when"]["destination"] == {"host": True}


def test_an_allys_personal_name_as_the_destination_reads_as_name():
    said = "When an opposing hero or ally deals damage to Lyss, ready up to that many of your resources."
    assert dealt_to_this.short_named("Lyss", said).startswith("When an opposing hero or ally deals damage to NAME, ")
    assert dealt_to_this.short_named("Lyss", "Lyss deals damage to Lyss, draw a card.") == \
        "Lyss deals damage to Lyss, draw a card."  # not a trigger


@pytest.mark.parametrize("sentence", [
    "When NAME deals damage to NAME, draw a card.",  # the card to itself
    "When an opposing hero or ally deals damage to NAME or your hero, draw a card.",
    "When an opposing hero or ally deals damage to Lyss, draw a card.",  # another card's name, unread
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
