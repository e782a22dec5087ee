"""'Opponents play with the top card of their decks revealed' (tools/shapes/revealed_top.py): a continuous power
giving the controller of each affected hero ``top_card: revealed`` (415.3f); other words refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}


def encode(text: list[str], kind: str = "ally") -> dict:
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]], "cost": 2,
            **({"atk": 1, "health": 2, "damage_type": "fire"} if kind == "ally" else {})}
    return pool_shapes.encode(card, SETS, text)[0]


def test_the_top_card_of_a_players_deck_revealed():
    assert encode(["Opponents play with the top card of their decks revealed."])["powers"] == [
        {"continuous": {"affects": {"kind": "hero", "controller": "opposing"}, "top_card": "revealed"}}]
    assert encode(["Ongoing: Play with the top card of your deck revealed."], kind="ability")["powers"] == [
        {"continuous": {"affects": {"kind": "hero", "controller": "you"}, "top_card": "revealed"}}]


@pytest.mark.parametrize("sentence", ["Opponents play with their hands revealed.",  # a hand: no field reads it
                                      "Opponents play with the top card of your deck revealed.",  # whose deck?
                                      "Opponents play with the top two cards of their decks revealed."])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence])
