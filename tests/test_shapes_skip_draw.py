"""A draw skipped and a power on the skip (tools/shapes/skip_draw.py): 'If you would draw a card, you may skip drawing
it instead.' (716.1a) and 'When you skip drawing a card this way, …' (703.1); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def test_a_draw_skipped_if_you_choose():
    [power] = pool_shapes.piece("If you would draw a card, you may skip drawing it instead.").parts["powers"]
    assert power == {"replacement": {"when": {"event": "draw", "subject": {"kind": "hero", "controller": "you"}},
                                     "instead": {"skip": True}, "may": True}}


def test_a_power_on_the_skip():
    entry = encode(["If you would draw a card, you may skip drawing it instead. When you skip drawing a card this way, "
                    "NAME deals 2 arcane damage to target ally."], "ally")
    trig = entry["powers"][1]["triggered"]
    assert trig["when"] == {"event": "skipped-draw", "subject": {"kind": "hero", "controller": "you"},
                            "source": {"this": True}}
    assert trig["effects"] == [{"deal_damage": 2, "damage_type": "arcane", "source": {"this": True},
                                "to": {"target": "first"}}]


@pytest.mark.parametrize("sentence", [
    "If you would draw a card, skip drawing it instead.",  # not a choice
    "If an opponent would draw a card, you may skip drawing it instead.",  # another player's draw
    "When you first skip drawing a card this way on each of your turns, draw a card.",  # once each turn
    "When you skip drawing a card this way, NAME deals damage.",  # an effect no shape reads
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
