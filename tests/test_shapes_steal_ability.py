"""enc-misc2: an ability taken and perhaps moved, told in two sentences (tools/shapes/steal_ability.py): 'Gain control
of target ability. If it's attached, you may reattach it.' read as one effect; made-up sentences in the cards' manner
(the wording is the shape's own, so the tests vary where it sits), and near misses."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

TAKEN = {"gain_control": {"target": "first"}}


def test_an_ability_taken_then_perhaps_reattached():
    entry = encode(["Gain control of target ability. If it's attached, you may reattach it."])
    assert entry["targets"] == [{"id": "first", "kind": "ability"}]
    assert entry["effects"] == [TAKEN, {"may": [{"move_attachment": {"target": "first"}, "to": {"kind": "card"}}]}]


def test_only_from_a_character_to_another():
    entry = encode(["Gain control of target ability. If it's attached to a hero or ally, you may attach it to another "
                    "hero or ally."])
    assert entry["effects"][1] == {"may": [{"move_attachment": {"target": "first"}, "if_host": {"kind": "character"},
                                            "to": {"kind": "character"}}]}


def test_in_a_triggered_power_of_an_ally():
    entry = encode(["Frost Resistance", "When NAME enters play, gain control of target ability. If it's attached, you "
                    "may reattach it."], kind="ally")
    [power] = [p for p in entry["powers"] if "triggered" in p]
    assert power["triggered"]["targets"] == [{"id": "first", "kind": "ability"}]
    assert power["triggered"]["effects"][0] == TAKEN


@pytest.mark.parametrize("sentence", [
    "Gain control of target ability.",  # alone: what becomes of an attachment is unsaid
    "If it's attached, you may reattach it.",  # alone: no 'it'
    "Gain control of target ability. If it's attached, that player may reattach it.",  # another player chooses
    "Gain control of target ally. If it's attached, you may reattach it.",  # an ally is no attachment here
    "Gain control of target ability. If it's attached, reattach it.",  # not optional
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
