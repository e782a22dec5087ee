"""The top card of a deck revealed, and an effect only if it fits (tools/shapes/revealed_if.py, enc-reward6); read
exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

REVEALED = {"zone": "deck", "revealed_this_way": True}


def test_a_reward_reveals_and_buffs_a_target_only_if_an_ally_is_revealed():
    entry = encode(["Pay 2 to complete this quest.", "Reward: Reveal the top card of your deck. If it's an ally, target "
                    "ally you control has +2 ATK and Ferocity this turn."], kind="quest")
    reward = entry["powers"][0]["reward"]
    assert reward["targets"] == [{"id": "first", "kind": "ally", "controller": "you"}]
    assert reward["effects"][0] == {"reveal_top": 1}
    assert reward["effects"][1]["if"] == {"exists": {**REVEALED, "kind": "ally"}}
    assert reward["effects"][1]["then"][0]["create_continuous"]["affects"] == {"target": "first"}


def test_a_trigger_may_reveal_and_make_a_token_if_an_orc_ally_is_revealed():
    entry = encode(['When Stand-in attacks, you may reveal the top card of your deck. If it\'s an Orc ally, put a 2 / 2 '
                    'Orc Warrior ally token into play with Ferocity.'], kind="ally")
    [may] = entry["powers"][0]["triggered"]["effects"]
    assert may["may"][0] == {"reveal_top": 1}
    assert may["may"][1]["if"] == {"exists": {**REVEALED, "kind": "ally", "trait": "Orc"}}
    assert may["may"][1]["then"][0]["put_token"] == "Orc Warrior"


def test_a_target_opponents_top_card_and_kinds_with_a_cost_bound():
    [reveal, then] = encode(["Reveal the top card of target opponent's deck. If it's an ability, ally, or equipment "
                             "with cost 4 or less, draw a card."])["effects"]
    assert reveal == {"reveal_top": 1, "player": {"target_player": "first"}}
    assert then == {"if": {"exists": {**REVEALED, "kind": "card", "kinds": ["ability", "ally", "equipment"],
                                      "cost_at_most": 4}}, "then": [{"draw": 1}]}


@pytest.mark.parametrize("sentence", [
    "Reveal the top card of your deck. If it's an ally, put it into your hand and draw a card.",  # the card itself
    "Reveal the top card of target player's deck. If it's an ally, draw a card.",  # any player's deck: not read
    "Reveal the top card of target opponent's deck. If it's an ally, destroy target ally.",  # two targets
    "Reveal the top two cards of your deck. If it's an ally, draw a card.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
