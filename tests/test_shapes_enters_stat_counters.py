"""tools/shapes/enters_stat_counters.py: 'NAME enters play with three +1 ATK counters', '… with X +1 ATK counters', '…
with a +1 DEF counter for each friendly hero and ally' read as enters_play.stat_counters (710.1b, 404.1c), each stat
only on a card that has it; and the cost 'Remove a +1 ATK counter' (tools/shapes/costs.py) as remove_stat_counters.
A lost icon, a count that disagrees with its noun and a condition are refused. The cards the encoder writes are played
by tests/test_encode_pool.py."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused
from shapes import costs, enters_stat_counters


@pytest.mark.parametrize("sentence, stats", [
    ("NAME enters play with three +1 ATK counters.", {"count": 3, "atk": 1}),
    ("NAME enters play with two +1 DEF counters on it.", {"count": 2, "def": 1}),
    ("NAME enters play with X +1 ATK counters.", {"count": "X", "atk": 1}),
    ("NAME enters play with a +1 ATK counter for each card in your hand.",
     {"count": {"count": {"zone": "hand", "owner": "you"}}, "atk": 1}),
    ("NAME enters play with a +1 DEF counter for each friendly hero and ally.",
     {"count": {"count": {"kind": "character", "controller": "friendly"}}, "def": 1}),
])
def test_the_counters_it_enters_play_with(sentence, stats):
    piece = pool_shapes.piece(sentence)
    assert piece.parts == {"enters_play": {"stat_counters": stats}}


def test_each_stat_only_on_a_card_that_has_it():
    atk, health, defense = (enters_stat_counters.SHAPES_BY_STAT[s] for s in ("atk", "health", "def"))
    assert enters_stat_counters.ALLOWED == {"weapon": (atk,), "ally": (atk, health), "armor": (defense,)}


@pytest.mark.parametrize("sentence", [
    "NAME enters play with two +1 counters on it.",                                      # the stat's icon lost
    "NAME enters play with three +1 ATK counter.",                                       # a count and its noun disagree
    "NAME enters play with two +1 ATK counters for each card in your hand.",             # 'a counter for each' only
    "NAME enters play with three +1 ATK counters if an opponent went first this game.",  # a condition
    "NAME enters play with a +1 ATK counter for each fury counter on it.",               # counters counted
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)


@pytest.mark.parametrize("part, cost", [
    ("Remove a +1 ATK counter", {"remove_stat_counters": {"atk": 1}}),
    ("Remove a +1 DEF counter from NAME", {"remove_stat_counters": {"def": 1}}),
    ("Remove two +1 ATK counters from NAME", {"remove_stat_counters": {"count": 2, "atk": 1}}),
])
def test_a_cost_that_removes_stat_counters(part, cost):
    assert costs.cost_part(part) == cost


def test_a_stat_counter_with_no_stat_is_no_cost():
    with pytest.raises(pool_shapes.Unrecognised):
        costs.cost_part("Remove a +1 counter from NAME")


@pytest.mark.parametrize("sentence, made", [
    ("Remove all +1 ATK counters from NAME.", {"remove_stat_counters": "all", "atk": 1}),
    ("Remove a +1 ATK counter.", {"remove_stat_counters": 1, "atk": 1}),
    ("Remove two +1 DEF counters from NAME.", {"remove_stat_counters": 2, "def": 1}),
])
def test_stat_counters_removed_from_the_card_itself(sentence, made):
    assert [make(None) for make in pool_shapes.piece(sentence).parts["effects"]] == [made]


@pytest.mark.parametrize("sentence", [
    "Remove all +1 counters from NAME.",            # the stat's icon lost
    "Remove two +1 ATK counter from NAME.",         # a count and its noun disagree
    "Remove all +1 ATK counters from target weapon.",  # another card
])
def test_a_removal_near_miss_is_refused(sentence):
    refused(sentence)


def test_a_stat_countdown_is_a_removal_then_a_check():
    text = enters_stat_counters.countdown(["At the start of your turn, remove a +1 ATK counter. If none remain, destroy NAME."])
    assert text == ["At the start of your turn, remove a +1 ATK counter from NAME. Then, if NAME has no +1 ATK counters "
                    "on it, destroy NAME."]
    assert enters_stat_counters.countdown(["Remove a blade counter. If none remain, destroy NAME."]) == \
        ["Remove a blade counter. If none remain, destroy NAME."]  # named counters: shapes/enters_counters.py's


def test_none_left_is_a_stat_counter_check():
    piece = pool_shapes.piece("Then, if NAME has no +1 DEF counters on it, destroy NAME.")
    made = [make(None) for make in piece.parts["effects"]]
    assert made == [{"if": {"stat_counters": {"def": 1, "at_most": 0}}, "then": [{"destroy": {"this": True}}]}]
