"""A card's going to a graveyard replaced (tools/shapes/graveyard_instead.py): 'If a card would enter an opposing
graveyard, remove it from the game instead' (to-graveyard, from any zone), 'If an opposing ally would be destroyed,
remove it from the game instead' (a destruction, 716.1a); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused


def power(sentence: str) -> dict:
    [found] = pool_shapes.piece(sentence).parts["powers"]
    return found["replacement"]


def test_a_card_an_opponent_owns_removed_instead():
    assert power("If a card would enter an opposing graveyard, remove it from the game instead.") == {
        "when": {"event": "to-graveyard", "subject": {"owner": "opposing"}}, "instead": {"to_zone": "removed"}}
    assert power("If an ally card would be put into your graveyard, remove it from the game instead.")["when"] == {
        "event": "to-graveyard", "subject": {"kind": "ally", "owner": "you"}}


def test_a_destruction_replaced():
    assert power("If an opposing ally would be destroyed, remove it from the game instead.") == {
        "when": {"event": "destroyed", "subject": {"kind": "ally", "controller": "opposing"}},
        "instead": {"to_zone": "removed"}}
    assert power("If NAME would be destroyed, put it into its owner's hand instead.") == {
        "when": {"event": "destroyed", "subject": {"this": True}}, "instead": {"to_zone": "hand"}}


@pytest.mark.parametrize("sentence", [
    "If an opposing ally would be destroyed, you may remove it from the game instead.",  # no one is asked
    "If a card would enter an opposing graveyard, put it on top of its owner's deck instead.",  # another 'instead'
    "If a card would enter a graveyard, remove it from the game instead.",  # whose graveyard?
    "If an opposing ally would be destroyed, exhaust it instead.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
