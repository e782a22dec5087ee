"""'It has Elusive this turn.' after a sentence with a target (tools/shapes/it_this_turn.py): the link's modifier this
turn on that target (709.2, 503.2a); other words refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

ELUSIVE = {"create_continuous": {"affects": {"target": "first"}, "gain_keywords": ["Elusive"]}, "duration": "this-turn"}


def test_the_previous_target_has_the_change_this_turn():
    entry = encode(["Remove target defending ally from combat. It has Elusive this turn."])
    assert entry["targets"] == [{"id": "first", "kind": "ally", "fits": {"defending": True}}]
    assert entry["effects"] == [{"remove_from_combat": {"target": "first"}}, ELUSIVE]
    entry = encode(["Ready target ally. That ally has +2 ATK this turn."])
    assert entry["effects"][1] == {"create_continuous": {"affects": {"target": "first"}, "atk": 2}, "duration": "this-turn"}


@pytest.mark.parametrize("text", [
    ["It has Elusive this turn."],  # no target before it
    ["Destroy target ability. It has +1 ATK this turn."],  # 'it' after a card no modifier of ATK reads
    ["Ready target hero. That ally has +2 ATK this turn."],  # 'that ally' after a hero
])
def test_a_reference_to_no_fitting_target_is_refused(text):
    with pytest.raises(Exception):
        encode(text)


@pytest.mark.parametrize("sentence", [
    "That ally has -1 health this turn for each Disease you control.",  # a count: not read here yet
    "It has Elusive.",  # no duration
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
