"""'When … enters your party, …' (tools/shapes/party.py): the enters-party event of 415.8b."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402
from shapes.party import short_named  # noqa: E402


def power(sentence: str) -> dict:
    found = pool_shapes.piece(sentence)
    assert "trigger: a card entering your party" in found.parts["inner"]
    [only] = found.parts["powers"]
    return only["triggered"]


def test_another_horde_ally_entering_your_party():
    """Blood Guard Gulmok: one of your allies of the Horde other than itself; 'you may' around the effect."""
    assert power("When another Horde ally enters your party, you may destroy target ally.") == {
        "when": {"event": "enters-party", "subject": {"kind": "ally", "controller": "you", "faction": "Horde",
                                                      "other": True}},
        "targets": [{"id": "first", "kind": "ally"}],
        "effects": [{"may": [{"destroy": {"target": "first"}}]}]}


def test_the_card_itself_or_another_named_by_a_part_of_its_name():
    """Gladiator Ryno: 'Ryno or another Arena ally' is the card itself (no controller: its party is its
    controller's) or another Arena ally of yours."""
    text = short_named("Gladiator Ryno", "When Ryno or another Arena ally enters your party, draw a card.")
    assert text == "When NAME or another Arena ally enters your party, draw a card."
    assert power(text)["when"] == {"event": "enters-party", "subject": {"any": [
        {"this": True}, {"kind": "ally", "controller": "you", "trait": "Arena", "other": True}]}}


def test_a_name_part_elsewhere_is_left():
    """Only before 'or another … enters your party': 'When Ryno attacks' is another shape's to read."""
    assert short_named("Gladiator Ryno", "When Ryno or another ally attacks, draw a card.") == \
        "When Ryno or another ally attacks, draw a card."


@pytest.mark.parametrize("sentence", [
    "When an ally with cost equal to the number of resources you control enters your party, draw a card.",
    # 'it may deal …' from the ally that entered is read since s10 (tests/test_shapes_enter.py); doing it twice is not
    "When NAME or another [Ranged] ally enters your party, it deals 1 ranged damage to target hero or ally twice.",
])
def test_near_misses_stay_unread(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


def test_enters_play_is_not_read_as_a_party():
    """'enters play' stays the enters-play event: only 'enters your party' is the party's."""
    found = pool_shapes.piece("When another Horde ally enters play under your control, draw a card.")
    assert found.parts["powers"][0]["triggered"]["when"]["event"] == "enters-play"
    assert "trigger: a card entering your party" not in found.parts.get("inner", [])
