"""enc-turn8: 'exhaust (ready) target card' read as a card in play (tools/shapes/exhaust_target_card.py, 411), and near
misses refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused


@pytest.mark.parametrize("sentence, verb", [("At the start of your turn, you may exhaust target card.", "exhaust"),
                                            ("Ready target card.", "ready")])
def test_exhaust_or_ready_target_card_is_a_card_in_play(sentence, verb):
    found, same = (pool_shapes.piece(s) for s in (sentence, sentence.replace("target card.", "target card in play.")))
    made = [m("first") for m in found.parts.get("effects", [])] or found.parts["powers"]
    assert made == ([m("first") for m in same.parts.get("effects", [])] or same.parts["powers"])
    assert verb in str(made) and "card" in str(found.parts.get("target") or made)


@pytest.mark.parametrize("sentence", ["Destroy target card.", "Interrupt target card in play.", "Ready another target card.",
                                      "Exhaust target card you control."])
def test_other_verbs_and_words_are_left_alone(sentence):
    refused(sentence)
