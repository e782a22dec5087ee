"""enc-turn8: 'you do not control …' (tools/shapes/control_conditions.py): the denial of 'you control …', and near
misses refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes
from shapes.conditions import condition


def test_you_do_not_control_is_the_denial():
    assert condition("you do not control a Ghoul") == {"not": condition("you control a Ghoul")} == \
        {"not": {"exists": {"kind": "character", "controller": "you", "trait": "Ghoul"}}}
    assert condition("you do not control a Ghoul") == condition("you don't control a Ghoul")


@pytest.mark.parametrize("words", ["you do not control Ghouls", "you do not control an Ghoul", "you not control a Ghoul"])
def test_near_misses_are_refused(words):
    with pytest.raises(pool_shapes.Unrecognised):
        condition(words)
