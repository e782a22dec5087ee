"""A destroyed card of your side that may deal or heal as it last was (tools/shapes/gone_may.py, enc-destroyed2):
read exactly, its effects optional for the link's controller (708.3), or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def power_of(sentence: str, kind: str = "ally") -> dict:
    (power,) = encode([sentence], kind)["powers"]
    return power["triggered"]


def test_a_friendly_priest_may_deal_as_it_last_was():
    power = power_of("When a friendly Priest is destroyed, it may deal 2 unpreventable shadow damage to target ally.")
    assert power["when"] == {"event": "destroyed", "subject": {"kind": "character", "controller": "friendly",
                                                               "trait": "Priest"}}
    assert power["targets"] == [{"id": "first", "kind": "ally"}]
    assert power["effects"] == [{"may": [{"deal_damage": 2, "damage_type": "shadow", "source": {"event": "subject"},
                                          "to": {"target": "first"}, "unpreventable": True}]}]


def test_an_ally_you_control_may_heal_your_hero():
    power = power_of("When an ally you control is destroyed, it may heal 2 damage from your hero.")
    assert power["when"] == {"event": "destroyed", "subject": {"kind": "ally", "controller": "you"}}
    assert power["effects"] == [{"may": [{"heal": 2, "source": {"event": "subject"},
                                          "from": {"kind": "hero", "controller": "you"}}]}]


def test_on_an_ongoing_ability_the_power_works_in_play():
    entry = encode(["Ongoing: When a friendly Druid is destroyed, it may deal 1 nature damage to target hero."])
    (power,) = entry["powers"]
    assert power["triggered"]["effects"][0]["may"][0]["source"] == {"event": "subject"}


@pytest.mark.parametrize("sentence", [
    "When an opposing ally is destroyed, it may deal 2 fire damage to target hero or ally.",  # whose choice?
    "When an ally is destroyed, it may deal 2 fire damage to target hero or ally.",  # either side's
    "When a friendly ally is destroyed, it may draw a card.",  # not a packet of its own
    "When a friendly ally enters play, it may deal 2 fire damage to target hero or ally.",  # not destroyed
    "When a friendly ally is destroyed, it may may deal 2 fire damage to target hero or ally.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
