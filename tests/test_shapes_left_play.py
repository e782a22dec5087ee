"""A card that has left play named by a triggered effect, read by its last known information (709.2d,
tools/shapes/left_play.py): the destroyed card as the source of the effect's packets, and an attachment's last host
after the attachment itself is destroyed."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402

HEAL_2 = {"heal": 2, "source": {"event": "subject"}, "from": {"kind": "hero", "controller": "you"}}


def power(sentence: str) -> dict:
    found = pool_shapes.piece(sentence)
    powers = found.parts.get("powers") or [found.parts["ongoing_power"]]
    return powers[0]["triggered"]


def test_a_destroyed_token_heals_as_it_last_was():  # Blood Parasite
    fired = power("When a token ally you control is destroyed, it heals 2 damage from your hero.")
    assert fired["when"] == {"event": "destroyed", "subject": {"kind": "ally", "controller": "you", "token": True}}
    assert fired["effects"] == [HEAL_2]


def test_a_destroyed_host_heals_as_it_last_was():  # Blessing of the Righteous
    fired = power("When attached ally is destroyed, it heals 6 damage from your hero.")
    assert fired["when"]["subject"] == {"host": True, "kind": "ally"}
    assert fired["effects"] == [{**HEAL_2, "heal": 6}]


def test_a_card_that_left_play_deals_damage_as_it_last_was():
    fired = power("When an ally you control leaves play, it deals 1 fire damage to each opposing hero.")
    assert fired["effects"][0]["source"] == {"event": "subject"}


@pytest.mark.parametrize("sentence", [
    "When an opposing Paladin is destroyed, it may deal 3 holy damage to target hero or ally.",  # whose choice?
    # (enc-destroyed2: a friendly one's 'may' is the power's controller's: tests/test_shapes_gone_may.py)
    "When an ally you control is destroyed, it has +2 ATK this turn.",  # a card out of play has no ATK to change
    "When an opposing ally is destroyed, it deals 1 fire damage to target hero.",  # an opponent's card, for you
])
def test_a_destroyed_card_that_chooses_or_changes_is_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


def test_an_attachment_destroyed_deals_damage_to_its_last_host():  # Unstable Affliction
    found = pool_shapes.piece("When NAME is destroyed, your hero deals 4 shadow damage to attached character.")
    fired = found.parts["ongoing_power"]["triggered"]
    assert fired["when"] == {"event": "destroyed", "subject": {"this": True}}
    assert fired["effects"][0]["to"] == {"host": True}


def test_a_host_destroyed_is_no_character_to_deal_damage_to():
    with pytest.raises(Unrecognised):
        pool_shapes.piece("When attached ally is destroyed, your hero deals 4 shadow damage to attached character.")
