"""An attachment's standing change to its host's ATK by a Total read from the game (tools/shapes/host_x.py): '+ATK equal
to …' and '-X ATK, where X is …' on an attached weapon, card or ally (400.4, 714.2); made-up sentences, near misses refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import encode  # noqa: E402

HIGHEST_ATK = {"total": "atk", "of": {"kind": "ally", "controller": "you"}, "take": "highest"}


def test_plus_atk_equal_to_is_the_total_on_the_host():
    assert encode(["Attach to target weapon.", "Ongoing: Attached weapon has +ATK equal to the highest ATK among allies "
                   "you control."])["powers"] == [{"continuous": {"affects": {"host": True}, "atk": HIGHEST_ATK}}]


def test_minus_x_is_the_total_times_minus_one():
    assert encode(["Attach to target ally or weapon.", "Ongoing: Attached card has -X ATK, where X is the highest ATK "
                   "among allies you control."])["powers"] == [
        {"continuous": {"affects": {"host": True}, "atk": {**HIGHEST_ATK, "times": -1}}}]
    assert encode(["Attach to target ally.", "Ongoing: Attached ally has -ATK equal to the combined cost of Orc allies "
                   "you control."])["powers"] == [{"continuous": {"affects": {"host": True}, "atk": {
                       "total": "cost", "of": {"kind": "ally", "controller": "you", "trait": "Orc"}, "times": -1}}}]


def test_two_traits_are_either():
    power = encode(["Attach to target ally.", "Ongoing: Attached ally has +X ATK, where X is the highest cost among "
                    "Rogue and Mage allies you control."])["powers"][0]["continuous"]
    assert power["atk"] == {"total": "cost", "take": "highest", "of": {
        "kind": "ally", "controller": "you", "any": [{"trait": "Rogue"}, {"trait": "Mage"}]}}


@pytest.mark.parametrize("sentence", [
    "Ongoing: Attached weapon has +ATK equal to the highest ATK among allies you control, and Stealth.",  # more
    "Ongoing: Attached weapon has +health equal to the highest ATK among allies you control.",  # not ATK
    "Ongoing: Attached weapon has +ATK equal to X.",  # X said nowhere
    "Ongoing: Attached weapon has +ATK equal to the number of X allies you control.",  # an amount x_is doesn't read
    "Ongoing: Attached card has -X ATK, where X is the highest cost among Rogue and Rogue allies you control.",  # twice
    "Ongoing: Attached card has -X ATK, where X is the highest cost among Rogue and Mage weapons you control.",  # not allies
    "Attached weapon has +ATK equal to the highest ATK among allies you control.",  # no 'Ongoing:'
    "Ongoing: Attached ally has +ATK equal to attached ally's ATK.",  # the host read by its own change
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Attach to target ally or weapon.", sentence])
