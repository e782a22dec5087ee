"""'Your maximum hand size is increased by one' (tools/shapes/hand_size.py): a continuous power giving the
controller of the card's own hero ``max_hand_size: N`` (415.4b), read in the wrap-up step (503.2a); other words
refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
YOURS = {"kind": "hero", "controller": "you"}


def encode(text: list[str], kind: str = "ally") -> dict:
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]], "cost": 2,
            **({"atk": 1, "health": 2, "damage_type": "fire"} if kind == "ally" else {})}
    return pool_shapes.encode(card, SETS, text)[0]


def test_your_maximum_hand_size_raised_or_lowered():
    assert encode(["Your maximum hand size is increased by one."])["powers"] == [
        {"continuous": {"affects": YOURS, "max_hand_size": 1}}]
    assert encode(["Your maximum hand size is reduced by 2."])["powers"] == [
        {"continuous": {"affects": YOURS, "max_hand_size": -2}}]
    assert encode(["Ongoing: Your maximum hand size is increased by three."], kind="ability")["powers"] == [
        {"continuous": {"affects": YOURS, "max_hand_size": 3}}]


def test_after_an_ongoing_trigger_it_is_the_abilitys_power_in_play():  # Arcane Intuition (305.2a)
    powers = encode(["Ongoing: When Stand-in enters play, draw a card. Your maximum hand size is increased by one."],
                    kind="ability")["powers"]
    assert powers[1] == {"continuous": {"affects": YOURS, "max_hand_size": 1}}


@pytest.mark.parametrize("sentence", [
    "Each friendly player's maximum hand size is increased by three.",  # another player's limit
    "Each opponent's maximum hand size is reduced by one.",
    "Your maximum hand size is increased by one for each ally you control.",  # a count: the field is one number
    "You have no maximum hand size.",  # no limit: no number says it
    "Your maximum hand size is increased by X.",
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence])


def test_on_an_ability_only_after_ongoing():  # 305.2: an ability has a power in play only after 'Ongoing:'
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Your maximum hand size is increased by one."], kind="ability")
