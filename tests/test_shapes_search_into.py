"""A search of your deck for a card put into your hand unrevealed or into your graveyard
(tools/shapes/search_into.py): ``reveal: false`` or ``into: graveyard`` (413.1, 415.5a); near misses refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}


def effects(sentence: str) -> list:
    card = {"id": "x", "name": "Stand-in", "type": "ability", "printings": [["s", "7", "Common"]], "cost": 2}
    return pool_shapes.encode(card, SETS, [sentence])[0]["effects"]


@pytest.mark.parametrize("sentence, done", [
    ("Search your deck for a card and put it into hand.", {"reveal": False}),
    ("Search your deck for a card and put it into your graveyard.", {"into": "graveyard"}),
    ("Search your deck for an ally and put it into your hand.", {"reveal": False})])
def test_a_search_put_into_hand_unrevealed_or_into_the_graveyard(sentence, done):
    kind = "ally" if "an ally" in sentence else "card"
    assert effects(sentence) == [{"search": ["deck"], "for": {"kind": kind}, **done}]


@pytest.mark.parametrize("sentence", ["Search your deck for a card and put it into your resource row.",
                                      "Search your deck for an ally you control and put it into your hand.",
                                      "Search your graveyard for a card and put it into your hand."])
def test_other_searches_are_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        effects(sentence)


def test_target_ally_from_a_graveyard_is_one_in_a_graveyard():  # Respite for a Tormented Soul
    card = {"id": "x", "name": "Stand-in", "type": "quest", "printings": [["s", "7", "Common"]]}
    reward = pool_shapes.encode(card, SETS, ["Pay 2 to complete this quest.", "Reward:Put target ally from a graveyard "
                                             "on top of its owner's deck."])[0]["powers"][0]["reward"]
    assert reward["targets"] == [{"id": "first", "kind": "ally", "zone": "graveyard"}]
    assert reward["effects"] == [{"put_on_deck": {"target": "first", "zone": "graveyard"}, "where": "top"}]
    with pytest.raises(pool_shapes.Unrecognised):
        effects("Put target ally from a graveyard into play.")
