"""enc-harness2: 'When NAME deals 1 or more damage, …' and '… is dealt [Nature] damage, …' read as triggers on damage
and "When NAME is dealt combat damage while defending, …"
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


def test_the_card_itself_dealt_damage_as_it_defends():  # Jumo'zin's other side, on an ally
    entry = encode(["When Stand-in is dealt combat damage while defending, it deals 1 nature damage to the source of "
                    "that damage."], kind="ally")
    assert entry["powers"][0]["triggered"]["when"] == {"event": "damage", "destination": {"this": True, "defending": True},
                                                       "combat": True}


@pytest.mark.parametrize("sentence", [
    "When an ally is dealt combat damage while defending, draw a card.",  # only the card itself, defending
    "When NAME deals combat damage while defending, draw a card.",
    "When NAME deals 1 or more damage to target ally, draw a card.",     # a trigger with a target: not one
    "When NAME deals 2 or more cards, draw a card.",                     # not damage
    "When an opposing ally is dealt [Horde] damage, draw a card.",      # a faction icon, no damage type
    "When an opposing ally is dealt [Nature] damage to it, draw a card.",
    "Your hero deals 1 or more damage, draw a card.",                   # no trigger
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_an_icon_after_an():  # Almia Moonwhisper's other side: 'an [Arcane] ally' (tools/shapes/conditions.py)
    entry = encode(["At the start of your turn, if you control an [Arcane] ally, you may draw a card."], kind="ally")
    assert entry["powers"][0]["triggered"]["if"] == {"exists": {"kind": "ally", "controller": "you", "damage_type": "arcane"}}


@pytest.mark.parametrize("sentence", [
    "At the start of your turn, if you control a [Arcane] ally, you may draw a card.",  # the article disagrees
    "At the start of your turn, if you control an [Fire] ally, you may draw a card.",
])
def test_an_icons_article_must_agree(sentence):
    refused(sentence)
