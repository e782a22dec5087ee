"""A counter of any kind on a target card (tools/shapes/any_counter.py): ``counter_of_choice: remove`` or
``add-another`` on the target (404.1, 709.2b); a named counter, several, or no target refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}


def encode(text: list[str], kind: str = "ability") -> dict:
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]], "cost": 2}
    return pool_shapes.encode(card, SETS, text)[0]


@pytest.mark.parametrize("sentence, how, kind", [
    ("Remove a counter from target card in play.", "remove", "card"),
    ("Remove a counter from target location.", "remove", "location"),
    ("Choose a counter on target location and add another of those counters to it.", "add-another", "location")])
def test_a_counter_of_the_kind_picked_on_the_target(sentence, how, kind):
    card = encode([sentence])
    assert card["targets"] == [{"id": "first", "kind": kind}]
    assert card["effects"] == [{"counter_of_choice": how, "on": {"target": "first"}}]


def test_a_quest_reward_may_remove_one():  # Enemies, Old and New
    reward = encode(["Pay 3 to complete this quest.",
                     "Reward: Draw a card. You may remove a counter from target card in play."], kind="quest")["powers"][0]
    assert reward["reward"]["effects"] == [{"draw": 1}, {"may": [{"counter_of_choice": "remove", "on": {"target": "first"}}]}]


@pytest.mark.parametrize("sentence", ["Remove a wind counter from target location.",
                                      "Remove two counters from target location.",
                                      "Remove a counter from each location.",
                                      "Choose a counter on target location and add another of those counters to target hero."])
def test_other_counters_are_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence])
