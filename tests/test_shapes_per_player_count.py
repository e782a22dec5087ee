"""enc-r2d: 'Each opponent puts a card from the top of his deck into his graveyard for each … he controls.'
(tools/shapes/per_player_count.py): ``move_top`` with a count read from each deck's player's point of view
(``counted_by: mover``, 709.2d), for each opponent or each player (802.1); and '… to each … if its controller has
no cards in his hand.' (``controller_hand_at_most: 0`` on the group, 415.4a); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_each_opponent_counts_his_own_allies_as_your_turn_starts():
    entry = encode(["Ongoing: At the start of your turn, each opponent puts a card from the top of his deck into his "
                    "graveyard for each ally he controls."], kind="ability", cost=2)
    [effect] = entry["powers"][0]["triggered"]["effects"]
    assert effect == {"move_top": {"count": {"kind": "ally", "controller": "you"}}, "to": "graveyard",
                      "player": "each-opponent", "counted_by": "mover"}


def test_each_player_two_cards_for_each_of_his_orcs():
    [effect] = encode(["Each player puts two cards from the top of his deck into his graveyard for each Orc he "
                       "controls."])["effects"]
    assert effect == {"move_top": {"count": {"kind": "character", "controller": "you", "trait": "Orc"}, "times": 2},
                      "to": "graveyard", "player": "each", "counted_by": "mover"}


def test_a_list_of_kinds_he_controls():
    [effect] = encode(["Each opponent puts a card from the top of his deck into his graveyard for each ability, "
                       "ally, and equipment he controls."])["effects"]
    assert effect["move_top"] == {"count": {"kinds": ["ability", "ally", "equipment"], "controller": "you"}}


@pytest.mark.parametrize("sentence", [
    "Each opponent puts a card from the top of his deck into his graveyard for each ally you control.",  # not his
    "Each opponent puts a card from the top of his deck into your graveyard for each ally he controls.",
    "Each opponent puts a card from the top of your deck into his graveyard for each ally he controls.",
    "Each opponent puts a card from the top of his deck into his hand for each ally he controls.",  # another zone
    "Each opponent puts a card from the top of his deck into his graveyard for each other ally he controls.",
    "Each opponent puts a card from the top of his deck into his graveyard for each ally in his graveyard.",
    "Target opponent puts a card from the top of his deck into his graveyard for each ally he controls.",
    "Each opponent puts a card from the top of his deck into his graveyard for each fury counter he controls.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_each_card_dealt_damage_only_if_its_own_controller_holds_no_card():
    entry = encode(["Ongoing: At the start of your turn, your hero deals 3 fire damage to each opposing ally if its "
                    "controller has no cards in his hand."], kind="ability", cost=3)
    [effect] = entry["powers"][0]["triggered"]["effects"]
    assert effect["to"] == {"kind": "ally", "controller": "opposing", "controller_hand_at_most": 0}
    assert effect["deal_damage"] == 3


def test_each_card_healed_only_if_its_own_controller_holds_no_card():
    [effect] = encode(["Your hero heals 1 damage from each friendly hero and ally if its controller has no cards in "
                       "his hand."])["effects"]
    assert effect["from"] == {"kind": "character", "controller": "friendly", "controller_hand_at_most": 0}


@pytest.mark.parametrize("sentence", [
    "Your hero deals 3 fire damage to each opposing ally if its controller has no cards in your hand.",
    "Your hero deals 3 fire damage to each opposing ally if its controller has one card in his hand.",
    "Your hero deals 3 fire damage to target ally if its controller has no cards in his hand.",  # no group
    "Destroy each opposing ally if its controller has no cards in his hand.",  # no damage, no heal
    "Your hero deals 3 fire damage to each opposing ally if you have no cards in your hand.",  # yours, not its
])
def test_hand_near_misses_are_refused(sentence):
    refused(sentence)


def test_the_player_with_fewest_cards_in_hand_draws_two():
    entry = encode(["At the start of your turn, if a player has fewer cards in hand than each other player, he draws "
                    "two cards."], kind="item")
    [power] = entry["powers"]
    assert power["triggered"]["if"] == {"fewest_in_hand": True}
    assert power["triggered"]["effects"] == [{"draw": 2, "player": "fewest-in-hand"}]


@pytest.mark.parametrize("sentence", [
    "At the start of your turn, if a player has more cards in hand than each other player, he draws a card.",
    "At the start of your turn, if a player has fewer cards in hand than each other player, you draw a card.",
    "At the start of your turn, if a player has fewer cards in hand than each other player, he discards a card.",
    "At the start of your turn, if a player has fewer cards in hand than an opponent, he draws a card.",
])
def test_fewest_near_misses_are_refused(sentence):
    refused(sentence)
