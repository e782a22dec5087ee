"""'…, and then NAME heals that much damage from your hero.' after the card's own damage (tools/shapes/then_that_much.py):
the heal's amount the damage dealt this way (405.6), after the packets (709.2); and 'for each ally in that hero's
controller's graveyard' (tools/shapes/that_allys_graveyard.py, enc-turn11's kind word). Made-up sentences; near misses
refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

YOUR_HERO = {"kind": "hero", "controller": "you"}


def test_the_damage_then_that_much_healed():
    entry = encode(["At the end of your turn, NAME deals 2 fire damage to target ally, and then NAME heals that much "
                    "damage from your hero."], kind="ally")
    power = entry["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "ally"}]
    assert power["effects"] == [
        {"deal_damage": 2, "damage_type": "fire", "source": {"this": True}, "to": {"target": "first"}},
        {"heal": "dealt-this-way", "source": {"this": True}, "from": YOUR_HERO}]


def test_your_heros_damage_counted_in_a_graveyard_then_healed():
    entry = encode(["At the start of your turn, your hero deals 1 frost damage to target hero for each ally in that "
                    "hero's controller's graveyard, and then your hero heals that much damage from your hero."], kind="ally")
    first, heal = entry["powers"][0]["triggered"]["effects"]
    assert first["deal_damage"] == {"count": {"kind": "ally", "zone": "graveyard", "recipient_player": True}}
    assert heal == {"heal": "dealt-this-way", "source": YOUR_HERO, "from": YOUR_HERO}


def test_each_card_in_that_allys_graveyard_still_counts_every_card():
    entry = encode(["Your hero deals 1 shadow damage to target ally for each card in that ally's controller's graveyard."])
    assert entry["effects"][0]["deal_damage"]["count"]["kind"] == "card"


@pytest.mark.parametrize("sentence", [
    "NAME deals 2 fire damage to target ally, and then your hero heals that much damage from your hero.",  # two subjects
    "NAME deals 2 fire damage to target ally, and then NAME heals that much damage from target hero.",  # a second target
    "NAME draws a card, and then NAME heals that much damage from your hero.",  # no damage before it
    "Your hero deals 1 shadow damage to target ally for each equipment in that ally's controller's graveyard.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
