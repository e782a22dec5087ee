"""Several target cards in one graveyard removed from the game (tools/shapes/one_graveyard.py, enc-reward2), and the
engine's check that a slot with ``one_graveyard`` takes its cards from one player's graveyard (706.1b)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402
from shapes.one_graveyard import REMOVED  # noqa: E402

from adjudicator.cards.model import TargetSpec  # noqa: E402
from adjudicator.engine.targets import graveyards_apart  # noqa: E402


@pytest.mark.parametrize("sentence, spec", [
    ("Remove two target ally cards in one graveyard from the game.",
     {"kind": "ally", "zone": "graveyard", "count": 2, "one_graveyard": True}),
    ("Remove up to three target cards in one graveyard from the game.",
     {"kind": "card", "zone": "graveyard", "count": 3, "one_graveyard": True, "up_to": True}),
    ("Remove three target cards in one opposing graveyard from the game.",
     {"kind": "card", "zone": "graveyard", "count": 3, "one_graveyard": True, "controller": "opposing"}),
])
def test_several_targets_in_one_graveyard_are_removed(sentence, spec):
    found = pool_shapes.piece(sentence)
    assert (found.shape, found.parts["target"]) == (REMOVED, spec)
    assert found.parts["effects"][0]("first") == {"remove_from_game": {"target": "first", "zone": "graveyard"}}


def test_a_reward_reads_it_too():
    found = pool_shapes.piece("Reward: Remove up to three target cards in one graveyard from the game.")
    assert found.parts["reward_targets"] == [{"id": "first", "kind": "card", "zone": "graveyard", "count": 3,
                                              "one_graveyard": True, "up_to": True}]


@pytest.mark.parametrize("sentence", [
    "Remove a target card in one graveyard from the game.",  # one target: 'one graveyard' says nothing more
    "Remove three target allies in one graveyard from the game.",  # allies are in play, not in a graveyard
    "Remove two target ability cards in one graveyard from the game.",  # a kind not read
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


def test_one_graveyard_needs_a_slot_of_several_in_graveyards():
    with pytest.raises(ValidationError):
        TargetSpec(id="first", kind="card", zone="graveyard", one_graveyard=True)
    with pytest.raises(ValidationError):
        TargetSpec(id="first", kind="ally", count=2, one_graveyard=True)


class _Card:
    def __init__(self, owner: str):
        self.owner = owner


def test_cards_of_two_owners_are_apart_only_for_a_one_graveyard_slot():
    tied = TargetSpec(id="first", kind="card", zone="graveyard", count=2, one_graveyard=True)
    free = TargetSpec(id="first", kind="card", zone="graveyard", count=2)
    assert graveyards_apart(tied, [_Card("Alice"), _Card("Bob")])
    assert not graveyards_apart(tied, [_Card("Bob"), _Card("Bob")])
    assert not graveyards_apart(free, [_Card("Alice"), _Card("Bob")])
