"""A kind or a standard race chosen as the effect resolves, and the top cards of your deck taken by it
(tools/shapes/chosen_value.py, enc-reward6); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_a_reward_chooses_a_kind_then_takes_a_revealed_card_of_it():
    entry = encode(["Pay 3 to complete this quest.", "Reward: Choose ability, ally, equipment, or quest. Reveal the top "
                    "four cards of your deck. Put a revealed card of that kind into your hand and the rest on the "
                    "bottom of your deck."], kind="quest")
    assert entry["powers"][0]["reward"]["effects"] == [
        {"choose_value": "kind", "among": ["ability", "ally", "equipment", "quest"]},
        {"reveal_top": 4, "then": [{"to": "hand", "fits": {"chosen_value": "kind"}}], "rest": "bottom"}]


def test_a_standard_race_named_then_an_ally_of_it_taken():
    entry = encode(["Pay 1 to complete this quest.", "Reward: Name a standard race, then reveal the top four cards of "
                    "your deck. Put a revealed ally card of that race into hand and the rest on the bottom of your "
                    "deck."], kind="quest")
    assert entry["powers"][0]["reward"]["effects"] == [
        {"choose_value": "race"},
        {"reveal_top": 4, "then": [{"to": "hand", "fits": {"kind": "ally", "chosen_value": "race"}}], "rest": "bottom"}]


def test_the_top_card_taken_only_if_it_has_the_chosen_type():
    entry = encode(["1, [Exhaust] -> Choose ability, ally, or equipment, then reveal the top card of your deck. If it "
                    "has the chosen type, put it into your hand."], kind="item")
    assert entry["powers"][0]["payment"]["effects"] == [
        {"choose_value": "kind", "among": ["ability", "ally", "equipment"]},
        {"reveal_top": 1, "then": [{"to": "hand", "fits": {"chosen_value": "kind"}}]}]


@pytest.mark.parametrize("sentence", [
    "Choose ability, ally, or equipment.",  # a choice alone: nothing reads it
    "Choose ally, ally, or equipment. Reveal the top four cards of your deck. Put a revealed card of that kind into "
    "your hand and the rest on the bottom of your deck.",  # a kind twice
    "Name a race, then reveal the top four cards of your deck. Put a revealed ally card of that race into hand and the "
    "rest on the bottom of your deck.",  # any race: which races count is not given
    "Name a standard race, then reveal the top four cards of your deck. Put a revealed card of that kind into your "
    "hand and the rest on the bottom of your deck.",  # 'that kind' after a race
    "Reveal the top four cards of your deck. Put a revealed card of that kind into your hand and the rest on the "
    "bottom of your deck.",  # no choice in it
    "Choose ability or ally, then reveal the top card of your deck. Put a revealed card of that kind into your hand "
    "and the rest on the bottom of your deck.",  # 'the rest' of one card
    "Choose ability or ally. Reveal the top four cards of your deck. Put a revealed ally card of that kind into your "
    "hand and the rest on the bottom of your deck.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
