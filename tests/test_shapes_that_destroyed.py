"""A triggered modifier this turn on the destruction of the cards the effect before it hit
(tools/shapes/that_destroyed.py), and 'its controller' of a card gone from play (tools/shapes/triggers.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import refused  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402

DISCARDS = [{"discard": 1, "player": {"controller_of": {"event": "subject"}}}]


def made(sentence: str, slot=None):
    found = pool_shapes.piece(sentence)
    return found, [make(slot) for make in found.parts["effects"]]


@pytest.mark.parametrize("noun", ["ally", "character"])
def test_that_target_destroyed_this_turn(noun):  # Tendrils of Darkness, Shadow Burst
    found, effects = made(f"When that {noun} is destroyed this turn, its controller discards a card.", "first")
    assert found.parts["same_target"] and found.parts["refers"] == noun
    assert effects == [{"create_trigger": {"when": {"event": "destroyed", "subject": {"target": "first"}},
                                           "effects": DISCARDS}, "duration": "this-turn"}]


def test_that_target_with_no_slot_is_refused():
    with pytest.raises(Unrecognised):
        made("When that ally is destroyed this turn, its controller discards a card.", None)


def test_a_character_dealt_damage_this_way_destroyed_this_turn():  # Rain of Shadow
    found, effects = made("When a character dealt damage this way is destroyed this turn, its controller discards a card.")
    assert found.parts["after_damage"]
    assert effects == [{"create_trigger": {
        "when": {"event": "destroyed", "subject": {"kind": "character", "dealt_this_way": True}},
        "effects": DISCARDS}, "duration": "this-turn"}]


def test_its_controller_of_a_destroyed_ally_is_the_event_cards():
    found = pool_shapes.piece("When an ally is destroyed, its controller discards a card.")
    assert found.parts["powers"] == [{"triggered": {"when": {"event": "destroyed", "subject": {"kind": "ally"}},
                                                    "effects": DISCARDS}}]


@pytest.mark.parametrize("sentence", [
    "When that hero is destroyed this turn, its controller discards a card.",  # a hero: not read
    "When that ally is destroyed this turn, frobnicate it.",  # no shape reads the effect
    "When NAME is destroyed, its controller discards a card.",  # the card itself: its controller is 'you'
    "When an ally is destroyed, that hero's controller discards a card.",  # another kind than the event's card
    "When an ally or hero is destroyed, its controller discards a card.",
])
def test_refused(sentence):
    with pytest.raises(Unrecognised):
        made(sentence, "first")


def test_each_other_ally_with_the_same_name_as_that_ally():  # Highborne Soul Mirror
    found = pool_shapes.piece("When an ally you control is destroyed, destroy each other ally you control with the same "
                              "name as that ally.")
    assert found.parts["powers"] == [{"triggered": {
        "when": {"event": "destroyed", "subject": {"kind": "ally", "controller": "you"}},
        "effects": [{"destroy": {"kind": "ally", "controller": "you", "named_as": "subject"}}]}}]


@pytest.mark.parametrize("sentence", [
    "When an ally you control is destroyed, destroy each other ally you control with the same name as that hero.",
    "When a hero is destroyed, destroy each ally with the same name as that ally.",  # no ally destroyed
    "When an ally is destroyed, destroy each ally with the same name as that ally and draw a card.",
])
def test_same_name_refused(sentence):
    refused(sentence)


def test_the_next_of_a_list_of_kinds_this_turn():  # Snipe
    found, effects = made("When the next ability, ally, or equipment enters play this turn, destroy it.")
    assert effects == [{"create_trigger": {
        "when": {"event": "enters-play", "subject": {"kinds": ["ability", "ally", "equipment"]}},
        "effects": [{"destroy": {"event": "subject"}}], "once": True}, "duration": "this-turn"}]


def test_a_comma_outside_a_list_of_kinds_is_no_trigger_this_turn():
    with pytest.raises(Unrecognised):  # the prefix would run past the trigger's own comma
        pool_shapes.piece("When NAME attacks, frobnicate target ally this turn, and draw a card.")


def test_you_and_target_opponent_each_put_the_top_card_into_your_resource_rows():  # Cholda Wildbloom
    found, effects = made("You and target opponent each put the top card of your decks into your resource rows face "
                          "down and exhausted.", "first")
    assert found.parts["target"] == {"kind": "player", "controller": "opponent"}
    moved = {"move_top": 1, "to": "resource-row", "exhausted": True}
    assert effects == [moved, {**moved, "player": {"target_player": "first"}}]


@pytest.mark.parametrize("sentence", [
    "You and target opponent each put the top card of your decks into your resource rows face up.",
    "You and target opponent each put the top two card of your decks into your resource rows face down and exhausted.",
])
def test_both_rows_refused(sentence):
    refused(sentence)


def test_damage_prevented_this_way():  # Power Word: Shield
    found = pool_shapes.piece("Ongoing: When damage is prevented this way, destroy NAME.")
    assert found.parts["ongoing_power"] == {"triggered": {"when": {"event": "prevented", "subject": {"this": True}},
                                                          "effects": [{"destroy": {"this": True}}]}}
    from shapes.that_destroyed import own_prevention
    assert own_prevention(found) and found.parts["prevented_this_way"]


def test_damage_an_attacker_would_deal_prevented_this_way():  # Blessing of Sanctuary's second sentence
    found = pool_shapes.piece("When damage that an attacking ally would deal is prevented this way, destroy that ally.")
    assert found.parts["powers"][0]["triggered"] == {
        "when": {"event": "prevented", "subject": {"this": True}, "source": {"kind": "ally", "attacking": True}},
        "effects": [{"destroy": {"event": "source"}}]}


def test_prevented_this_way_needs_a_prevention_of_the_cards_own():
    from shapes.that_destroyed import prevented_here
    watch = pool_shapes.piece("Ongoing: When damage is prevented this way, destroy NAME.")
    prevent = pool_shapes.piece("Ongoing: Prevent all damage that would be dealt to attached character.")
    prevented_here([prevent, watch])
    prevented_here([pool_shapes.piece("When NAME prevents damage, draw a card.")])  # the card's own event: no 'this way'
    with pytest.raises(Unrecognised):  # Frost Ward: the Resistance it gives is the hero's power, not the card's
        prevented_here([pool_shapes.piece("Your hero has Frost Resistance this turn."), watch])


# 'for this and each other …' is read by shapes/this_and_other.py (enc-if3); these stay refused there too
@pytest.mark.parametrize("sentence", [
    "When NAME enters play, he deals 1 frost damage to each opposing hero and ally for this and each other Frost and "
    "[Frost] card you control.",  # Ahune the Frost Lord: a group no shape reads
    "Draw a card for this and each other inferno counter.",  # counters, not cards
    "Draw a card for this and each other ally you control for each ally you control.",
])
def test_this_and_others_refused(sentence):
    with pytest.raises(Unrecognised):
        made(sentence)


def test_a_targets_next_event_this_turn():  # Hidden Weaponry
    found, effects = made("When target opposing ally is next dealt combat damage this turn, destroy it.", "first")
    assert found.parts["target"] == {"kind": "ally", "controller": "opposing"}
    assert effects == [{"create_trigger": {
        "when": {"event": "damage", "destination": {"target": "first"}, "combat": True},
        "effects": [{"destroy": {"event": "destination"}}], "once": True}, "duration": "this-turn"}]


@pytest.mark.parametrize("sentence", [
    "When target opposing ally is next dealt combat damage this turn, frobnicate it.",
    "When target hero or ally deals combat damage to your defending hero this turn, draw a card.",  # no 'next'
])
def test_a_targets_next_event_refused(sentence):
    with pytest.raises(Unrecognised):
        made(sentence, "first")
