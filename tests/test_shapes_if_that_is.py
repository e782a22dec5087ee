"""The shape of tools/shapes/if_that_is.py: 'If that ally entered play this turn, …' (Bloody Welcome), 'Then, if that
character is undamaged, it also has +3 ATK this turn' (Earthen Might): a condition on the previous sentence's target
as the link resolves; a state no reader names, a sentence naming another card, or no target before it is refused.
The cards the encoder writes are played by tests/test_encode_pool.py."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def test_a_target_that_entered_play_this_turn():  # Bloody Welcome
    entry = encode(["Your hero deals 3 ranged damage to target ally. If that ally entered play this turn, ready up to "
                    "two of your resources."])
    assert entry["effects"][1] == {"if": {"exists": {"target": "first", "this_turn": {"event": "enters-play", "as": "subject"}}},
                                   "then": [{"ready_resources": 2, "up_to": True}]}


def test_then_if_that_character_is_undamaged_it_has_more_atk():  # Earthen Might
    entry = encode(["Your hero heals 3 damage from target hero or ally. Then, if that character is undamaged, it also "
                    "has +3 ATK this turn."])
    assert entry["targets"] == [{"id": "first", "kind": "character"}]
    assert entry["effects"][1] == {"if": {"exists": {"target": "first", "damaged": False}}, "then": [
        {"create_continuous": {"affects": {"target": "first"}, "atk": 3}, "duration": "this-turn"}]}


def test_an_exhausted_target_that_gets_a_keyword():
    entry = encode(["Exhaust target ally. If that ally is exhausted, it has Elusive this turn."])
    assert entry["effects"][1]["if"] == {"exists": {"target": "first", "exhausted": True}}


@pytest.mark.parametrize("sentence", [
    "If that ally is asleep, draw a card.",                                   # a state no reader names
    "If that ally entered play this turn, it has +3 ATK while it is defending.",  # 'it' twice
    "If that ally entered play this turn, destroy target ally.",              # a second target
    "If that ally is damaged, its controller draws a card.",                  # another card named
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)


def test_no_target_before_it_is_refused():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Draw a card. If that ally entered play this turn, draw a card."])
