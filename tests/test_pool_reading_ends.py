"""A sentence two shapes would read in turn for ever is refused, not a RecursionError (lead, s22)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import pool_shapes  # noqa: E402
from pool_shapes import Unrecognised  # noqa: E402


def test_a_reading_that_reads_itself_again_is_refused():
    # made up: 'that …'s cost' after 'to itself' went from joined_clauses.that_cost to conditions.that_card and back
    with pytest.raises(Unrecognised, match="reads it again"):
        pool_shapes.piece("If you do, your hero deals 2 damage to itself equal to that equipment's cost.")
    assert pool_shapes._READING == []


def test_a_plain_sentence_still_reads():
    assert pool_shapes.piece("Draw a card.").parts["effects"]
    assert pool_shapes._READING == []
