"""The top two cards revealed and where they go as their card types differ (tools/shapes/types_differ.py):
``types_differ`` of the cards revealed this way (300.1c); other numbers, decks and effects naming them refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
REVEALED = {"zone": "deck", "revealed_this_way": True}
BOTTOM = {"put_on_deck": REVEALED, "where": "bottom"}


def encode(text: list[str], kind: str = "quest") -> dict:
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]],
            **({"cost": 2, "def": 1, "traits": ["Wrist (1)", "Mail"]} if kind == "armor" else {})}
    return pool_shapes.encode(card, SETS, text)[0]


def reward(sentence: str) -> list:
    return encode(["Pay 2 to complete this quest.", sentence])["powers"][0]["reward"]["effects"]


def test_both_into_hand_or_both_on_the_bottom():  # The Cipher of Damnation
    assert reward("Reward: Reveal the top two cards of your deck. If they have different card types, put both into "
                  "hand. Otherwise, put both on the bottom of your deck.") == [
        {"reveal_top": 2}, {"if": {"types_differ": REVEALED}, "then": [{"put_into_hand": REVEALED}], "otherwise": [BOTTOM]}]


def test_one_into_hand_and_the_other_on_the_bottom():  # The Dying Balance
    effects = reward("Reward: Reveal the top two cards of your deck. If they have different card types, put one into "
                     "your hand and the other on the bottom of your deck. Otherwise, put both on the bottom of your deck.")
    assert effects[1]["then"] == [{"put_into_hand": REVEALED, "count": 1}, BOTTOM]


def test_on_the_bottom_then_an_effect_if_they_differ():  # Windtalker's Wristguards
    power = encode(["[Exhaust] -> Reveal the top two cards of your deck, then put them on the bottom. If they have "
                    "different card types, your hero deals 2 nature damage to target hero or ally."], kind="armor")
    effects = power["powers"][0]["payment"]["effects"]
    assert effects[0] == {"reveal_top": 2, "rest": "bottom"}
    assert effects[1]["if"] == {"types_differ": REVEALED} and effects[1]["then"][0]["deal_damage"] == 2


@pytest.mark.parametrize("sentence", [
    "Reward: Reveal the top three cards of your deck. If they have different card types, put both into hand. "
    "Otherwise, put both on the bottom of your deck.",
    "Reward: Reveal the top two cards of target opponent's deck. If they have different card types, put both into "
    "hand. Otherwise, put both on the bottom of your deck.",
    "Reward: Reveal the top two cards of your deck, then put them on the bottom. If they have different card types, "
    "put them into your hand."])
def test_other_reveals_are_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        reward(sentence)
