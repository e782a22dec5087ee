"""enc-enter6's joins around the trigger shapes (tools/shapes/trigger_joins.py): 'Ongoing:' before a double-check power,
one effect on several events, and a search of another player's deck that removes the card found."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import encode, refused  # noqa: E402
from shapes import triggers  # noqa: E402

FERAL = {"event": "played", "subject": {"kind": "ability", "controller": "you", "tag": "Feral"}}
SEARCHED = {"search": ["deck"], "for": {"kind": "card"}, "into": "removed", "player": {"target_player": "first"}}


def test_an_ongoing_double_check_power():  # Savage Fury
    found = pool_shapes.piece("Ongoing: When you play a Feral ability, if you control a Form, your hero may deal 2 "
                              "melee damage to target ally.")
    assert found.shape == triggers.ONGOING
    power = found.parts["ongoing_power"]["triggered"]
    assert power["when"] == FERAL and "if" not in power  # checked as it resolves, as other ongoing powers' (709.2)
    [step] = power["effects"]
    assert step["if"] == {"exists": {"kind": "ability", "tag": "Form", "controller": "you"}}
    assert step["then"][0]["may"][0]["deal_damage"] == 2


def test_an_ongoing_double_check_with_an_unread_condition_is_refused():
    refused("Ongoing: When you play a Feral ability, if you control a or Form, your hero may deal 2 melee damage to "
            "target ally.")


def test_one_effect_on_two_events():  # Flight Form
    found = pool_shapes.piece("Ongoing: When you play an ability or your hero attacks, destroy NAME.")
    powers = [p["triggered"] for p in found.parts["ongoing_powers"]]
    assert [p["when"] for p in powers] == [{"event": "played", "subject": {"kind": "ability", "controller": "you"}},
                                           {"event": "attacks", "subject": {"kind": "hero", "controller": "you"}}]
    assert all(p["effects"] == [{"destroy": {"this": True}}] for p in powers)


def test_a_second_event_of_the_same_card():  # The Greench; 'attacks or defends', the verb alone
    found = pool_shapes.piece("When NAME enters play and when he attacks, search target opponent's deck for a card "
                              "and remove it from the game.")
    assert [p["triggered"]["when"]["event"] for p in found.parts["powers"]] == ["enters-play", "attacks"]
    assert all(p["triggered"]["targets"] == [{"id": "first", "kind": "player", "controller": "opponent"}]
               for p in found.parts["powers"])
    found = pool_shapes.piece("When NAME attacks or defends, draw a card.")
    assert [p["triggered"]["when"] for p in found.parts["powers"]] == [
        {"event": "attacks", "subject": {"this": True}}, {"event": "defends", "subject": {"this": True}}]


def test_one_event_with_or_stays_the_trigger_shapes():
    found = pool_shapes.piece("When an opposing hero or ally attacks, draw a card.")
    assert [p["triggered"]["when"]["event"] for p in found.parts["powers"]] == ["attacks"]


def test_several_events_with_a_reference_to_one_are_refused():
    refused("When NAME attacks or defends, he deals 2 damage to that attacker.")
    refused("When NAME attacks or flies, draw a card.")
    refused("When NAME enters play, leaves play, exhausts, or readies, draw a card.")  # a list of more: not read


def test_search_a_target_players_deck_and_remove_the_card():  # Cedric Darwin
    entry = encode(["When this ally enters play, you may search target player's deck for a card and remove it from "
                    "the game."], "ally")
    power = entry["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "player"}]
    assert power["effects"] == [{"may": [SEARCHED]}]


def test_search_their_deck_near_misses_are_refused():
    refused("Search target player's deck for an ally and remove it from the game.")
    refused("Search target player's deck for a card and put it into your hand.")


def test_an_item_names_itself_this_equipment():  # Grim Campfire
    entry = encode(["When an opposing ally is destroyed, add a fuel counter to this equipment."], "item")
    assert entry["powers"] == [{"triggered": {"when": {"event": "destroyed", "subject": {"kind": "ally",
                                                                                        "controller": "opposing"}},
                                              "effects": [{"put_counters": 1, "named": "fuel"}]}}]


def test_an_ability_you_attach_is_one_entering_play_attached():  # Yana'mi
    found = pool_shapes.piece("When you attach an ability to a hero or ally, draw a card.")
    assert found.parts["powers"] == [{"triggered": {
        "when": {"event": "enters-play", "subject": {"kind": "ability", "controller": "you",
                                                     "attached_to": {"kind": "character"}}},
        "effects": [{"draw": 1}]}}]


def test_an_attach_trigger_near_miss_is_refused():
    refused("When you attach an ability to a weapon, draw a card.")
    refused("When you attach an ability to an ally, it deals 1 damage to target hero.")  # 'it': the ability or host?


def test_a_target_with_either_of_two_keywords():  # Shoulderpads of Fleshwerks
    found = pool_shapes.piece("Destroy target ally with Mend or Protector.")
    assert found.parts["target"] == {"kind": "ally", "fits": {"any": [{"keyword": "Mend"}, {"keyword": "Protector"}]}}
    refused("Destroy target ally with Mend or Mend.")
    refused("Destroy target ally with Mend or Haste.")


def test_the_ally_the_cards_own_inspire_readies():  # Instructor Giralo
    found = pool_shapes.piece("When NAME inspires an ally, that ally is a Protector this turn.")
    assert found.parts["powers"] == [{"triggered": {
        "when": {"event": "inspired", "subject": {"kind": "ally"}, "source": {"this": True}},
        "effects": [{"create_continuous": {"affects": {"event": "subject"}, "gain_keywords": ["Protector"]},
                     "duration": "this-turn"}]}}]
    refused("When NAME inspires an ally, that ally is a Protector.")  # no duration said
    refused("When NAME inspires an armor, that armor is a Protector this turn.")


def test_a_name_part_before_inspires_is_the_card():
    assert pool_shapes.self_named("ally", "Instructor Giralo", ["When Giralo inspires an ally, draw a card."]) == [
        "When NAME inspires an ally, draw a card."]


def test_an_effect_waiting_for_the_end_of_this_turn():  # Loate Grimtusk
    found = pool_shapes.piece("When NAME attacks, put him into his owner's hand at the end of this turn.")
    assert found.parts["powers"] == [{"triggered": {
        "when": {"event": "attacks", "subject": {"this": True}},
        "effects": [{"create_trigger": {"when": {"event": "turn-ends"}, "once": True,
                                        "effects": [{"return_to_hand": {"this": True}}]}, "duration": "game"}]}}]
    refused("When NAME attacks, destroy target ally at the end of this turn.")  # chosen when?


def test_look_at_the_top_card_of_each_opponents_deck():  # Vile Watcher
    found = pool_shapes.piece("When NAME enters play, you may look at the top card of each opponent's deck.")
    assert found.parts["powers"][0]["triggered"]["effects"] == [{"may": [{"look_at_top": 1, "player": "each-opponent"}]}]
    refused("Look at the top two cards of each opponent's deck.")
