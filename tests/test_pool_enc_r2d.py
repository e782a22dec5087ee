"""enc-r2d: the format's per-player count of cards moved from the top of a deck (MoveTop.counted_by: mover, with
player each-opponent or each; Tribulation: G1960, G1961) — refused where it would mean nothing, and worded; and the
selector's controller_hand_at_most (each card's own controller's hand; Mind Sear: G1962, G1963), worded; and the
player with fewest cards in hand (Condition.fewest_in_hand, Draw.player fewest-in-hand; Manaspark Gloves: G1964,
G1965, and the harness's enc-r2d block), worded."""
from __future__ import annotations

import pytest
from pydantic import ValidationError

from adjudicator.cardbook.words import effect, selector
from adjudicator.cards.model import MoveTop, Selector

COUNT = {"count": {"kind": "character", "controller": "you"}}


@pytest.mark.parametrize("fields", [
    {"move_top": 2, "to": "graveyard", "player": "each-opponent", "counted_by": "mover"},  # no count to read
    {"move_top": COUNT, "to": "graveyard", "player": "you", "counted_by": "mover"},  # the mover is you anyway
    {"move_top": COUNT, "to": "graveyard", "player": "each-opponent", "counted_by": "owner"},
])
def test_counted_by_refused_where_it_means_nothing(fields):
    with pytest.raises(ValidationError):
        MoveTop.model_validate(fields)


def test_counted_by_is_worded():
    move = MoveTop.model_validate({"move_top": COUNT, "to": "graveyard", "player": "each-opponent",
                                   "counted_by": "mover"})
    words = effect(move, None)
    assert "each opponent's deck into their graveyard" in words
    assert "counted from that deck's player's point of view" in words
    plain = MoveTop.model_validate({"move_top": COUNT, "to": "graveyard", "player": "each-opponent"})
    assert "point of view" not in effect(plain, None)


def test_controller_hand_at_most_is_worded():
    assert "whose controller has no cards in his hand" in selector(
        Selector.model_validate({"kind": "character", "controller": "opposing", "controller_hand_at_most": 0}))
    assert "whose controller has 2 or fewer cards in his hand" in selector(
        Selector.model_validate({"kind": "ally", "controller_hand_at_most": 2}))
    with pytest.raises(ValidationError):  # a count of cards: never below 0
        Selector.model_validate({"kind": "ally", "controller_hand_at_most": -1})


def test_fewest_in_hand_is_worded():
    from adjudicator.cardbook.words import condition
    from adjudicator.cards.model import Condition, Draw
    assert condition(Condition.model_validate({"fewest_in_hand": True})) == \
        "a player has fewer cards in his hand than each other player"
    assert effect(Draw.model_validate({"draw": 1, "player": "fewest-in-hand"}), None).startswith(
        "the player with fewer cards in his hand than each other player (nobody on a tie) draws a card")
