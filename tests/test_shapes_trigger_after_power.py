"""A triggered power run into a payment power's paragraph (tools/shapes/trigger_after_power.py): a power of its own,
not more of the payment power's effect; a trigger 'this turn' (made by the effect) or inside quotes stays in it."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes
from shapes.trigger_after_power import opens_trigger


def test_the_trigger_after_the_effect_is_its_own_power():
    entry = encode(["1, [Exhaust] -> Draw a card. When you play a weapon, ready NAME."], kind="item")
    payment, triggered = entry["powers"]
    assert payment["payment"]["effects"] == [{"draw": 1}]
    assert triggered == {"triggered": {"when": {"event": "played", "subject": {"kind": "weapon", "controller": "you"}},
                                       "effects": [{"ready": {"this": True}}]}}


def test_its_lost_full_stop_too():
    assert encode(["1, [Exhaust] -> Draw a card. When you play a weapon, ready this item"], kind="item") == \
        encode(["1, [Exhaust] -> Draw a card. When you play a weapon, ready this item."], kind="item")


@pytest.mark.parametrize("sentence, before", [
    ("When you play an ally this turn, draw a card.", "2 -> Draw a card."),  # a trigger the effect makes (715.1)
    ("When you play a weapon, ready NAME.", 'Target ally has "2 -> Draw a card.'),  # inside quotes
    ("Ready NAME.", "2 -> Draw a card."),  # no trigger
])
def test_what_stays_in_the_effect(sentence, before):
    assert not opens_trigger(sentence, before)


def test_an_unread_trigger_still_refuses_the_card():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["1, [Exhaust] -> Draw a card. When you play a weapon, ready NAME twice."], kind="item")
