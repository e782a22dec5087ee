"""A triggered power whose effect waits for the start of the next turn (tools/shapes/next_turn.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402

NEXT_TURN = {"event": "turn-starts"}


def waiting(effects):
    return [{"create_trigger": {"when": NEXT_TURN, "once": True, "effects": effects}, "duration": "game"}]


def test_back_into_hand_at_the_start_of_the_next_turn():  # Greathelm of the Scourge Champion
    found = pool_shapes.piece("When NAME is destroyed, you may put it from its owner's graveyard into his hand at the "
                              "start of the next turn.")
    assert found.parts["powers"] == [{"triggered": {
        "when": {"event": "destroyed", "subject": {"this": True}},
        "effects": waiting([{"may": [{"put_into_hand": {"event": "moved", "zone": "graveyard"}}]}])}}]


def test_destroyed_unless_paid_at_the_start_of_the_next_turn():  # Greatsword of the Ebon Blade
    found = pool_shapes.piece("When NAME enters play, at the start of the next turn, destroy it unless you pay 3.")
    assert found.parts["powers"] == [{"triggered": {
        "when": {"event": "enters-play", "subject": {"this": True}},
        "effects": waiting([{"unless": {"pay": 3}, "then": [{"destroy": {"this": True}}]}])}}]


@pytest.mark.parametrize("sentence", [
    "When NAME enters play, at the start of the next turn, destroy target ally.",  # a target: chosen when?
    "When NAME is destroyed, put target ally into its owner's hand at the start of the next turn.",
    "When NAME enters play, at the start of the next turn, frobnicate it.",  # no shape reads the effect
])
def test_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


@pytest.mark.parametrize("sentence", ["Ongoing: At end of turn, destroy NAME.", "At end of turn, destroy NAME."])
def test_destroyed_at_end_of_turn(sentence):  # Monstrous Vengeance
    found = pool_shapes.piece(sentence)
    power = {"triggered": {"when": {"event": "turn-ends"}, "effects": [{"destroy": {"this": True}}]}}
    assert (found.parts.get("ongoing_power") if sentence.startswith("Ongoing") else found.parts["powers"][0]) == power


def test_end_of_turn_after_the_ongoing_sentence_is_the_abilitys_power():
    from shapes.triggers import triggered_after_colon
    assert triggered_after_colon("Ongoing: Your hero has Elusive.At end of turn, destroy NAME.") == \
        "Ongoing: Your hero has Elusive. Ongoing: At end of turn, destroy NAME."


@pytest.mark.parametrize("sentence", ["At end of turn, destroy target ally.", "At end of turn, draw a card."])
def test_end_of_turn_refused_for_anything_but_the_card_itself_destroyed(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)
