"""'for each different [Horde] race among …' (tools/shapes/faction_races.py): the races of one faction's six among the
cards' traits, each once (206.1, the editor's note at 206.1b), read as the link resolves (709.2d)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402


@pytest.mark.parametrize("faction", ["Horde", "Alliance"])
def test_a_reward_draws_a_card_for_each_race_of_a_faction(faction):
    """Journey to the Crossroads, Redridge Rendezvous: the draw is the count of that faction's races."""
    read = pool_shapes.piece(f"Reward: Draw a card for each different [{faction}] race among heroes and allies you "
                             "control.")
    assert read.parts["reward"] == [{"draw": {"total": f"{faction.lower()}-races",
                                              "of": {"kind": "character", "controller": "you"}}}]


@pytest.mark.parametrize("sentence", [
    "Reward: Draw a card for each different race among heroes and allies you control.",  # no faction: no list of races
    "Reward: Draw two cards for each different [Horde] race among heroes and allies you control.",  # a number but 1
    "Reward: Draw a card for each different [Horde] race among target ally.",  # a target is not a group counted
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)
