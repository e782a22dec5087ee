"""The trigger's card named by its kind as the effect's subject, with 'itself' after it (tools/shapes/that_one_acts.py):
'that friendly character heals 2 damage from itself' is the event's friendly card, the heal's source and the card it
heals (703.1, 407.1); words that name no one card of the event, or another side, refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402


def test_that_friendly_character_heals_itself():
    got = pool_shapes.piece("Ongoing: When a friendly hero or ally deals combat damage to attached character, that "
                            "friendly character heals 2 damage from itself.")
    power = got.parts["ongoing_power"]["triggered"]
    assert power["effects"] == [{"heal": 2, "source": {"event": "source"}, "from": {"event": "source"}}]


@pytest.mark.parametrize("sentence", [
    "When an opposing ally deals damage to NAME, that friendly character heals 2 damage from itself.",  # another side
    "When NAME attacks, that ally heals 2 damage from itself.",  # no such card in the event
    "When an ally deals damage to an ally, that ally heals 2 damage from itself.",  # either of two
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
