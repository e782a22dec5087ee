"""Control of the ally the card dealt damage to, while the card stays yours (tools/shapes/dealt_gain_control.py):
a modifier on the trigger's destination (703.1) giving you control (401.3), lasting while the card remains under your
control (714.3b). Made-up sentences in the cards' manner."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

GAINED = {"create_continuous": {"affects": {"event": "destination"}, "gain_control": True}, "duration": "game",
          "remains": {"state": "under-your-control"}}


@pytest.mark.parametrize("sentence, when", [
    ("When NAME deals damage to an opposing ally, gain control of that ally while NAME remains in your party.",
     {"event": "damage", "source": {"this": True}, "destination": {"kind": "ally", "controller": "opposing"}}),
    ("When NAME deals combat damage to an ally while attacking, gain control of that ally while NAME remains under "
     "your control.",
     {"event": "damage", "source": {"this": True, "attacking": True}, "combat": True, "destination": {"kind": "ally"}}),
])
def test_that_ally_is_yours_while_the_card_remains(sentence, when):
    got = pool_shapes.piece(sentence)
    (power,) = [p["triggered"] for p in got.parts["powers"]]
    assert power["when"] == when and "targets" not in power
    assert power["effects"] == [GAINED]


@pytest.mark.parametrize("sentence", [
    # damage the card itself doesn't deal
    "When your hero deals combat damage to an ally, gain control of that ally while NAME remains under your control.",
    # the 'while' of another card
    "When NAME deals damage to an ally, gain control of that ally while your hero remains under your control.",
    # no ally the trigger names
    "When NAME deals damage to a hero, gain control of that ally while NAME remains under your control.",
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
