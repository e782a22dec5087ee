"""'While <condition>, <group> have <change>, and <group> have <change>.' (tools/shapes/while_both.py): two continuous
powers of the card in play under the same 'while' (714.3a); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused

SHOUT = [{"kind": "ability", "tag": "Shout", "controller": "you"}]


def test_two_groups_changed_under_one_while():
    entry = encode(["While you control a Shout, allies you control have +1 / +1, and opposing allies have -1 / -1."],
                   kind="ally")
    assert entry["powers"] == [
        {"continuous": {"affects": {"kind": "ally", "controller": "you"}, "atk": 1, "health": 1, "while_exists": SHOUT}},
        {"continuous": {"affects": {"kind": "ally", "controller": "opposing"}, "atk": -1, "health": -1,
                        "while_exists": SHOUT}}]


def test_the_halves_are_read_as_the_single_while_reads_them():
    two = pool_shapes.piece("While you control a Shout, allies you control have +1 / +1, and opposing allies have "
                            "-1 / -1.")
    one = pool_shapes.piece("While you control a Shout, allies you control have +1 / +1.")
    assert two.parts["powers"][0] == one.parts["powers"][0] and two.shape == one.shape


@pytest.mark.parametrize("sentence", [
    "While you control a Shout, allies you control have +1 / +1, and draw a card.",  # a second half with no 'have'
    "While you control a Gizmo, allies you control have +1 / +1, and opposing allies have -1 / -1.",  # no condition
    "While you control a Shout, allies you control have +1 / +1, and opposing allies have Flurble.",  # no change read
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
