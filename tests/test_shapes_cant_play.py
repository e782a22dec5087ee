"""'Players can't play allies' (tools/shapes/cant_play.py): a continuous "can't play" of the card in play for the
players it names, of the kind it names (103.2); a duration, a turn or a target player refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}


def encode(text: list[str], kind: str = "item") -> dict:
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]], "cost": 2,
            **({"traits": ["Trinket (2)"]} if kind == "item" else {})}
    return pool_shapes.encode(card, SETS, text)[0]


def test_the_players_named_cant_play_that_kind():
    assert encode(["Players can't play allies."])["powers"] == [
        {"prohibition": {"cannot": "play", "players": "any", "cards": "ally"}}]
    assert encode(["Ongoing: Opponents can't play abilities."], kind="ability")["powers"] == [
        {"prohibition": {"cannot": "play", "players": "opponent", "cards": "ability"}}]
    assert encode(["You can't play cards."])["powers"] == [{"prohibition": {"cannot": "play", "players": "you"}}]


@pytest.mark.parametrize("sentence", ["Players can't play allies this turn.", "Opponents can't play cards during your turn.",
                                      "Target player can't play allies.", "You can't play other cards."])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([sentence])
