"""The top card of a target player's deck seen, and you may remove it from the game (tools/shapes/top_removed.py,
enc-reward6); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_the_revealed_top_card_of_target_players_deck_may_be_removed():
    entry = encode(["Reveal the top card of target player's deck. You may remove that card from the game."])
    assert entry["targets"] == [{"id": "first", "kind": "player"}]
    assert entry["effects"] == [{"reveal_top": 1, "player": {"target_player": "first"},
                                 "then": [{"to": "removed", "up_to": True}]}]


def test_a_reward_looks_at_an_opponents_top_card_and_may_remove_it():
    entry = encode(["Pay 1 to complete this quest.", "Reward: Look at the top card of target opponent's deck. You may "
                    "remove that card from the game or leave it on top."], kind="quest")
    reward = entry["powers"][0]["reward"]
    assert reward["targets"] == [{"id": "first", "kind": "player", "controller": "opponent"}]
    assert reward["effects"] == [{"look_at_top": 1, "player": {"target_player": "first"},
                                  "then": [{"to": "removed", "up_to": True}]}]


@pytest.mark.parametrize("sentence", [
    "Reveal the top card of target opponent's deck. You may remove that card from the game or leave it on top.",
    "Reveal the top two cards of target player's deck. You may remove that card from the game.",  # one card only
    "Reveal the top card of your deck. You may remove that card from the game.",  # your own deck: not read
    "Reveal the top card of target player's deck. Remove that card from the game.",  # no choice: not this shape
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
