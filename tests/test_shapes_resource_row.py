"""'Put target non-token ally into its owner's resource row face down, then exhaust it.' (tools/shapes/resource_row.py):
a target ally in play moved into its owner's resource row face down (412.1b), exhausted if the sentence says so."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


@pytest.mark.parametrize("tail, exhausted", [(", then exhaust it.", True), (" and exhausted.", True), (".", False)])
def test_a_target_ally_goes_into_its_owners_resource_row(tail, exhausted):
    entry = encode([f"Put target non-token ally into its owner's resource row face down{tail}"])
    assert entry["targets"] == [{"id": "first", "kind": "ally", "fits": {"token": False}}]
    assert entry["effects"] == [{"put_into_resource_row": {"target": "first"}, **({"exhausted": True} if exhausted else {})}]


@pytest.mark.parametrize("sentence", [
    "Put target hero into its owner's resource row face down.",  # a hero: not read
    "Put all allies into their owners' resource rows face down.",  # a group
    "Put target ally into its owner's resource row face up.",  # face up: not this shape
    "Put target ally into its owner's resource row face down, then ready it.",  # not the card's words
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_a_card_in_a_graveyard_is_left_to_the_graveyard_reading():
    entry = encode(["Put target ally from a graveyard into its owner's resource row face down and exhausted."])
    assert entry["targets"][0]["zone"] == "graveyard"  # shapes/moves.py's reading, not this one's
