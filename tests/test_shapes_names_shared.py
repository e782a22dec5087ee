"""enc-reward12: 'if two or more allies have the same name' (tools/shapes/names_shared.py): ``{names_shared: {kind:
ally}}``, any player's allies in play (200.1). Made-up sentences in the cards' manner."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import encode  # noqa: E402
from shapes import conditions  # noqa: E402


def test_the_condition():
    assert conditions.condition("two or more allies have the same name") == {"names_shared": {"kind": "ally"}}


def test_a_reward_draws_more_when_names_are_shared():
    entry = encode(["Pay 1 to complete this quest.", "Reward: Draw two cards, or three cards if two or more allies have "
                    "the same name."], "quest")
    (effect,) = entry["powers"][0]["reward"]["effects"]
    assert effect == {"if": {"names_shared": {"kind": "ally"}}, "then": [{"draw": 3}], "otherwise": [{"draw": 2}]}


@pytest.mark.parametrize("words", [
    "three or more allies have the same name",
    "two or more allies you control have the same name",
    "two or more cards have the same name",
    "two or more allies have the same name as NAME",
])
def test_a_near_miss_is_refused(words):
    with pytest.raises(pool_shapes.Unrecognised):
        conditions.condition(words)
