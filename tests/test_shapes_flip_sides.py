"""tools/shapes/flip_sides.py: a two-sided hero's text labelled 'FRONT: 4 -> Flip NAME' and 'BACK: …' (decktools; tcgdata's
'transform' side is labelled 'BACK:' as it is read) is a front payment power that flips the hero ({flip: {this: true}},
301.2) and a back of the powers and keywords the other shapes read (301.2a); a back run into the front's paragraph is
split off; the flip's short name is the card's own; a flip power with no labelled other side, and a back with no flip,
are refused. tests/test_encode_pool.py plays the cards the encoder writes; G1381-G1383 play three."""
from __future__ import annotations

import pytest

from shape_cards import SETS, pool_shapes
from shapes import flip_sides

HERO = {"id": "x", "name": "Drux the Stand-in", "type": "hero", "printings": [["s", "7", "Common"]], "health": 27,
        "faction": "Horde", "classes": ["Priest"], "traits": ["Troll", "Priest"]}


def test_the_sides_are_read_apart():
    assert flip_sides.sides(["FRONT: 4 -> Flip NAME", "BACK: Allies you control have Stealth."]) == (
        ["4 -> Flip NAME"], ["Allies you control have Stealth."])
    assert flip_sides.sides(["FRONT: 4 -> Flip NAME. BACK: Assault 1"]) == (["4 -> Flip NAME."], ["Assault 1"])
    assert flip_sides.sides(["4 -> Flip NAME", "Elusive"]) == (["4 -> Flip NAME", "Elusive"], None)  # no labels


def test_the_flip_power_and_the_back():
    entry, shapes = pool_shapes.encode(HERO, SETS, ["FRONT: 4 -> Flip Drux", "BACK: Allies you control have Stealth."])
    assert entry["powers"] == [{"payment": {"cost": {"resources": 4}, "effects": [{"flip": {"this": True}}]}}]
    assert entry["back"]["powers"][0]["continuous"]["gain_keywords"] == ["Stealth"]
    assert "payment power: ability: flip this hero" in shapes


@pytest.mark.parametrize("text, refusal", [
    (["4 -> Flip Drux", "2 -> Draw a card."], "no other side"),          # the labels lost: one side read as both
    (["BACK: Elusive"], "no power that flips it"),                       # a back and nothing to turn it over
    (["FRONT: 3, Destroy three Horde allies in your party -> Flip Drux face down.", "BACK: Elusive"], "cost"),
    (["FRONT: 4 -> Flip Drux", "BACK: Elusive", "FRONT: Stealth"], "labelled after"),
])
def test_sides_that_do_not_fit_are_refused(text, refusal):
    with pytest.raises(pool_shapes.Unrecognised, match=refusal):
        pool_shapes.encode(HERO, SETS, text)
