"""Damage to each card of a group, more to those that fit (tools/shapes/each_if.py): '…, plus an additional 4 if that
character is a Demon, Dragonkin, or Elemental', '…, or 4 if that character was dealt fire damage this turn' — the
amount read for each card (405.4, 709.2d)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402


def dealt(sentence: str) -> dict:
    got = pool_shapes.piece(sentence)
    assert "target" not in got.parts
    return got.parts["effects"][0](None)


def test_plus_an_additional_n_to_each_card_of_a_race_listed():
    got = dealt("Your hero deals 4 unpreventable holy damage to each opposing hero and ally, plus an additional 4 if "
                "that character is a Demon, Dragonkin, or Elemental.")
    assert got["deal_damage"] == {"count": {"recipient": True, "any": [{"trait": "Demon"}, {"trait": "Dragonkin"},
                                                                         {"trait": "Elemental"}]}, "times": 4, "plus": 4}
    assert got["unpreventable"] is True and got["to"] == {"kind": "character", "controller": "opposing"}


def test_or_n_to_each_card_dealt_fire_damage_this_turn():
    got = dealt("Your hero deals 1 fire damage to each opposing hero and ally, or 4 if that character was dealt fire "
                "damage this turn.")
    assert got["deal_damage"] == {"count": {"recipient": True, "this_turn": {
        "event": "damage", "as": "destination", "damage_type": "fire"}}, "times": 3, "plus": 1}


@pytest.mark.parametrize("sentence", [
    "Your hero deals 4 fire damage to each opposing hero and ally, or 2 if that character is exhausted.",  # no more
    "Your hero deals 2 fire damage to each opposing ally, or 4 if that hero is exhausted.",  # another kind
    "Your hero deals 2 fire damage to each opposing ally, or 4 if that ally is a Horde.",  # a faction, not a race
    "Your hero deals 2 fire damage to each opposing ally, or 4 if that ally is a Demon, Demon, or Elemental.",
    "Your hero deals 2 fire damage to each opposing ally, or 4 if that ally has Elusive.",  # a condition not read
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
