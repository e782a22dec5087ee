"""A stand-in card for the shape tests (tests/test_shapes_*.py): a one-set pool and a card of any
type, its text read by the pool encoder's shapes (tools/pool_shapes.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}


def encode(text: list[str], kind: str = "ability", **facts) -> dict:
    """The entry the shapes write for a cost-1 card 'Stand-in' of that type (an ally: 1 ATK holy, 2 health),
    with any other ``facts`` (cost, ATK, …) in place of those."""
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]], "cost": 1}
    if kind == "ally":
        card.update(atk=1, health=2, damage_type="holy")
    return pool_shapes.encode({**card, **facts}, SETS, text)[0]


def refused(sentence: str) -> None:
    """No shape reads the sentence (a near miss): the encoder refuses it, never approximates."""
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
