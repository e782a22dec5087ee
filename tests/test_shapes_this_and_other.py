"""'… for this and each other <cards>' (tools/shapes/this_and_other.py): the sentence read with 'for each other
<cards>', each count of the others made one more for the card itself (Count's ``plus`` is its ``times``, 709.2d);
read exactly or refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import refused  # noqa: E402

MURLOCS = {"kind": "character", "controller": "you", "other": True, "trait": "Murloc"}


def test_the_card_itself_and_each_other_card_of_the_group():
    [power] = pool_shapes.piece("This ally has +3 / +3 for this and each other Murloc hero and ally you control."
                                ).parts["powers"]
    count = {"count": MURLOCS, "times": 3, "plus": 3}
    assert power == {"continuous": {"affects": {"this": True}, "atk": count, "health": count}}


def test_a_modifier_the_trigger_makes_counts_the_card_once():
    shape = pool_shapes.piece("When NAME enters play, target Monster hero or ally has Assault 1 this turn for this and "
                              "each other Monster hero and ally you control.")
    [effect] = shape.parts["powers"][0]["triggered"]["effects"]
    assert effect["create_continuous"]["atk"] == {
        "count": {"kind": "character", "controller": "you", "other": True, "tag": "Monster"}, "plus": 1}
    assert "amount: this and each other" in shape.parts["inner"]


@pytest.mark.parametrize("sentence", [
    "This ally has +3 / +3 for this and each Murloc hero and ally you control.",  # 'each' without 'other'
    "This ally has +3 / +3 for this and each other Murloc hero and ally.",  # no 'you control': whose is unsaid
    # a count the other shapes read without 'other' (counters on the card): no count of the others to add it to
    "This ally has +1 ATK for this and each other fury counter on it.",
    # an effect whose number no count multiplies
    "When NAME enters play, put a 2 / 2 Worgen ally token into play for this and each other Night Elf ally you control.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_an_attachment_counts_every_ability_on_its_host_itself_among_them():
    shape = pool_shapes.piece("Ongoing: Attached ally has +2 / +2 for this and each other ability attached to it.")
    count = {"count": {"kind": "ability", "attached_to": {"host": True}}, "times": 2}
    assert shape.parts["ongoing"] == {"affects": {"host": True}, "atk": count, "health": count}
    with pytest.raises(pool_shapes.Unrecognised):  # a keyword beside the numbers: it can't be counted
        pool_shapes.piece("Ongoing: Attached ally has +2 / +2 and Stealth for this and each other ability attached to it.")
    with pytest.raises(pool_shapes.Unrecognised):  # no 'Ongoing:': not an attachment's power
        pool_shapes.piece("Attached ally has +2 / +2 for this and each other ability attached to it.")
