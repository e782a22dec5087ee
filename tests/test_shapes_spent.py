"""A player made to exhaust one of his resources (tools/shapes/spent.py), and the turn of an attachment's host's
controller as a trigger (tools/shapes/triggers.py, enc-start)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes import triggers  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402
from shapes.spent import PICKED, SPENT  # noqa: E402

READY = {"row": "resource", "controller": "you", "exhausted": False}


@pytest.mark.parametrize("sentence", ["Target player exhausts one of his ready resources.",
                                      "Target player exhausts one of his resources."])
def test_a_target_player_exhausts_one_of_his_ready_resources(sentence):
    found = pool_shapes.piece(sentence)
    assert (found.shape, found.parts["target"]) == (SPENT, {"kind": "player"})
    assert [make("first") for make in found.parts["effects"]] == [
        {"choose_card": READY, "by": {"target_player": "first"}, "as": PICKED}, {"exhaust": {"chosen": PICKED}}]


def test_he_at_the_start_of_each_players_turn_is_the_player_whose_turn_it_is():
    """Trytha Darksun: 'he' reads as 'that player', the turn player (500.1)."""
    power = pool_shapes.piece("At the start of each player's turn, he exhausts one of his resources.").parts["powers"][0]
    assert power["triggered"]["when"] == {"event": "turn-starts"}
    assert power["triggered"]["effects"][0]["by"] == {"controller_of": {"event": "subject"}}


def test_the_turn_of_the_attached_heros_controller():
    """Mind-numbing Poison: the turn of the player whose party holds the host (400.4, 415.8b), an attachment's power."""
    found = pool_shapes.piece("Ongoing: At the start of attached hero's controller's turn, that player exhausts one of his "
                              "ready resources.")
    assert found.shape == triggers.ON_HOST
    assert found.parts["ongoing_power"]["triggered"]["when"] == {
        "event": "turn-starts", "subject": {"kind": "hero", "in_host_party": True}}


@pytest.mark.parametrize("sentence", [
    "Target player exhausts two of his resources.",  # more than one
    "Target player exhausts one of your resources.",  # another player's
    "At the start of your turn, he exhausts one of his resources.",  # 'he' of your own turn: you, said otherwise
    "When NAME attacks, he exhausts one of his resources.",  # 'he' of no player's event
    "Ongoing: At the start of attached weapon's controller's turn, that player exhausts one of his ready resources.",
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)
