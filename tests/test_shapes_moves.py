"""Cards moved between zones, most of them quests' rewards (tools/shapes/moves.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402


def effects(sentence: str) -> list:
    return [make("first") for make in pool_shapes.piece(sentence).parts["effects"]]


def test_a_random_card_of_your_graveyard_into_your_hand():
    """Levixus the Soul Caller: picked at random among the cards there (706.5), then into the hand (415.9e)."""
    assert effects("Put a random card from your graveyard into your hand.") == [
        {"choose_card": {"zone": "graveyard", "owner": "you"}, "random": True, "as": "picked"},
        {"put_into_hand": {"chosen": "picked", "zone": "graveyard"}}]


def test_a_card_of_your_choice_on_top_of_your_deck_and_an_ally_into_play():
    """Deep Sea Salvage, Finkle Einhorn: chosen as the link resolves (709.2b), no target (706.1)."""
    assert effects("Put a card from your graveyard on top of your deck.") == [
        {"choose_card": {"zone": "graveyard", "owner": "you"}, "as": "picked"},
        {"put_on_deck": {"chosen": "picked", "zone": "graveyard"}, "where": "top"}]
    assert effects("Put an ally card with cost 2 or less from your graveyard into play.") == [
        {"choose_card": {"zone": "graveyard", "owner": "you", "kind": "ally", "cost_at_most": 2}, "as": "picked"},
        {"put_into_play": {"chosen": "picked", "zone": "graveyard"}}]


def test_a_card_of_your_choice_into_your_hand_is_left_to_the_enter_family():
    assert pool_shapes.piece("Put an ally card from your graveyard into your hand.").shape != \
        pool_shapes.piece("Put a random card from your graveyard into your hand.").shape


def test_draw_then_discard_at_random():
    """The Founding of Durotar: the draws, then one card of the hand as it then is, picked at random (415.9d)."""
    assert effects("Draw two cards, then discard a card at random.") == [
        {"draw": 2}, {"choose_card": {"zone": "hand", "owner": "you"}, "random": True, "as": "discarded"},
        {"discard_card": {"chosen": "discarded", "zone": "hand"}}]


def test_a_group_removed_from_the_game():
    assert effects("Remove all allies from the game.") == [{"remove_from_game": {"kind": "ally"}}]


def test_the_top_cards_of_a_target_opponents_deck():
    found = pool_shapes.piece("Look at the top three cards of target opponent's deck. Put one on top of his deck and the "
                              "rest on the bottom.")
    assert found.parts["target"] == {"kind": "player", "controller": "opponent"}
    assert [make("first") for make in found.parts["effects"]] == [
        {"look_at_top": 3, "then": [{"to": "top"}], "rest": "bottom", "player": {"target_player": "first"}}]


def test_the_card_itself_into_your_resource_row():
    assert effects("Put this card into your resource row face down and exhausted.") == [
        {"put_into_resource_row": {"this": True}, "exhausted": True}]


def test_a_target_in_a_graveyard_into_its_owners_resource_row():
    found = pool_shapes.piece("Put target ally from a graveyard into its owner's resource row face down and exhausted.")
    assert found.parts["target"] == {"kind": "ally", "zone": "graveyard"}
    assert [make("first") for make in found.parts["effects"]] == [
        {"put_into_resource_row": {"target": "first", "zone": "graveyard"}, "exhausted": True}]


@pytest.mark.parametrize("sentence, any_of, minimum", [
    ("You pay 2 less to play Priests and Paladins, to a minimum of 1.", [{"trait": "Priest"}, {"trait": "Paladin"}], 1),
    ("You pay 1 less to play Auras, Blessings, and Seals.", [{"tag": "Aura"}, {"tag": "Blessing"}, {"tag": "Seal"}], None),
])
def test_a_cost_change_for_several_classes_or_tags(sentence, any_of, minimum):
    stat = pool_shapes.piece(sentence).parts["powers"][0]["continuous"]
    assert stat["affects"] == {"controller": "you", "any": any_of} and stat.get("minimum") == minimum


def test_an_ally_of_your_hand_into_play_and_a_card_of_it_back_on_your_deck():
    """Seraph the Exalted: if its cost is no more than your resources (403.5a); Spark of Brilliance: after the draws."""
    assert effects("Put an ally card from your hand into play if its cost is less than or equal to the number of "
                   "resources you have.") == [
        {"choose_card": {"zone": "hand", "owner": "you", "kind": "ally"}, "as": "picked"},
        {"put_into_play": {"chosen": "picked", "zone": "hand"}, "max_cost": "your-resources"}]
    assert effects("Draw two cards, then put a card from your hand on top of your deck.") == [
        {"draw": 2}, {"choose_card": {"zone": "hand", "owner": "you"}, "as": "picked"},
        {"put_on_deck": {"chosen": "picked", "zone": "hand"}, "where": "top"}]


def test_your_hand_under_your_deck_then_that_many_draws_and_every_ally_back_into_play():
    assert effects("Put your hand on the bottom of your deck, then draw that many cards.") == [
        {"put_on_deck": {"zone": "hand", "owner": "you"}, "where": "bottom"}, {"draw": "that-many"}]
    assert effects("Put all allies from your graveyard into play.") == [
        {"put_into_play": {"kind": "ally", "zone": "graveyard", "owner": "you"}}]


def test_each_card_of_several_kinds_back_into_its_owners_hand():
    assert effects("Put each opposing ability and equipment into its owner's hand.") == [
        {"return_to_hand": {"kinds": ["ability", "equipment"], "controller": "opposing"}}]


@pytest.mark.parametrize("sentence", [
    "Put a card from your hand into your hand.",
    "Put a random card from your hand on top of your deck.",
    "Put an ally card from your graveyard on top of your deck if its cost is less than or equal to the number of "
    "resources you have.",
    "Put each opposing ability and ability into its owner's hand.",
    "Put a card from your graveyard into play.",  # any card: an ability enters no play so
    "Put an card from your graveyard on top of your deck.",
    "Draw two cards, then discard two cards at random.",
    "Remove all cards in raiding graveyards from the game.",
    "Remove all heroes from the game.",
    "Look at the top three cards of target opponent's deck. Put one on top of your deck and the rest on the bottom.",
    "Put target ally from your graveyard into its owner's resource row face down and exhausted.",
    "You pay 1 less to play Auras and Priests.",  # a tag and a class in one list
    "You pay 1 less to play Priests and Priests.",
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


# -- enc-reward3 --

def test_each_players_graveyard_shuffled_then_a_draw_and_an_opponents_graveyard_removed():
    assert effects("Each player shuffles his graveyard into his deck, and then draw a card.") == [
        {"shuffle_into_deck": {"zone": "graveyard"}}, {"draw": 1}]  # The Restless Dead: every graveyard (415.3b)
    assert effects("Shuffle your graveyard into your deck, then remove all cards in each opponent's graveyard from "
                   "the game.") == [{"shuffle_into_deck": {"zone": "graveyard", "owner": "you"}},
                                    {"remove_from_game": {"zone": "graveyard", "owner": "opponent"}}]  # Reoccupation


@pytest.mark.parametrize("sentence", [
    "Remove all cards in raiding graveyards from the game.",  # a raid's graveyards: not read
    # 'other' may mean other than those the first half readied: refused rather than guessed (Disco Inferno!)
    "Ready all exhausted heroes and allies in your party, then exhaust all other heroes and allies in your party.",
    "Each player shuffles his hand into his deck.",
])
def test_enc_reward3_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


def test_every_quest_turned_face_down():
    assert effects("Turn all quests face down.") == [{"turn_face_down": {"kind": "quest"}}]  # The Lexicon Demonica
    for near in ("Turn all quests face up.", "Turn all quests you control face down."):
        with pytest.raises(Unrecognised):
            pool_shapes.piece(near)


def test_a_hand_of_n_or_more_cards_as_a_condition():
    made = pool_shapes.piece("If you have three or more cards in your hand, discard two cards.")  # That's Abominable!
    assert effects("If you have three or more cards in your hand, discard two cards.") == [
        {"if": {"hand_at_least": 3}, "then": [{"discard": 2}]}]  # counted as it resolves (415.4)
    assert made.shape == "ability: a player discards"
    for near in ("If you have three or more cards in your graveyard's hand, discard two cards.",
                 "If you have three or fewer cards in your hand, discard two cards."):
        with pytest.raises(Unrecognised):
            pool_shapes.piece(near)
