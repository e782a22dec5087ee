"""The shape of tools/shapes/that_entered.py: 'If you do, destroy that opposing card.' right after a triggered
power on an opposing card entering play (Mithran the Sniper): the event's card destroyed if the power's own
destruction happened; after any other sentence the card is refused. The cards the encoder writes are played by
tests/test_encode_pool.py."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from adjudicator.cardbook.words import card_words  # noqa: E402
from adjudicator.cards.model import CardDefinition  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
ALLY = {"id": "x", "name": "Stand-in", "type": "ally", "printings": [["s", "7", "Common"]], "cost": 3, "atk": 2,
        "health": 4, "damage_type": "ranged"}
ABILITY = {"id": "y", "name": "Stand-in Blast", "type": "ability", "cost": 2, "printings": [["s", "8", "Common"]]}


def encode(facts: dict, text: str) -> dict:
    entry, _shapes = pool_shapes.encode(dict(facts), SETS, [text])
    return entry


def test_the_card_that_entered_play_is_destroyed_if_this_one_was():  # Mithran the Sniper
    entry = encode(ALLY, "When an opposing ability, ally, or equipment enters play, destroy this ally. "
                         "If you do, destroy that opposing card.")
    power = entry["powers"][0]["triggered"]
    assert power["when"] == {"event": "enters-play", "subject": {"kinds": ["ability", "ally", "equipment"],
                                                                 "controller": "opposing"}}
    assert power["effects"] == [{"do": {"destroy": {"this": True}}, "if_you_do": [{"destroy": {"event": "subject"}}]}]
    card = CardDefinition.model_validate({**entry, "text": "-"})
    assert "if you do: destroy that event's card" in " ".join(card_words(card))


@pytest.mark.parametrize("facts, text", [
    (ALLY, "When an opposing ally is destroyed, destroy this ally. If you do, destroy that opposing card."),
    (ALLY, "When an ally enters play, destroy this ally. If you do, destroy that opposing card."),  # not opposing
    (ABILITY, "Destroy target ally. If you do, destroy that opposing card."),                       # no event at all
    (ALLY, "When an opposing ally enters play, destroy this ally. If you do, destroy that opposing ally."),
])
def test_that_opposing_card_anywhere_else_is_refused(facts, text):
    pytest.raises(pool_shapes.Unrecognised, encode, facts, text)
