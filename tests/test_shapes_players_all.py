"""'Destroy all of target opponent's equipment.' (tools/shapes/players_all.py): the group shape's effect on each card
of a group, narrowed to the cards of a target player (706.1, 401.1); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


@pytest.mark.parametrize("sentence, who, effect", [
    ("Destroy all of target opponent's equipment.", {"controller": "opponent"}, {"destroy": {"kind": "equipment"}}),
    ("Destroy all of target player's weapons.", {}, {"destroy": {"kind": "weapon"}}),
    ("Ready all of target opponent's exhausted allies.", {"controller": "opponent"},
     {"ready": {"kind": "ally", "exhausted": True}}),
])
def test_a_target_players_group(sentence, who, effect):
    entry = encode([sentence])
    assert entry["targets"] == [{"id": "first", "kind": "player", **who}]
    (verb, spec), = effect.items()
    assert entry["effects"] == [{verb: {**spec, "player": "first"}}]


@pytest.mark.parametrize("sentence", [
    "Destroy all of target player's opposing allies.",  # whose cards: said twice
    "Destroy all of target opponent's allies you control.",
    "Destroy all of target opponent's cards.",  # no group the group shape reads
    "Heal all of target opponent's allies.",
    "Destroy all of target ally's weapons.",
    "Exhaust all of target player's ready resources.",  # a player's resources: not read here
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
