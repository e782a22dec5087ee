"""enc-turn5: the counters a card enters play with, and the countdown that takes them off
(tools/shapes/enters_counters.py): read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused

PREVENTS = "Ongoing: Prevent all damage that would be dealt to your hero."


def test_an_ally_enters_play_with_named_counters():
    made = pool_shapes.piece("NAME enters play with three blade counters on it.")
    assert made.parts["enters_play"] == {"counters": {"blade": 3}}


def test_x_counters_are_the_x_chosen_as_it_was_played():
    made = pool_shapes.piece("Ongoing: NAME enters play with X burn counters.")
    assert made.parts["enters_play"] == {"counters": {"burn": "X"}} and made.parts["ongoing_ability"]


def test_the_countdown_removes_one_and_destroys_the_card_once_none_remain():  # Dispersion
    entry = encode(["Ongoing: This ability enters play with two incorporeal counters.", PREVENTS,
                    "At the start of your turn, remove an incorporeal counter. If none remain, destroy this ability."])
    assert entry["enters_play"] == {"counters": {"incorporeal": 2}}
    assert entry["powers"][-1]["triggered"]["effects"] == [
        {"remove_counter": "incorporeal"},
        {"if": {"counters": {"named": "incorporeal", "at_most": 0}}, "then": [{"destroy": {"this": True}}]}]


def test_the_last_one_removed_destroys_it_only_if_one_came_off():  # Inner Fire: 'if you do' (709.2f)
    entry = encode(["Stand-in enters play with three charge counters on it.",
                    f"{PREVENTS} When damage is prevented this way, remove a charge counter from Stand-in. If you "
                    "removed the last one, destroy Stand-in."])
    assert entry["powers"][-1]["triggered"]["effects"] == [{"do": {"remove_counter": "charge"}, "if_you_do": [
        {"if": {"counters": {"named": "charge", "at_most": 0}}, "then": [{"destroy": {"this": True}}]}]}]


def test_an_ability_that_is_not_ongoing_holds_no_counters():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Stand-in enters play with two wind counters.", "Draw a card."])


@pytest.mark.parametrize("sentence", [
    "NAME enters play with four +1 counters on it.",
    "NAME enters play with a hearth counter on it for each damage on your hero.",  # a count for each
    "NAME enters play with two frost counter.",                           # count and noun disagree
    "NAME enters play with three +1 ATK counters if an opponent went first this game.",
    "Remove a wind counter from target ally.",                           # another card's counter
    "Remove two wind counters from NAME.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


# -- enc-enter10 --
def test_enc_enter10_stat_counters_are_read_apart_from_named_ones():
    """'five +1 ATK counters' are stat counters (404.1c): tools/shapes/enters_stat_counters.py reads them, not this
    module (no named counter '+1')."""
    piece = pool_shapes.piece("NAME enters play with five +1 ATK counters.")
    assert piece.parts == {"enters_play": {"stat_counters": {"count": 5, "atk": 1}}} and "counters" not in piece.parts
