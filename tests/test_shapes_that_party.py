"""enc-deal4 (tools/shapes/that_party.py): '… each other hero and ally in that ally's party' after a trigger on damage
dealt: the party of the event's destination (415.8b), 'other' leaving that card out; read exactly or refused."""
from __future__ import annotations

from shape_cards import encode, refused


def test_each_other_hero_and_ally_in_that_allys_party():
    entry = encode(["Ongoing: When your hero deals combat damage with a Melee weapon to an ally, it also deals that "
                    "much melee damage to each other hero and ally in that ally's party."])
    [power] = [p["triggered"] for p in entry["powers"]]
    assert power["effects"] == [{"deal_damage": "that-much", "damage_type": "melee",
                                 "source": {"kind": "hero", "controller": "you"},
                                 "to": {"kind": "character", "controller_of": "event:destination",
                                        "not": {"event": "destination"}}}]


def test_each_ally_in_that_characters_party_keeps_the_card_itself():
    entry = encode(["When Stand-in deals combat damage to a hero or ally, he deals 1 melee damage to each ally in "
                    "that character's party."], kind="ally")
    [power] = [p["triggered"] for p in entry["powers"] if "triggered" in p]
    assert power["effects"][0]["to"] == {"kind": "ally", "controller_of": "event:destination"}


def test_that_party_of_a_card_the_trigger_does_not_name_is_refused():
    refused("When NAME deals combat damage to an ally, NAME deals 1 melee damage to each hero and ally in that hero's "
            "party.")
    refused("When NAME deals combat damage to a hero or ally, NAME deals 1 melee damage to each hero and ally in that "
            "ally's party.")
    refused("When NAME attacks, NAME deals 1 melee damage to each hero and ally in that ally's party.")
