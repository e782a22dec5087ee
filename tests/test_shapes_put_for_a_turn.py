"""enc-turn9: a card put into play from the hand, destroyed at the start of the next turn (tools/shapes/put_for_a_turn.py):
read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def test_the_cannons_ally_is_remembered_inside_the_choice():  # Blastenheimer 5000 Ultra Cannon
    entry = encode(["Ongoing: 3, [Exhaust] -> You may put an ally card from your hand into play. If you do, destroy it "
                    "at the start of the next turn."])
    may = entry["powers"][0]["payment"]["effects"][0]["may"]
    assert may[1] == {"put_into_play": {"chosen": "picked", "zone": "hand"}}
    assert may[2] == {"create_trigger": {"when": {"event": "turn-starts"}, "once": True,
                                         "effects": [{"destroy": {"remembered": True}}]},
                      "remembers": {"put_this_way": True}, "duration": "game"}


def test_the_two_sentences_are_joined_only_after_a_put_from_the_hand():
    assert pool_shapes.shapes_put_for_a_turn.joined(
        ["You may put an ally card from your hand into play.", "If you do, destroy it at end of turn."]) == \
        ["You may put an ally card from your hand into play. If you do, destroy it at end of turn."]
    assert len(pool_shapes.shapes_put_for_a_turn.joined(["Draw a card.", "If you do, destroy it at end of turn."])) == 2


@pytest.mark.parametrize("sentence", [
    # not from the hand: the other shapes' 'put … into play' from a graveyard isn't this form
    "You may put an ally card from your graveyard into play. If you do, destroy it at the start of the next turn.",
    # 'at the end of the next turn': not read here
    "You may put an ally card from your hand into play. If you do, destroy it at the end of the next turn.",
    # no 'you may': 'if you do' after no choice
    "Put an ally card from your hand into play. If you do, destroy it at the start of the next turn.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
