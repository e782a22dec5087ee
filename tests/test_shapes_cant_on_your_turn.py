"""'Opponents can't play cards on your turn' (tools/shapes/cant_on_your_turn.py): a continuous "can't play" or "can't
strike" of the card in play, in force only on its controller's turn (103.2, 500.1); any other turn refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from adjudicator.cardbook import words  # noqa: E402
from adjudicator.cards.model import Prohibition  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}


def encode(text: list[str], kind: str = "item") -> dict:
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]], "cost": 2,
            **({"traits": ["Trinket (2)"]} if kind == "item" else {})}
    return pool_shapes.encode(card, SETS, text)[0]


def test_a_cant_on_your_turn_is_read():
    assert encode(["Opponents can't play cards on your turn."])["powers"] == [
        {"prohibition": {"cannot": "play", "players": "opponent", "your_turn": True}}]
    assert encode(["Ongoing: Opponents can't play abilities on your turn."], kind="ability")["powers"] == [
        {"prohibition": {"cannot": "play", "players": "opponent", "cards": "ability", "your_turn": True}}]
    assert encode(["Opponents can't strike with weapons on your turn."])["powers"] == [
        {"prohibition": {"cannot": "strike", "players": "opponent", "your_turn": True}}]


def test_its_reading_says_on_your_turn():
    rule = Prohibition.model_validate(encode(["Opponents can't strike with weapons on your turn."])["powers"][0]
                                      ["prohibition"])
    assert words.prohibition(rule, "Stand-in") == "your opponents can't strike with weapons on your turn"
    assert words.prohibition(rule.model_copy(update={"your_turn": False}), "Stand-in") == \
        "your opponents can't strike with weapons"


@pytest.mark.parametrize("sentence", ["Opponents can't play cards during your turn.",
                                      "Opponents can't strike with weapons on an opponent's turn.",
                                      "Opponents can't play cards this turn on your turn.",
                                      "Ongoing: Opposing cards can't be exhausted on your turn.",
                                      "Target opponent can't play cards on your turn."])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence], kind="ability" if sentence.startswith("Ongoing") else "item")
