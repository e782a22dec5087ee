"""A word every data set misspells, read as its word (tools/shapes/misspelt.py): the corrected sentence is read by its
own shape; a word not in the table, or one inside another word, stays as printed."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

from shape_cards import encode  # noqa: E402
from shapes.misspelt import corrected  # noqa: E402

import pool_shapes  # noqa: E402


def test_a_misspelt_host_reads_as_the_word():
    made = encode(["Attach to target ally you control.", "Ongoing: Attached allt has +3 [Health]."])
    assert made["powers"] == [{"continuous": {"affects": {"host": True}, "health": 3}}]


def test_a_misspelt_kind_reads_as_the_word():
    assert encode(["Destroy all opposing abilites and equipment."])["effects"] == [
        {"destroy": {"kinds": ["ability", "equipment"], "controller": "opposing"}}]


def test_only_whole_words_of_the_table_change():
    assert corrected("Target allty has +3 [Health].") == "Target allty has +3 [Health]."
    assert corrected("It hels 4 damage from itself.") == "It hels 4 damage from itself."  # heals or helps?
    assert corrected("Interrupt taget card.") == "Interrupt target card."


def test_a_word_not_in_the_table_is_still_refused():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Attach to target ally you control.", "Ongoing: Attached ally has +3 [Healht]."])
