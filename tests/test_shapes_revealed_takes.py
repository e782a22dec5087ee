"""The top cards revealed, taken one of each kind, by a run of costs or by a tag (tools/shapes/revealed_takes.py),
and a take on a line of its own after the reveal; near misses refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}


def reward(*lines: str) -> list:
    card = {"id": "x", "name": "Stand-in", "type": "quest", "printings": [["s", "7", "Common"]]}
    return pool_shapes.encode(card, SETS, ["Pay 2 to complete this quest.", *lines])[0]["powers"][0]["reward"]["effects"]


def test_one_of_each_kind():  # The Formation of Felbane
    effect = reward("Reward: Reveal the top four cards of your deck. Put a revealed ability, ally, equipment, and quest "
                    "card into your hand and the rest on the bottom of your deck.")[0]
    assert effect == {"reveal_top": 4, "then": [{"to": "hand", "fits": {"kind": k}}
                                                for k in ("ability", "ally", "equipment", "quest")], "rest": "bottom"}


def test_a_run_of_costs_on_a_line_of_its_own():  # One Draenei's Junk
    effect = reward("Reward: Reveal the top three cards of your deck.",
                    "Put a revealed card with cost 1, 2, or 3 into your hand and the rest on the bottom of your deck.")[0]
    assert effect["then"] == [{"to": "hand", "fits": {"cost_at_least": 1, "cost_at_most": 3}}]


def test_a_tag():  # Vixton Pinchwhistle's
    effect = reward("Reward: Reveal the top three cards of your deck. Put a revealed Arena card into hand and the rest "
                    "on the bottom of your deck.")[0]
    assert effect["then"] == [{"to": "hand", "fits": {"tag": "Arena"}}]


@pytest.mark.parametrize("lines", [
    ["Reward: Reveal the top three cards of your deck. Put a revealed ability, ally, ability, and quest card into your "
     "hand and the rest on the bottom of your deck."],
    ["Reward: Reveal the top two cards of your deck. Put a revealed ability, ally, and quest card into your hand and "
     "the rest on the bottom of your deck."],
    ["Reward: Reveal the top three cards of your deck. Put a revealed card with cost 1, 3, or 4 into your hand and the "
     "rest on the bottom of your deck."],
    ["Reward: Reveal the top three cards of your deck. Put a revealed Goblin Arena card into your hand and the rest on "
     "the bottom of your deck."],
    ["Reward: Draw a card.", "Put a revealed card with cost 1, 2, or 3 into your hand and the rest on the bottom of "
     "your deck."]])
def test_near_misses_are_refused(lines):
    with pytest.raises(pool_shapes.Unrecognised):
        reward(*lines)
