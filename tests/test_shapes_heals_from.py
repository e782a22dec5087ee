"""A heal packet named by its source and its destination (tools/shapes/heals_from.py): 'When your hero heals damage
from a friendly ally', 'When NAME heals damage from a hero or ally' (407.1, 408.1); an attachment's host healing
(400.4); a packet from a card to itself and 'another' as its source refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402


def power(sentence: str) -> dict:
    return pool_shapes.piece(sentence).parts["powers"][0]["triggered"]


def test_your_heros_heal_packet_from_a_friendly_ally():
    got = power("When your hero heals damage from a friendly ally, it also heals that much damage from itself.")
    assert got["when"] == {"event": "heal", "source": {"kind": "hero", "controller": "you"},
                           "destination": {"kind": "ally", "controller": "friendly"}}
    assert got["effects"] == [{"heal": "that-much", "source": {"kind": "hero", "controller": "you"},
                               "from": {"kind": "hero", "controller": "you"}}]


def test_the_cards_own_heal_packet_from_a_group():
    got = power("When NAME heals damage from an opposing ally, draw a card.")
    assert got["when"] == {"event": "heal", "source": {"this": True}, "destination": {"kind": "ally", "controller": "opposing"}}


def test_the_hosts_heal_packet_is_the_attachments_power():
    got = pool_shapes.piece("When attached ally heals damage, you may destroy target ability.")
    assert got.shape == "ongoing: a triggered power on an event of the attached card"
    assert got.parts["ongoing_power"]["triggered"]["when"] == {"event": "heal", "source": {"host": True, "kind": "ally"}}


@pytest.mark.parametrize("sentence", [
    "When your hero heals damage from your hero, draw a card.",  # one card twice
    "When NAME heals damage from NAME, draw a card.",
    "Ongoing: When another hero or ally heals damage from your hero, draw a card.",  # other than which card?
    "When NAME heals damage to a hero or ally, draw a card.",  # a heal is 'from' a card
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


# -- enc-deal6: grammar.SUFFIXES, an attachment on a friendly card --


def test_a_target_ability_attached_to_a_friendly_card():
    got = pool_shapes.piece("When your hero deals combat damage with a weapon, you may destroy target ability that's "
                            "attached to a friendly card.")
    target = got.parts["powers"][0]["triggered"]["targets"][0]
    assert target["kind"] == "ability" and target["fits"] == {"attached_to": {"kind": "card", "controller": "friendly"}}
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece("Destroy target ability that's attached to an opposing card.")
