"""Damage replacements whose 'instead' is a share, a half or a new damage type (tools/shapes/instead_clauses.py):
'1 of it is dealt to your hero instead' (717.6), 'prevent half that damage, rounded up' (717.2), 'it deals shadow
damage instead' (717.1), '… +1, and plus an additional 1 for each heirloom counter on NAME, instead' (716.1c); read
exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused


def instead(sentence: str) -> dict:
    [power] = pool_shapes.piece(sentence).parts["powers"]
    return power["replacement"]["instead"]


def test_a_share_split_off_to_your_hero():
    assert instead("If an ally you control would be dealt damage, 1 of it is dealt to your hero instead.") == {
        "redirect_to": {"kind": "hero", "controller": "you"}, "redirect_amount": 1}


def test_half_of_each_packet_prevented():
    piece = pool_shapes.piece("If a friendly hero or ally would be dealt damage, prevent half that damage, rounded up.")
    assert piece.parts["powers"][0]["replacement"] == {
        "when": {"event": "damage", "destination": {"kind": "character", "controller": "friendly"}},
        "instead": {"prevent_half": "rounded-up"}}


def test_a_new_damage_type():
    assert instead("If an opposing ally would deal any type of damage, it deals shadow damage instead.") == {
        "damage_type": "shadow"}
    assert instead("If your hero would deal damage, it deals frost damage instead.") == {"damage_type": "frost"}


def test_more_for_each_counter_plus_one():
    assert instead("If your hero would deal damage with an ability, it deals that much damage +1, and plus an "
                   "additional 1 for each heirloom counter on NAME, instead.") == {
        "add": {"counters": "heirloom", "plus": 1}}


@pytest.mark.parametrize("sentence", [
    "If your hero would be dealt damage, 1 of it is dealt to your hero instead.",  # back where it was going
    "If a friendly hero or ally would be dealt damage, 1 of it is dealt to your hero instead.",  # may be your hero
    "If an ally you control would be dealt damage, 1 of it is dealt to target hero instead.",  # another card
    "If a friendly hero or ally would be dealt damage, prevent half that damage, rounded down.",  # not rounded up
    "If an opposing ally would deal any type of damage, it deals noob damage instead.",  # no such type
    "If an opposing ally would deal any type of damage, it deals shadow damage to your hero instead.",  # redirected too
    "If your hero would deal damage with an ability, it deals that much damage +1, and plus an additional 1 for each "
    "heirloom counter on target weapon, instead.",  # whose counters?
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
