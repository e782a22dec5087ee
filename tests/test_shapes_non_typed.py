"""'Prevent all non-melee damage that would be dealt to target … this turn' (tools/shapes/non_typed.py)."""
from __future__ import annotations

import pytest

from shape_cards import refused

import pool_shapes  # noqa: E402  (shape_cards put tools/ on the path)


def test_a_prevention_of_non_melee_damage_keeps_to_packets_without_that_type():
    """Shield of Distortion: the link's prevention modifier (717.2) on its target, for packets with no melee type
    (a packet of no type too, 408.3a)."""
    found = pool_shapes.piece("Prevent all non-melee damage that would be dealt to target hero or ally this turn.")
    assert found.parts["target"] == {"kind": "character"}
    assert [make("first") for make in found.parts["effects"]] == [{"create_modifier": {
        "when": {"event": "damage", "destination": {"target": "first"}, "damage_type_not": "melee"},
        "instead": {"prevent": "all"}, "duration": "this-turn"}}]


@pytest.mark.parametrize("sentence", [
    "Prevent all non-fire damage that would be dealt to target hero or ally this turn.",  # only melee and ranged
    "Prevent all non-melee damage that would be dealt by target hero or ally this turn.",  # its damage dealt
    "Prevent all non-melee combat damage that would be dealt to target hero or ally this turn.",
    "Prevent all non-melee damage that would be dealt to target hero or ally.",  # no duration
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_the_card_language_reads_non_typed_damage_only_for_damage():
    """damage_type_not qualifies a packet of damage (408.3a): refused on any other event."""
    from pydantic import ValidationError

    from adjudicator.cards.model import EventPattern
    assert EventPattern.model_validate({"event": "damage", "damage_type_not": "melee"}).damage_type_not == "melee"
    with pytest.raises(ValidationError):
        EventPattern.model_validate({"event": "heal", "damage_type_not": "melee"})


def test_the_next_non_melee_damage_is_prevented_once():
    """Anti-Magic Shell: the whole of the next packet without the melee type, then used up (uses 1, 717.2)."""
    found = pool_shapes.piece("Prevent the next non-melee damage that would be dealt to your hero this turn.")
    assert [make(None) for make in found.parts["effects"]] == [{"create_modifier": {
        "when": {"event": "damage", "destination": {"kind": "hero", "controller": "you"}, "damage_type_not": "melee"},
        "instead": {"prevent": "all"}, "uses": 1, "duration": "this-turn"}}]
    refused("Prevent the next non-melee damage that would be dealt to each ally this turn.")  # a group: not read
    refused("Prevent the next non-holy damage that would be dealt to your hero this turn.")
