"""tools/shapes/hero_sides.py: a two-sided hero's text labelled 'FRONT: 4 -> Flip NAME' and 'BACK: …' reads as a front
payment power that flips it ({flip: {this: true}}) and a back of the powers and keywords the other shapes read (301.2);
a back run into the front's paragraph is split off, the short name of the flip is the card's; a text without both
labels, and a back power on its own entering play, are refused. The cards the encoder writes are played by
tests/test_encode_pool.py; G1381-G1383 play three."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes
from shapes import hero_sides


def test_the_front_flips_and_the_back_is_read_apart():
    front, back = hero_sides.sides(["FRONT: 4 -> Flip NAME", "BACK: Allies you control have Stealth."])
    assert front == ["4 -> Flip NAME to its other side."] and back == ["Allies you control have Stealth."]
    power = pool_shapes.payment(front[0]).parts["powers"][0]["payment"]
    assert power["cost"] == {"resources": 4}
    assert [make(None) for make in pool_shapes.piece(hero_sides.FLIPPED).parts["effects"]] == [{"flip": {"this": True}}]


def test_a_back_run_into_the_front_and_a_cost_of_several_parts():
    assert hero_sides.sides(["FRONT: 4 -> Flip NAME. BACK: Assault 1"]) == (["4 -> Flip NAME to its other side."],
                                                                            ["Assault 1"])
    front, _ = hero_sides.sides(["FRONT: 3, Destroy three Horde allies in your party -> Flip NAME face down.",
                                 "BACK: Horde allies in your party have Ferocity."])
    assert front == ["3, Destroy three Horde allies in your party -> Flip NAME to its other side."]


def test_the_short_name_of_the_flip():
    assert hero_sides.short_named("Dragonslayer Drux", ["FRONT: 4 -> Flip Drux", "BACK: Drux may deal 1 damage."]) == \
        ["FRONT: 4 -> Flip NAME", "BACK: NAME may deal 1 damage."]


@pytest.mark.parametrize("text", [
    ["4 -> Flip NAME", "Allies you control have Stealth."],        # no labels: the back's power would be the front's
    ["FRONT: 4 -> Flip NAME"],                                      # no back
    ["BACK: Allies you control have Stealth."],                     # no front
])
def test_a_text_without_both_labels_is_not_two_sided(text):
    assert hero_sides.sides(text) is None


def test_the_flip_is_read_only_as_written_here():
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece("Flip NAME.")  # an unlabelled data set's '4 -> Flip NAME' stays unread


def test_a_back_power_on_its_own_entering_play_is_refused():
    entry = {"type": "hero", "powers": [{"triggered": {"when": {"event": "enters-play", "subject": {"this": True}},
                                                       "effects": [{"draw": 1}]}}]}
    with pytest.raises(pool_shapes.Unrecognised):
        hero_sides.back_of(entry, {"type": "hero"})


def test_a_back_with_a_triggered_power_is_left_alone():
    """Only keywords and a group's continuous change are read on a back so far (BACK_ALLOWED): the scenarios play those."""
    assert "a triggered power: a trigger and an effect" not in hero_sides.BACK_ALLOWED
