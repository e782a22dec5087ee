"""'… while NAME remains in your party / under your control' (tools/shapes/remains_yours.py): a modifier on the one
target, lasting for as long as the card stays under your control (714.3b); other cards, no target or two refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
LASTING = {"duration": "game", "remains": {"state": "under-your-control"}}


def power(text: str) -> dict:
    card = {"id": "x", "name": "Stand-in Ally", "type": "ally", "printings": [["s", "7", "Common"]], "cost": 1,
            "atk": 1, "health": 1, "damage_type": "melee", "traits": ["Orc", "Warrior"]}
    return pool_shapes.encode(card, SETS, [text])[0]["powers"][0]["triggered"]


def test_gain_control_while_the_card_by_its_short_name_remains_in_your_party():
    found = power("When Stand-in enters play, gain control of target ally while Stand-in remains in your party.")
    assert found["targets"] == [{"id": "first", "kind": "ally"}]
    assert found["effects"] == [{"create_continuous": {"affects": {"target": "first"}, "gain_control": True}, **LASTING}]


def test_a_target_chosen_alone_then_controlled_with_a_keyword():
    found = power("When this ally enters play, target an opposing Paladin ally. You control it and it has Protector "
                  "while this ally remains under your control.")
    assert found["targets"] == [{"id": "first", "kind": "ally", "controller": "opposing", "fits": {"trait": "Paladin"}}]
    assert found["effects"] == [{"create_continuous": {"affects": {"target": "first"}, "gain_control": True,
                                                       "gain_keywords": ["Protector"]}, **LASTING}]


def test_after_an_optional_effect_on_the_target():
    found = power("When this ally enters play, you may exhaust target equipment. That equipment can't ready during "
                  "its controller's ready step while this ally remains in your party.")
    assert found["effects"] == [{"may": [{"exhaust": {"target": "first"}}]}, {"create_continuous": {
        "affects": {"target": "first"}, "skips_ready_step": True}, **LASTING}]


@pytest.mark.parametrize("text", [
    "When this ally enters play, gain control of target ally while Someone Else remains in your party.",  # another card
    "When this ally enters play, draw a card. You control it while this ally remains under your control.",  # no target
    "When this ally enters play, gain control of all allies while this ally remains in your party.",  # a group
])
def test_a_near_miss_is_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        power(text)
