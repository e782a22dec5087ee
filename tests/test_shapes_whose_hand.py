"""'that hero's controller discards his hand' in a trigger's effect (tools/shapes/whose_hand.py): the hand of the player
who controls the event's card (703.1, 401.2); the slot used otherwise, or no card of the event, refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes import whose_hand  # noqa: E402


def test_the_hand_of_the_controller_of_the_hero_dealt_damage():
    got = pool_shapes.piece("When your hero deals combat damage with NAME to a hero, that hero's controller discards his hand.")
    assert got.parts["powers"][0]["triggered"]["effects"] == [
        {"discard_card": {"zone": "hand", "controller_of": "event:destination"}}]


def test_only_the_whole_hand_of_the_slot_is_put_back():
    effects = [{"discard_card": {"zone": "hand", "player": "first"}, "may": True}]
    assert whose_hand.hand_of(effects, "first", {"controller_of": {"event": "destination"}}) == effects
    assert whose_hand.hand_of([{"discard_card": {"zone": "hand", "player": "first"}}], "first", {"controller_of": {"host": True}}) \
        == [{"discard_card": {"zone": "hand", "player": "first"}}]


@pytest.mark.parametrize("sentence", [
    "When your hero deals combat damage with NAME, that hero's controller discards his hand.",  # no hero of the event
    "When your hero deals combat damage with NAME to a hero, that hero's controller discards his hand and draws a card.",
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_the_hand_beside_another_effect_is_refused():
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece("When your hero deals combat damage with NAME to a hero, that hero's controller discards his hand, "
                          "then draws that many cards.")
