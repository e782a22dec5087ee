"""'… each hero and ally in that player's party' after 'At the start of each opponent's turn' (tools/shapes/start_turn.py):
the group anchored on the turn's hero (500.1, 703.1); and 'A character dealt damage this way …' after a triggered power's
damage, more of its effect (709.2d). Near misses refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

ALLY = {"id": "x", "name": "Stand-in", "type": "ally", "printings": [["s", "7", "Common"]], "cost": 3, "atk": 2,
        "health": 2, "damage_type": "frost"}
SETS = {"s": {"name": "A Set", "kind": "set"}}


def test_the_turn_players_party():
    got = pool_shapes.piece("At the start of each opponent's turn, NAME deals 2 frost damage to each hero and ally in "
                            "that player's party.")
    power = got.parts["powers"][0]["triggered"]
    assert power["when"] == {"event": "turn-starts", "subject": {"kind": "hero", "controller": "opposing"}}
    assert power["effects"] == [{"deal_damage": 2, "damage_type": "frost", "source": {"this": True},
                                 "to": {"kind": "character", "controller_of": "event:subject"}}]


@pytest.mark.parametrize("sentence", [
    "At the start of your turn, NAME deals 2 frost damage to each hero and ally in that player's party.",  # whose?
    "At the start of each player's turn, NAME deals 2 frost damage to each hero and ally in that player's party.",
    "At the start of each opponent's turn, NAME deals 2 frost damage to each hero and ally in that player's graveyard.",
    "At the start of each opponent's turn, NAME deals 2 frost damage to each opposing hero and each hero in that "
    "player's party.",  # two groups: which one is the turn player's?
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_dealt_damage_this_way_after_a_triggered_power():
    entry, shapes = pool_shapes.encode(ALLY, SETS, [
        "At the start of each opponent's turn, NAME deals 2 frost damage to each hero and ally in that player's party. "
        "A character dealt damage this way can't attack this turn."])
    power = entry["powers"][0]["triggered"]
    assert power["effects"][1] == {"create_prohibition": {"cannot": "attack", "affects": {
        "kind": "character", "dealt_this_way": True}}, "duration": "this-turn"}
    assert "then: modifier this turn: the cards dealt damage this way" in shapes
    with pytest.raises(pool_shapes.Unrecognised):  # no damage before it in the power
        pool_shapes.encode(ALLY, SETS, ["At the start of your turn, draw a card. A character dealt damage this way "
                                        "can't attack this turn."])


# -- enc-turn2 --
def test_all_heroes_and_allies_he_controls_is_the_turn_players_party():
    got = pool_shapes.piece("At the end of each opponent's turn, exhaust all heroes and allies he controls.")
    power = got.parts["powers"][0]["triggered"]
    assert power["when"] == {"event": "turn-ends", "subject": {"kind": "hero", "controller": "opposing"}}
    assert power["effects"] == [{"exhaust": {"kind": "character", "controller_of": "event:subject"}}]


@pytest.mark.parametrize("sentence", [
    "At the end of your turn, exhaust all heroes and allies he controls.",  # 'he': no other player's turn
    "At the end of each opponent's turn, exhaust each heroes and allies he controls.",
    "At the end of each opponent's turn, exhaust all heroes and allies she controls and draw a card.",
])
def test_he_controls_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
