"""enc-harness2: 'When NAME deals 1 or more damage, …' and '… is dealt [Nature] damage, …' read as triggers on damage
(tools/shapes/dealt_words.py): read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_a_packet_of_at_least_that_much_dealt_by_the_ally():  # Ayaka Winterhoof's other side, on an ally
    entry = encode(["When Stand-in deals 1 or more damage, it heals 1 damage from itself."], kind="ally", atk=2,
                   health=3)
    assert entry["powers"][0]["triggered"]["when"] == {"event": "damage", "source": {"this": True}, "amount_at_least": 1}
    assert entry["powers"][0]["triggered"]["effects"] == [{"heal": 1, "source": {"this": True}, "from": {"this": True}}]


def test_a_damage_type_icon_is_its_word():  # Malaxia Wizwhirl's other side, on an ally
    entry = encode(["When an opposing ally is dealt [Nature] damage, Stand-in may deal 1 nature damage to target hero."],
                   kind="ally")
    when = entry["powers"][0]["triggered"]["when"]
    assert when == {"event": "damage", "destination": {"kind": "ally", "controller": "opposing"}, "damage_type": "nature"}


@pytest.mark.parametrize("sentence", [
    "When NAME deals 1 or more damage to target ally, draw a card.",     # a trigger with a target: not one
    "When NAME deals 2 or more cards, draw a card.",                     # not damage
    "When an opposing ally is dealt [Horde] damage, draw a card.",      # a faction icon, no damage type
    "When an opposing ally is dealt [Nature] damage to it, draw a card.",
    "Your hero deals 1 or more damage, draw a card.",                   # no trigger
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
