"""'Your hero has Assault X this turn, where X is the cost of target non-hero Druid or Warrior you control'
(tools/shapes/x_target_cost.py): the link's modifier this turn, its X the printed cost of its own target, read as it
resolves (201.1, 709.2d); other words refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_assault_x_is_the_targets_cost():
    entry = encode(["Your hero has Assault X this turn, where X is the cost of target non-hero Druid or Warrior you control."])
    assert entry["targets"] == [{"id": "first", "kind": "ally", "controller": "you",
                                 "fits": {"any": [{"trait": "Druid"}, {"trait": "Warrior"}]}}]
    assert entry["effects"] == [{"create_continuous": {"affects": {"kind": "hero", "controller": "you"},
                                                       "atk": {"total": "cost", "of": {"target": "first"}},
                                                       "during": "your-turn"}, "duration": "this-turn"}]


@pytest.mark.parametrize("sentence", [
    "Your hero has Assault X this turn, where X is the cost of target non-hero Druid or Cook you control.",  # no class
    "Your hero has Assault X and Stealth this turn, where X is the cost of target non-hero Druid or Warrior you control.",
    "Target ally has +X ATK this turn, where X is the cost of target non-hero Druid or Warrior you control.",  # two targets
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
