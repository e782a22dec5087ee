"""enc-turn7: an amount counted for each card dealt damage, among its controller's cards
(tools/shapes/its_controller_has.py, the selector's recipient_player): read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused

START = "At the start of your turn, "


def effect(text: list[str], kind: str = "item") -> dict:
    return encode(text, kind)["powers"][0]["triggered"]["effects"][0]


def test_for_each_card_its_controller_controls():  # Permafrost
    made = effect([f"Ongoing: {START}your hero deals 1 frost damage to each opposing hero for each ready non-hero card "
                   "that its controller controls."], "ability")
    assert made["deal_damage"] == {"count": {"kind": "card", "not": {"kind": "hero"}, "exhausted": False,
                                             "recipient_player": True}}
    assert made["to"] == {"kind": "hero", "controller": "opposing"}


def test_for_each_face_up_resource_its_controller_has():  # Cobrascale Hood
    made = effect([f"{START}your hero deals 2 nature damage to each opposing hero for each face-up resource its "
                   "controller has."])
    assert made["deal_damage"]["times"] == 2 and made["deal_damage"]["count"]["recipient_player"] is True


def test_equal_to_the_cards_in_its_controllers_hand():  # Titan-forged Rune of Cruelty
    made = effect([f"{START}each hero deals melee damage to itself equal to the number of cards in its controller's "
                   "hand."])
    assert made == {"deal_damage": {"count": {"zone": "hand", "recipient_player": True}}, "damage_type": "melee",
                    "source": {"recipient": True}, "to": {"kind": "hero"}}


@pytest.mark.parametrize("sentence", [
    "Draw cards equal to the number of cards in its controller's hand.",                 # no packet, no recipient
    "Draw a card for each ally its controller controls.",
    "Your hero deals 1 frost damage to each opposing hero for each ally you control that its controller controls.",
    "Your hero deals 1 frost damage to each opposing hero for each ally in your graveyard its controller has.",
])
def test_no_packet_or_another_owner_is_refused(sentence):
    refused(sentence)


def test_a_trigger_before_it_is_read_by_the_trigger_first():
    made = pool_shapes.piece(f"{START}your hero deals 1 frost damage to each opposing hero for each ally its "
                             "controller controls.")
    assert made.shape == "a triggered power: a trigger and an effect"
