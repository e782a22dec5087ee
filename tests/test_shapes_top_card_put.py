"""'Look at the top card of … deck. You may put it …' (tools/shapes/top_card_put.py): the top card seen (415.3a), then
put on the bottom, into its owner's graveyard or your hand if you choose; another player's zone refused."""
from __future__ import annotations

import pytest

from shape_cards import encode as stand_in, pool_shapes

def encode(text: list[str]) -> dict:
    """A 1/1 Orc Warrior stand-in ally."""
    return stand_in(text, "ally", health=1, damage_type="melee", traits=["Orc", "Warrior"])


def test_your_top_card_may_go_to_the_bottom_as_the_card_enters_play():
    power = encode(["When Stand-in enters play, look at the top card of your deck. You may put it on the bottom."]
                   )["powers"][0]["triggered"]
    assert power["effects"] == [{"look_at_top": 1, "then": [{"to": "bottom", "up_to": True}]}]


def test_a_target_players_top_card_may_go_to_his_graveyard():
    power = encode(["When Stand-in enters play, look at the top card of target player's deck. You may put "
                    "that card into his graveyard."])["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "player"}]
    assert power["effects"] == [{"look_at_top": 1, "player": {"target_player": "first"},
                                 "then": [{"to": "graveyard", "up_to": True}]}]


def test_the_look_made_optional_is_left_to_a_hand_written_card():
    """'you may look at …' wraps the look in a 'may' that the pool harness has no board for (Stormwind Investigator
    is hand-written instead, scenarios/cards/dungeon-treasure.yaml; G1643)."""
    with pytest.raises(pool_shapes.Unrecognised, match="no pool test plays it yet"):
        encode(["When Stand-in enters play, you may look at the top card of target player's deck. You may put "
                "that card into his graveyard."])


@pytest.mark.parametrize("sentence", [
    "When Stand-in enters play, look at the top card of your deck. You may put it into his graveyard.",
    "When Stand-in enters play, look at the top card of target player's deck. You may put that card into your hand.",
    "When Stand-in enters play, look at the top card of your deck. You may put it on the bottom of his deck.",
    "When Stand-in enters play, look at the top two cards of your deck. You may put it on the bottom.",
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence])
