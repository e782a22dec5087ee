"""A card another player picks as the link resolves, and where it goes (tools/shapes/their_pick.py): 'Target opponent
puts an ally he controls into his owner's hand', '… removes a card in his hand from the game', '… puts a card from his
hand into his resource row face down and exhausted', 'Look at target player's hand and remove a card in it from the
game'; read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

FOE = {"id": "first", "kind": "player", "controller": "opponent"}


def test_an_ally_he_picks_goes_back_to_its_owners_hand():
    for sentence in ("Target opponent puts an ally he controls into his owner's hand.",
                     "Target opponent chooses an ally he controls and puts it into its owner's hand."):
        entry = encode([sentence])
        assert entry["targets"] == [FOE]
        assert entry["effects"] == [
            {"choose_card": {"kind": "ally", "controller": "you"}, "by": {"target_player": "first"}, "as": "picked"},
            {"return_to_hand": {"chosen": "picked"}}]


def test_one_card_of_each_kind_named_goes_back_at_once():
    entry = encode(["Target opponent puts an ability, ally, and equipment he controls into their owner's hands."])
    assert [e.get("choose_card") for e in entry["effects"][:3]] == [
        {"kind": k, "controller": "you"} for k in ("ability", "ally", "equipment")]
    assert entry["effects"][3] == {"return_to_hand": {"any": [{"chosen": "picked"}, {"chosen": "picked-2"},
                                                              {"chosen": "picked-3"}]}}


def test_a_card_of_his_hand_is_removed_or_put_into_his_resource_row():
    removed = encode(["Target opponent removes a card in his hand from the game."])["effects"]
    assert removed == [{"choose_card": {"zone": "hand", "owner": "you"}, "by": {"target_player": "first"}, "as": "picked"},
                       {"remove_from_game": {"chosen": "picked", "zone": "hand"}}]
    row = encode(["Target player puts a card from his hand into his resource row face down and exhausted."])
    assert row["targets"] == [{"id": "first", "kind": "player"}]
    assert row["effects"][1] == {"put_into_resource_row": {"chosen": "picked", "zone": "hand"}, "exhausted": True}


def test_a_hand_looked_at_and_a_card_of_it_removed():
    entry = encode(["Look at target player's hand and remove a card in it from the game."])
    assert entry["effects"] == [{"look_at_hand": {"target_player": "first"}, "then": "remove"}]


@pytest.mark.parametrize("sentence", [
    "Target opponent puts three allies from his party on top of their owner's decks.",  # three, not one
    "Target opponent puts an ally, ally, and equipment he controls into their owner's hands.",  # a kind twice
    "Target opponent puts an ally and equipment he controls into his owner's hand.",  # two cards, one hand
    "Target opponent puts an exhausted ally he controls into his owner's hand.",  # described further
    "Target opponent chooses an ally he controls.",  # the next sentence's 'that ally' is not read here
    "Target opponent removes two cards in his hand from the game.",
    "Look at target player's hand and discard a card in it.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_an_ally_from_his_party_is_one_he_controls():
    entry = encode(["Target player puts an ally from his party into its owner's hand."])
    assert entry["targets"] == [{"id": "first", "kind": "player"}]
    assert entry["effects"][0]["choose_card"] == {"kind": "ally", "controller": "you"}
    refused("Target player puts an ability from his party into its owner's hand.")  # no ability is in a party


def test_each_player_puts_an_ally_of_his_into_its_owners_hand():
    [effect] = encode(["Each player puts an [Alliance] ally he controls into its owner's hand."])["effects"]
    assert effect == {"return_one": {"kind": "ally", "faction": "Alliance"}, "player": "each"}
    [effect] = encode(["Each opponent puts an ally from his party into its owner's hand."])["effects"]
    assert effect == {"return_one": {"kind": "ally"}, "player": "each-opponent"}
    refused("Each player puts an exhausted ally he controls into its owner's hand.")  # described further
    refused("Each player puts three allies from his party into their owner's hands.")  # three, not one


def test_tokens_another_player_puts_into_play_are_his():
    entry = encode(["Target opponent puts a Boar ally token with 1 ATK and 1 health into play."])
    assert entry["targets"] == [{"id": "first", "kind": "player", "controller": "opponent"}]
    assert entry["effects"] == [{"put_token": "Boar", "atk": 1, "health": 1, "traits": ["Boar"],
                                 "player": {"target_player": "first"}}]
    [made] = encode(["Each opponent puts a Chicken ally token with 0 ATK / 1 health into play."])["effects"]
    assert made["player"] == "each-opponent"
    refused("Each opponent puts a Chicken into play.")  # no token sentence
    refused("Each player puts a Chicken ally token with 0 ATK / 1 health into play.")  # each player: not read


def test_all_ally_tokens_destroyed():
    assert encode(["Destroy all ally tokens."])["effects"] == [{"destroy": {"kind": "ally", "token": True}}]
    refused("Destroy all opposing ally tokens.")
