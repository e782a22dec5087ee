"""enc-reward12: a target player picks an ally of his, then a triggered modifier this turn on its destruction
(tools/shapes/chosen_destroyed.py, 709.2b, 715.1). Made-up sentences in the cards' manner."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import encode  # noqa: E402


@pytest.mark.parametrize("who, aimed", [("opponent", {"kind": "player", "controller": "opponent"}),
                                        ("player", {"kind": "player"})])
def test_the_chosen_ally_is_watched_this_turn(who, aimed):
    entry = encode([f"Target {who} chooses an ally he controls. When that ally is destroyed this turn, draw two "
                    "cards."])
    assert entry["targets"] == [{"id": "first", **aimed}]
    pick, made = entry["effects"]
    assert pick == {"choose_card": {"kind": "ally", "controller": "you"}, "as": "picked",
                    "by": {"target_player": "first"}}
    assert made == {"create_trigger": {"when": {"event": "destroyed", "subject": {"chosen": "picked"}},
                                       "effects": [{"draw": 2}]}, "duration": "this-turn"}


def test_a_quest_reward_in_his_party():
    entry = encode(["Pay 2 to complete this quest.", "Reward: Target opponent chooses an ally in his party. When that "
                    "ally is destroyed this turn, draw three cards."], "quest")
    reward = entry["powers"][0]["reward"]
    assert reward["effects"][1]["create_trigger"]["when"]["subject"] == {"chosen": "picked"}


def test_the_sentences_are_joined_only_after_the_choice():
    assert pool_shapes.sentences("Target player chooses an ally in his party. When that ally is destroyed this turn, "
                                 "draw two cards.") == ["Target player chooses an ally in his party. When that ally is "
                                                        "destroyed this turn, draw two cards."]
    assert len(pool_shapes.sentences("Your hero deals 2 fire damage to target ally. When that ally is destroyed this "
                                     "turn, draw a card.")) == 2


@pytest.mark.parametrize("text", [
    "Target opponent chooses an ally he controls.",  # the choice alone: nothing names it
    "Target opponent chooses an ally he controls. When that ally is destroyed, draw a card.",  # not 'this turn'
    "Target opponent chooses an equipment he controls. When that ally is destroyed this turn, draw a card.",
    "Target opponent chooses a Dwarf ally he controls. When that ally is destroyed this turn, draw a card.",
    "Target opponent chooses an ally he controls. When that ally is destroyed this turn, it deals 2 damage.",
])
def test_a_near_miss_is_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([text])
