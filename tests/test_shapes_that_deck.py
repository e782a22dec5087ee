"""The top cards of the deck of a target's controller (tools/shapes/that_deck.py, enc-reward2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402
from shapes.that_deck import THAT_DECK  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}


def encode(text: str) -> dict:
    card = {"id": "x", "name": "Stand-in", "type": "ability", "printings": [["s", "7", "Common"]], "cost": 1}
    return pool_shapes.encode(card, SETS, [text])[0]


@pytest.mark.parametrize("sentence, n, to", [
    ("Remove the top two cards of that ally's controller's deck from the game.", 2, "removed"),
    ("Put the top card of that character's controller's deck into his graveyard.", 1, "graveyard"),
])
def test_the_top_cards_of_that_targets_controllers_deck_move(sentence, n, to):
    found = pool_shapes.piece(sentence)
    assert (found.shape, found.parts["same_target"]) == (THAT_DECK, True)
    assert found.parts["effects"][0]("first") == {"move_top": n, "to": to,
                                                  "player": {"controller_of": {"target": "first"}}}


def test_after_a_target_ally_the_controller_is_that_allys():
    entry = encode("Your hero deals 2 shadow damage to target ally. Remove the top two cards of that ally's "
                   "controller's deck from the game.")
    assert entry["effects"][1] == {"move_top": 2, "to": "removed", "player": {"controller_of": {"target": "first"}}}


@pytest.mark.parametrize("sentence", [
    "Put the top two cards of that ally's controller's deck from the game.",  # 'put' goes into a zone
    "Remove the top card of that ally's controller's deck into his graveyard.",
    "Remove the top card of that ability's controller's deck from the game.",  # an ability: not read here
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


def test_that_ally_after_a_target_of_another_kind_is_refused():
    with pytest.raises(Unrecognised):
        encode("Destroy target weapon. Remove the top two cards of that ally's controller's deck from the game.")
