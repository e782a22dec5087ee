"""'Draw cards until you reach your maximum hand size' (tools/shapes/draw_until.py): ``draw_until: max-hand-size``
(713.2, 415.4b); another player's draw refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}


def encode(text: list[str], kind: str = "ability") -> dict:
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]], "cost": 2}
    return pool_shapes.encode(card, SETS, text)[0]


@pytest.mark.parametrize("sentence", ["Draw cards until you reach your maximum hand size.",
                                      "Draw cards until your hand is at your maximum hand size."])
def test_an_ability_draws_to_the_hand_size(sentence):
    assert encode([sentence])["effects"] == [{"draw_until": "max-hand-size"}]


def test_a_payment_power_draws_to_the_hand_size():  # Mana Ruby
    power = encode(["Ongoing: 2, Destroy Stand-in -> Draw cards until you reach your maximum hand size."])["powers"][0]
    assert power["payment"]["effects"] == [{"draw_until": "max-hand-size"}]


@pytest.mark.parametrize("sentence", ["Each player draws cards until he reaches his maximum hand size.",
                                      "Draw cards until you reach seven cards.",
                                      "Draw cards until you reach your maximum hand size, then discard a card."])
def test_other_draws_until_are_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence])
