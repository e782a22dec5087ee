"""Damage replacements read but for one piece (tools/shapes/damage_replacements.py): '… that much +1 for each ally you
control (spell counter) instead' (716.1c, 404.1a), 'If shadow damage would be dealt, prevent all but 1 of it' (717.2),
'… with a Balance ability' (408.3d); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused


def test_damage_increased_for_each_card_or_counter():
    [power] = pool_shapes.piece("If a hero or ally you control would deal non-combat damage, it deals that much +1 for "
                                "each ally you control instead.").parts["powers"]
    assert power["replacement"]["instead"] == {"add": {"count": {"kind": "ally", "controller": "you"}}}
    [power] = pool_shapes.piece("If your hero would deal damage, it deals that much +2 for each spell counter instead."
                                ).parts["powers"]
    assert power["replacement"]["instead"] == {"add": {"counters": "spell", "times": 2}}


@pytest.mark.parametrize("sentence", [
    "If your hero would deal damage, it deals that much +1 for each Gizmo you control instead.",  # no such cards
    "If your hero would be dealt damage, prevent 1 of it for each ally you control.",  # not an increase
    "If your hero would deal damage, it deals that much +1 for each spell counter on target ally instead.",  # where?
])
def test_counted_increases_near_misses_are_refused(sentence):
    refused(sentence)


def test_a_prevention_of_every_packet_of_a_type():
    [power] = pool_shapes.piece("If shadow damage would be dealt, prevent all but 1 of it.").parts["powers"]
    assert power == {"replacement": {"when": {"event": "damage", "damage_type": "shadow"}, "instead": {"prevent_all_but": 1}}}
    [power] = pool_shapes.piece("If damage would be dealt, prevent 1 of it.").parts["powers"]
    assert power == {"replacement": {"when": {"event": "damage"}, "instead": {"prevent": 1}}}


@pytest.mark.parametrize("sentence", [
    "If noob damage would be dealt, prevent all but 1 of it.",  # no such damage type
    "If shadow damage would be dealt, it's dealt that much +1 instead.",  # not a prevention
    "If shadow damage would be healed, prevent all of it.",  # healing
])
def test_any_packet_near_misses_are_refused(sentence):
    refused(sentence)
