"""Effect sentences of turn-timed triggered powers (tools/shapes/turn.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402


def made(sentence: str) -> tuple[dict, list]:
    found = pool_shapes.piece(sentence)
    return found.parts["target"], [make("first") for make in found.parts["effects"]]


def test_you_and_target_opponent_each_draw():
    """Argent Crusader: you draw, then the target opponent draws (415.9e, 706.1)."""
    assert made("You and target opponent each draw a card.") == (
        {"kind": "player", "controller": "opponent"}, [{"draw": 1}, {"draw": 1, "player": {"target_player": "first"}}])


def test_you_and_target_player_each_discard_two():
    assert made("You and target player each discard two cards.") == (
        {"kind": "player"}, [{"discard": 2}, {"discard": 2, "player": {"target_player": "first"}}])


@pytest.mark.parametrize("sentence", ["You and target opponent each draw a cards.",
                                      "You and target opponent each draw two card.",
                                      "You and target ally each draw a card."])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


def readied(sentence: str) -> list:
    return [make(None) for make in pool_shapes.piece(sentence).parts["effects"]]


@pytest.mark.parametrize("sentence, spec", [
    ("Ready one of your armor.", {"kind": "armor", "controller": "you"}),  # Pauldrons of the Crimson Flight
    ("Ready an ally in your party.", {"kind": "ally", "controller": "you"}),  # Hauberk of Desolation
    ("Ready an equipment you control.", {"kind": "equipment", "controller": "you"}),  # Swift Mechanostrider
    ("Ready a card you control.", {"kind": "card", "controller": "you"}),  # Reckoning
    ("Ready one of your Melee weapons.", {"kind": "weapon", "controller": "you", "damage_type": "melee"}),
])
def test_one_card_of_yours_readied(sentence, spec):
    assert readied(sentence) == [{"ready": spec, "one": True}]


def test_a_resource_is_left_to_the_resources_reading():
    """'Ready a resource you control' is ready_resources (shapes/triggers.py), not this shape."""
    assert readied("Ready a resource you control.") == [{"ready_resources": 1}]


@pytest.mark.parametrize("sentence", ["Ready an opposing ally.", "Ready another ally you control.",
                                      "Ready one of your Melee allies."])
def test_not_one_of_yours_is_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


@pytest.mark.parametrize("sentence, spec, verb", [
    ("Exhaust a hero or ally in your party.", {"kind": "character", "controller": "you"}, "exhaust"),
    ("Put an ally you control into its owner's hand.", {"kind": "ally", "controller": "you"}, "return_to_hand"),
    ("Put an ability you control into its owner's hand.", {"kind": "ability", "controller": "you"}, "return_to_hand"),
])
def test_one_card_of_yours_chosen_then_exhausted_or_returned(sentence, spec, verb):
    """Headmaster's Charge, Tempest Elemental, Vestia Abiectus: chosen as it resolves, no target (709.2b)."""
    assert readied(sentence) == [{"choose_card": spec, "as": "picked"}, {verb: {"chosen": "picked"}}]


def test_a_quest_cost_is_left_to_the_quest_reading():
    """Kodo Roundup: 'Exhaust an ally in your party and pay 2 to complete this quest' is a completion cost."""
    found = pool_shapes.piece("Exhaust an ally in your party and pay 2 to complete this quest.")
    assert found.shape != "ability: exhaust one card of yours, or put it into its owner's hand"


@pytest.mark.parametrize("sentence", ["Exhaust an opposing ally.", "Put an ally into its owner's hand.",
                                      # enc-turn10: 'another ally you control' is read by shapes/own_pick.py
                                      "Put another ally an opponent controls into its owner's hand."])
def test_a_card_not_of_yours_is_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)
