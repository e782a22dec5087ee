"""'Remove N damage from …' (tools/shapes/remove_damage.py): damage taken off, not healed (405.7, 407.2), read with
made-up sentences in the cards' manner."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402
from adjudicator.cards.model import PutDamage, RemoveDamage  # noqa: E402

HERO = {"kind": "hero", "controller": "you"}


def effects(sentence: str, name: str = "") -> list[dict]:
    return [make("first") for make in pool_shapes.piece(sentence, name).parts["effects"]]


@pytest.mark.parametrize("sentence, how, whose", [
    ("Remove 2 damage from your hero.", 2, HERO),
    ("Remove all damage from each ally.", {"its": "damage"}, {"kind": "ally"}),
    ("Remove all but 9 damage from your hero.", {"its": "damage", "plus": -9}, HERO),
    ("Remove all damage from Grim Lantern.", {"its": "damage"}, {"this": True}),
])
def test_readings(sentence, how, whose):
    got = effects(sentence, "Grim Lantern")
    assert got == [{"remove_damage": how, "from": whose}]
    RemoveDamage.model_validate(got[0])


def test_damage_put_back_for_each_removed():
    got = effects("Remove 4 damage from your hero and put 1 damage on Grim Lantern for each damage removed this way.",
                  "Grim Lantern")
    assert got == [{"remove_damage": 4, "from": HERO}, {"put_damage": "that-many", "on": {"this": True}}]
    RemoveDamage.model_validate(got[0])
    PutDamage.model_validate(got[1])


def test_inside_a_turn_trigger():
    got = pool_shapes.piece("At the end of your turn, remove 3 damage from your hero.").parts["powers"][0]["triggered"]
    assert got["when"] == {"event": "turn-ends", "subject": HERO}
    assert got["effects"] == [{"remove_damage": 3, "from": HERO}]


@pytest.mark.parametrize("sentence", [
    "Remove 2 damage from target ally.",  # a target: not read here
    "Remove 2 damage from each opposing weapon.",  # no damage on equipment
    "Remove 0 damage from your hero.",  # nothing removed
    "Remove all but 0 damage from your hero.",  # that is 'all'; not the printed words
    "Remove 3 damage from your hero and put 2 damage on Grim Lantern for each damage removed this way.",
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence, "Grim Lantern")


def test_that_much_after_a_removal_is_the_damage_removed():
    got = pool_shapes.piece("When Grim Lantern defends against an ally, remove all damage from Grim Lantern, and it deals that "
                            "much fire damage to each attacking ally.", "Grim Lantern")
    power = got.parts["powers"][0]["triggered"]
    assert power["effects"][0] == {"remove_damage": {"its": "damage"}, "from": {"this": True}}
    assert power["effects"][1]["deal_damage"] == "that-many"
    assert power["effects"][1]["to"] == {"kind": "ally", "attacking": True}
