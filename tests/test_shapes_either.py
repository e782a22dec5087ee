"""r2-either: either/or costs (tools/shapes/either.py), "Pay 2 or remove an honor counter from a
card you control": a real cost it reads, near-misses it refuses, and the model's refusals."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import pool_shapes  # noqa: E402,F401 (loads the shape modules in their order)
from adjudicator.cards.model import Cost  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402
from shapes.either import either  # noqa: E402

HONOR = {"either": [{"resources": 2},
                    {"remove_counters": {"named": "honor", "count": 1, "on": {"controller": "you"}}}]}


def test_reads_pay_or_remove_an_honor_counter():
    found = either("Pay 2 or remove an honor counter from a card you control")
    assert found == HONOR
    assert Cost.model_validate(found).either[1].remove_counters.on.controller == "you"


def test_a_cost_without_or_is_not_either():
    assert either("Remove an honor counter from a card you control") is None
    assert either("(2)") is None


@pytest.mark.parametrize("words", [
    "Pay 2 or remove an honor counter from a card an opponent controls",
    "[Exhaust], pay 2 or remove an honor counter from a card you control",
])
def test_refuses_a_side_or_a_part_it_cannot_honour(words):
    with pytest.raises(Unrecognised):
        either(words)


@pytest.mark.parametrize("cost", [
    {"either": [{"resources": 2}]},
    {"exhaust": True, **HONOR},
    {"either": [{"resources": "X"}, {"resources": 1}]},
    {"either": [HONOR, {"resources": 1}]},
])
def test_the_model_refuses_what_it_cannot_honour(cost):
    with pytest.raises(ValidationError):
        Cost.model_validate(cost)
