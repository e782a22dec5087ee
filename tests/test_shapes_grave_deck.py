"""A card in a graveyard put on a deck, and 'Discard your hand' (tools/shapes/grave_deck.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402
from shapes.grave_deck import ON_OWNERS_DECK, ON_YOUR_DECK, WHOLE_HAND  # noqa: E402


def test_any_card_in_a_graveyard_on_the_bottom_of_its_owners_deck():  # Gardos Gravefang
    found = pool_shapes.piece("Put target card in a graveyard on the bottom of its owner's deck.")
    assert found.shape == ON_OWNERS_DECK
    assert found.parts["target"] == {"kind": "card", "zone": "graveyard"}
    assert found.parts["effects"][0]("first") == {"put_on_deck": {"target": "first", "zone": "graveyard"},
                                                  "where": "bottom"}


def test_an_ally_in_a_graveyard_on_top_of_its_owners_deck():
    found = pool_shapes.piece("Put target ally in a graveyard on top of its owner's deck.")
    assert found.parts["target"] == {"kind": "ally", "zone": "graveyard"}
    assert found.parts["effects"][0]("first")["where"] == "top"


def test_an_ally_in_your_graveyard_on_the_top_of_your_deck():  # Malefic Necromancer
    found = pool_shapes.piece("Put target ally in your graveyard on the top of your deck.")
    assert found.shape == ON_YOUR_DECK
    assert found.parts["target"] == {"kind": "ally", "zone": "graveyard", "controller": "you"}


def test_discard_your_hand():
    found = pool_shapes.piece("Discard your hand.")
    assert found.shape == WHOLE_HAND
    assert found.parts["effects"][0](None) == {"discard_card": {"zone": "hand", "owner": "you"}}


@pytest.mark.parametrize("sentence", [
    "Put each ally in a graveyard on the bottom of its owner's deck.",  # a group in a graveyard
    "Put target exhausted ally in a graveyard on the bottom of its owner's deck.",  # a state of a card in play
    "Put target hero in a graveyard on the bottom of its owner's deck.",  # a hero never leaves play so
    "Discard your opponent's hand.",
])
def test_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


def test_an_effect_then_discard_your_hand():  # Babagahnoosh the Grumpy
    from shapes.grave_deck import THEN_DISCARD
    found = pool_shapes.piece("Turn all resources you control face down and discard your hand.")
    assert found.shape == THEN_DISCARD
    assert [make(None) for make in found.parts["effects"]] == [
        {"turn_face_down": {"row": "resource", "controller": "you"}}, {"discard_card": {"zone": "hand", "owner": "you"}}]


@pytest.mark.parametrize("sentence", [
    "Frobnicate and discard your hand.",  # the first half unread
    "Your hero has Elusive and discard your hand.",  # a continuous power is not an effect to join
])
def test_and_discard_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


def test_an_ability_not_attached_to_a_friendly_card():  # Antyr, Ancestral Purge
    found = pool_shapes.piece("Destroy target ability that's not attached to a friendly card.")
    assert found.parts["target"] == {"kind": "ability", "fits": {"not": {"attached_to": {"controller": "friendly"}}}}
    assert found.parts["effects"][0]("first") == {"destroy": {"target": "first"}}


def test_an_ability_not_attached_to_an_opposing_card_is_refused():
    with pytest.raises(Unrecognised):
        pool_shapes.piece("Destroy target ability that's not attached to an opposing card.")


def test_all_allies_without_a_damage_type_icon_back_to_hand():  # Kolorath
    found = pool_shapes.piece("Put all non-[Frost] allies into their owners' hands.")
    assert found.parts["effects"][0](None) == {"return_to_hand": {"kind": "ally", "not": {"damage_type": "frost"}}}


def test_all_allies_without_a_melee_icon_refused():  # not a damage type icon an ally's ATK carries as a word here
    with pytest.raises(Unrecognised):
        pool_shapes.piece("Put all non-[Melee] allies into their owners' hands.")
