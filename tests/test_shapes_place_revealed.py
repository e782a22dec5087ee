"""'Reveal the top card of your deck, then place it into your resource row … as an additional resource' and its kin
(tools/shapes/place_revealed.py): revealed cards placed as additional resources (412.1, 412.1b); near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode as stand_in, pool_shapes
from encode_pool import finished  # noqa: E402

def encode(text: list[str], kind: str = "ally") -> dict:
    """A Druid stand-in (an ally: a 1/1 Night Elf)."""
    ally = {"health": 1, "damage_type": "melee", "traits": ["Night Elf"]} if kind == "ally" else {}
    return stand_in(text, kind, classes=["Druid"], **ally)


def test_the_top_card_placed_ready_at_the_start_of_your_turn():
    power = encode(["At the start of your turn, reveal the top card of your deck, then place it into your resource "
                    "row ready as an additional resource."])["powers"][0]["triggered"]
    assert power["effects"] == [{"reveal_top": 1, "then": [{"to": "resource-row"}]}]


def test_the_top_card_may_be_placed_exhausted_as_the_ally_enters_play():
    power = encode(["When Stand-in enters play, reveal the top card of your deck. You may place it into your resource "
                    "row exhausted as an additional resource."])["powers"][0]["triggered"]
    assert power["effects"] == [{"reveal_top": 1, "then": [{"to": "resource-row", "up_to": True, "exhausted": True}]}]


def test_an_ability_places_the_top_card_if_it_may():
    card = encode(["Reveal the top card of your deck. You may place it into your resource row exhausted as an "
                   "additional resource."], "ability")
    assert card["effects"] == [{"reveal_top": 1, "then": [{"to": "resource-row", "up_to": True, "exhausted": True}]}]
    assert "you may place it into your resource row exhausted as an additional resource" in finished(card)["text"]


def test_two_cards_placed_together():
    power = encode(["When Stand-in enters play, reveal the top two cards of your deck, then place them into your "
                    "resource row exhausted as additional resources."])["powers"][0]["triggered"]
    assert power["effects"] == [{"reveal_top": 2, "then": [{"take": 2, "to": "resource-row", "exhausted": True}]}]


def test_only_the_revealed_quests_and_locations_the_rest_on_the_bottom():
    power = encode(["When Stand-in enters play, reveal the top three cards of your deck. Place all revealed quests "
                    "and locations into your resource row exhausted as additional resources, and put the rest on the "
                    "bottom of your deck."])["powers"][0]["triggered"]
    assert power["effects"] == [{"reveal_top": 3, "rest": "bottom", "then": [
        {"take": 3, "fits": {"kinds": ["quest", "location"]}, "to": "resource-row", "exhausted": True}]}]


@pytest.mark.parametrize("sentence", [
    "When Stand-in enters play, reveal the top two cards of your deck, then place it into your resource row "
    "exhausted as an additional resource.",
    "When Stand-in enters play, reveal the top card of your deck, then place them into your resource row "
    "exhausted as additional resources.",
    "When Stand-in enters play, reveal the top card of target opponent's deck, then place it into your resource row "
    "exhausted as an additional resource.",
    "When Stand-in enters play, reveal the top card of your deck, then place it into your resource row face up as an "
    "additional resource.",
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence])
