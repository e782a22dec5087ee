"""enc-misc2: a card of a target player's hand, chosen by you and discarded or removed, told in two sentences
(tools/shapes/look_discard.py): 'Look at target player's hand and choose … . He discards that card.' read as one
effect, the card chosen described by kinds and a cost bound; made-up sentences in the cards' manner, and near misses."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

PLAYER = {"id": "first", "kind": "player"}
FOE = {**PLAYER, "controller": "opponent"}


def test_two_sentences_read_as_one_discard():
    entry = encode(["Look at target opponent's hand and choose an armor card. That opponent discards that card."])
    assert entry["targets"] == [FOE]
    assert entry["effects"] == [{"look_at_hand": {"target_player": "first"}, "then": "discard", "fits": {"kind": "armor"}}]


def test_kinds_and_a_cost_bound_describe_the_card():
    entry = encode(["Look at target player's hand and choose an ability or ally card with cost 2 or less. "
                    "He discards that card."])
    assert entry["targets"] == [PLAYER]
    assert entry["effects"][0]["fits"] == {"kinds": ["ability", "ally"], "cost_at_most": 2}


def test_any_card_and_removed_from_the_game():
    entry = encode(["Look at target opponent's hand and choose a card. Remove that card from the game."])
    assert entry["effects"] == [{"look_at_hand": {"target_player": "first"}, "then": "remove"}]
    quest = encode(["Look at target player's hand and choose a quest or location. That player discards that card."])
    assert quest["effects"][0]["fits"] == {"kinds": ["quest", "location"]}


def test_in_a_triggered_power():
    entry = encode(["When NAME enters play, look at target player's hand and choose a weapon card. "
                    "He discards that card."], kind="ally")
    [power] = entry["powers"]
    assert power["triggered"]["targets"] == [PLAYER]
    assert power["triggered"]["effects"] == [
        {"look_at_hand": {"target_player": "first"}, "then": "discard", "fits": {"kind": "weapon"}}]


@pytest.mark.parametrize("sentence", [
    "Look at target player's hand and choose an ally card.",  # alone: nothing names the card chosen
    "He discards that card.",  # alone: no card was chosen
    "Look at target player's hand and choose a card. That opponent discards that card.",  # another player
    "Look at target opponent's hand and choose a card of that kind. He discards that card.",  # a kind chosen before
    "Look at target opponent's hand and choose an ally with Ferocity. He discards that card.",  # described further
    "Look at target opponent's hand and choose two cards. He discards that card.",  # two
    "Look at target opponent's hand and choose a card. He discards it and draws a card.",  # more
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
