"""An ability card's modes (707.1c), read by tools/shapes/rewards.py as a reward's are: 'Choose one: A or B.' and
'Choose one or both: …', each mode a sentence the other shapes read, the second line (the data sets break it) joined
to the first; and the near misses refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
ABILITY = {"id": "x", "name": "Stand-in", "type": "ability", "cost": 1, "printings": [["s", "7", "Common"]]}
DAMAGE = {"deal_damage": 5, "damage_type": "fire", "source": {"kind": "hero", "controller": "you"}}


def test_an_ability_with_two_modes_on_two_lines():
    """Each mode its own target slot and effects; the card's own effects none (its modes are all it does)."""
    text = ["Choose one: Your hero deals 5 fire damage to target hero or ally",
            "or your hero deals 5 fire damage to each opposing ally."]
    entry, shapes = pool_shapes.encode(ABILITY, SETS, text)
    assert entry["modes"] == [
        {"targets": [{"id": "first", "kind": "character"}], "effects": [{**DAMAGE, "to": {"target": "first"}}]},
        {"effects": [{**DAMAGE, "to": {"kind": "ally", "controller": "opposing"}}]}]
    assert "effects" not in entry and "targets" not in entry and "choose_modes" not in entry
    assert "ability: choose one of two modes" in shapes


def test_one_or_both_on_one_line_with_a_comma():
    """'Choose one or both: A, or B.': two modes, both or one chosen (choose_modes 2, or_fewer)."""
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Choose one or both: Destroy target ally, or destroy target weapon."])
    assert entry["choose_modes"] == 2 and entry["or_fewer"] is True
    assert [m["targets"][0]["id"] for m in entry["modes"]] == ["first", "second"]


@pytest.mark.parametrize("text", [
    # a mode that doesn't read
    ["Choose one: Ready one of your equipment", "or draw a card."],
    # three modes, not two: every split leaves a half that doesn't read, or two splits read
    ["Choose one: Draw a card or draw two cards or draw three cards."],
    # an effect beside the modes
    ["Choose one: Draw a card", "or draw two cards.", "Draw a card."],
    # the 'Ongoing:' before the modes
    ["Ongoing: Attached ally has +2 ATK.", "Choose one: Draw a card", "or attach to target ally."],
    # 'choose two': not 'one' or 'one or both'
    ["Choose two: Draw a card or draw two cards."],
])
def test_modes_the_shape_does_not_read_are_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.encode(ABILITY, SETS, text)


def test_a_mode_that_attaches_is_the_ongoing_one_with_its_power_after():
    """'Choose one: A or attach to target ally. Ongoing: Attached ally has +2 health.': the second mode enters play
    attached to its target (305.2d); the power it has attached is the card's, and it is tagged Ongoing."""
    text = ["Choose one: Draw a card", "or attach to target ally.", "Ongoing: Attached ally has +2 health."]
    entry, _ = pool_shapes.encode(ABILITY, SETS, text)
    assert entry["modes"] == [{"effects": [{"draw": 1}]}, {"ongoing": True, "attach": "host", "targets": [
        {"id": "host", "kind": "ally"}], "effects": []}]
    assert entry["powers"] == [{"continuous": {"affects": {"host": True}, "health": 2}}] and "Ongoing" in entry["tags"]


@pytest.mark.parametrize("text", [
    # a mode that attaches with no power for it after
    ["Choose one: Draw a card", "or attach to target ally."],
    # both modes attach
    ["Choose one: Attach to target hero", "or attach to target ally.", "Ongoing: Attached ally has +2 health."],
    # the power of an attachment with no mode that attaches
    ["Choose one: Draw a card", "or draw two cards.", "Ongoing: Attached ally has +2 health."],
])
def test_a_mode_that_attaches_without_its_one_power_is_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.encode(ABILITY, SETS, text)


ITEM = {**ABILITY, "type": "item"}


def test_a_payment_power_with_two_modes():
    """'cost -> Choose one: A, or B.': the power's modes (707.1c), chosen as it is used; no effect of its own."""
    entry, shapes = pool_shapes.encode(ITEM, SETS, ["2, [Exhaust] -> Choose one: Destroy target ability, or draw a "
                                                    "card."])
    power = entry["powers"][0]["payment"]
    assert power["effects"] == [] and len(power["modes"]) == 2 and power["cost"] == {"resources": 2, "exhaust": True}
    assert "payment power: ability: choose one of two modes" in shapes


@pytest.mark.parametrize("text", [
    ["2, [Exhaust] -> Choose one or both: Draw a card, or draw two cards."],  # 'one or both' on a power: not read
    ["X, [Exhaust] -> Choose one: Draw X cards, or draw a card."],  # X with modes: not read
    ["2, [Exhaust] -> Draw a card. Choose one: Draw a card, or draw two cards."],  # an effect beside the modes
])
def test_a_payment_power_with_modes_the_shape_does_not_read_is_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.encode(ITEM, SETS, text)
