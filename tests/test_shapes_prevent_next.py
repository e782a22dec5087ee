"""'Prevent the next N damage …' of a kind, from a group or to your hero, and with X read as the link resolves
(tools/shapes/prevent_next.py): the link's prevention modifier lasting this turn (717.2, 717.2a, 709.2d)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from adjudicator.cards.model import Power  # noqa: E402


def made(sentence: str, slot: str = "first") -> dict:
    got = pool_shapes.piece(sentence)
    assert got.shape == "ability: prevent the next N damage to a card, of a kind or from a group, this turn"
    return got.parts["effects"][0](slot)["create_modifier"]


def test_combat_damage_to_your_hero_from_allies():
    got = made("Prevent the next 4 combat damage that would be dealt to your hero by allies this turn.")
    assert got == {"when": {"event": "damage", "combat": True, "source": {"kind": "ally"},
                            "destination": {"kind": "hero", "controller": "you"}},
                   "instead": {"prevent": 4}, "duration": "this-turn"}


def test_x_counted_as_it_resolves_on_a_target():
    got = pool_shapes.piece("Prevent the next X damage that would be dealt to target ally this turn, where X is the "
                            "number of Paladins and Priests you control.")
    assert got.parts["target"] == {"kind": "ally"}
    assert got.parts["effects"][0]("first")["create_modifier"]["instead"]["prevent"] == {"count": {
        "kind": "character", "controller": "you", "any": [{"trait": "Paladin"}, {"trait": "Priest"}]}}


def test_the_plain_target_is_the_older_shape():
    got = pool_shapes.piece("Prevent the next 3 damage that would be dealt to target ally this turn.")
    assert got.shape == "ability: prevent the next N damage to a target this turn"


@pytest.mark.parametrize("sentence", [
    "Prevent the next X damage that would be dealt to your hero this turn.",  # X of nothing
    "Prevent the next 3 damage that would be dealt to your hero this turn, where X is the number of allies you control.",
    "Prevent the next X damage that would be dealt to target ally this turn, where X is the number of Paladins and "
    "Paladins you control.",
    "Prevent the next 2 combat damage that would be dealt to your hero by target ally this turn.",  # a target's damage
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_a_cards_own_prevention_power_of_x_is_refused():
    with pytest.raises(ValueError, match="read only by a link"):
        Power.model_validate({"replacement": {"when": {"event": "damage", "destination": {"this": True}},
                                              "instead": {"prevent": "X"}}})
    Power.model_validate({"replacement": {"when": {"event": "damage", "destination": {"this": True}},
                                          "instead": {"prevent": 2}}})
