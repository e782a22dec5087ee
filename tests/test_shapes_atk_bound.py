"""An ATK bound after a group's or a target's words (tools/shapes/grammar.py, enc-if8): 'each ally with 5 or less ATK',
'target ally with 3 or more ATK' — its ATK as it now is (205.1); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused


def test_a_group_with_an_atk_bound():
    effect = pool_shapes.piece("Exhaust each ally with 5 or less ATK.").parts["effects"][0](None)
    assert effect == {"exhaust": {"kind": "ally", "atk_at_most": 5}}


def test_a_target_with_an_atk_bound():
    piece = pool_shapes.piece("Destroy target ally with 3 or more ATK.")
    assert piece.parts["target"] == {"kind": "ally", "fits": {"atk_at_least": 3}}


@pytest.mark.parametrize("sentence", [
    "Exhaust each ability with 5 or less ATK.",  # an ability has no ATK
    "Exhaust each ally with 5 or fewer ATK.",  # not the words read
    "Exhaust each ally with 5 or less ATK with 2 or less ATK.",  # said twice
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
