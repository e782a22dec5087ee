"""enc-reward8: what entered or left play this turn, and a draw with its condition after it
(tools/shapes/happened_play.py): read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused

DRAGONKIN = {"kind": "character", "trait": "Dragonkin"}


def test_a_draw_for_each_of_two_events_this_turn():  # Challenge to the Black Flight
    entry = encode(["Pay 2 to complete this quest.", "Reward: Draw a card if a Dragonkin entered play this turn. "
                    "Draw a card if a Dragonkin left play this turn."], "quest")
    assert entry["powers"][0]["reward"]["effects"] == [
        {"if": {"happened": {"event": "enters-play", "subject": DRAGONKIN}}, "then": [{"draw": 1}]},
        {"if": {"happened": {"event": "leaves-play", "subject": DRAGONKIN}}, "then": [{"draw": 1}]}]


def test_an_ally_of_any_of_four_damage_types_under_your_control():  # Mercy for the Bound
    entry = encode(["On your turn, if a [Fire], [Frost], [Melee] or [Nature] ally entered play under your control "
                    "this turn: Pay 3 to complete this quest.", "Reward: Draw a card."], "quest")
    assert entry["powers"][0]["reward"]["only_if"] == {"your_turn": True, "happened": {
        "event": "enters-play", "subject": {"kind": "ally", "controller": "you", "any": [
            {"damage_type": t} for t in ("fire", "frost", "melee", "nature")]}}}


def test_a_draw_of_two_with_its_condition_after_it():
    made = pool_shapes.piece("Draw two cards if an ally was destroyed this turn.")
    assert made.parts["effects"][0](None) == {"if": {"happened": {"event": "destroyed", "subject": {"kind": "ally"}}},
                                              "then": [{"draw": 2}]}


@pytest.mark.parametrize("sentence", [
    "Draw a card if a card entered play this turn.",                        # 'a card': no kind the grammar reads
    "Draw a card if an opposing ally entered play this turn.",              # whose, said before: not this form
    "Draw a card if a Dragonkin left play under your control this turn.",   # no card says it
    "Draw a card if a Gizmo entered play this turn.",                       # no trait of the pool
    "Destroy target ally if a Dragonkin entered play this turn.",           # only a draw before 'if'
    "Draw a card if a Dragonkin entered play, this turn.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_a_condition_of_the_present_after_a_draw_is_refused():  # when is it checked? (703.2 or 709.2)
    refused("Draw a card if you don't control an ally.")
