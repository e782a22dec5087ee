"""enc-while5: readings of tools/shapes/attached_count.py's tagged count ('for each Disease attached to opposing heroes'),
with made-up sentences; near misses stay refused. The cards play in tests/test_encode_pool.py (block '-- enc-while5 --')
and in scenarios G1860-G1862."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import encode  # noqa: E402
from shapes import attached_count  # noqa: E402


def test_a_tag_attached_to_a_group_counts_every_one():
    assert attached_count.counted("Curse attached to opposing allies") == {
        "kind": "ability", "tag": "Curse", "attached_to": {"kind": "ally", "controller": "opposing"}}
    power = encode(["Ongoing: Allies you control have +1 ATK for each Seal attached to friendly heroes."])["powers"][0]
    assert power["continuous"]["atk"] == {"count": {"kind": "ability", "tag": "Seal",
                                                    "attached_to": {"kind": "hero", "controller": "friendly"}}}


def test_ability_you_control_as_before():
    assert attached_count.counted("ability you control attached to opposing heroes") == {
        "kind": "ability", "controller": "you", "attached_to": {"kind": "hero", "controller": "opposing"}}


@pytest.mark.parametrize("words", ["Gizmo attached to opposing heroes",  # not a tag carried as a noun
                                   "Curse attached to target hero",  # a target, not a group
                                   "Curse you control attached to opposing heroes",  # not read for a tag
                                   "Curse attached to heroes"])  # whose, unsaid
def test_a_near_miss_is_none(words):
    assert attached_count.counted(words) is None


def test_a_near_miss_sentence_is_refused():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Ongoing: Allies you control have +1 ATK for each Gizmo attached to opposing heroes."])
