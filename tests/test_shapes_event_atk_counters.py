"""'When a Dragonkin ally is destroyed, you may put X +1 ATK counters on NAME, where X was the ATK of that Dragonkin'
(tools/shapes/event_atk_counters.py): the destroyed card's ATK as it last was (712.3b); another card refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402


def test_the_event_cards_atk():
    power = pool_shapes.piece("When a Dragonkin ally is destroyed, you may put X +1 ATK counters on NAME, where X was "
                              "the ATK of that Dragonkin.").parts["powers"][0]["triggered"]
    assert power["when"] == {"event": "destroyed", "subject": {"kind": "ally", "trait": "Dragonkin"}}
    assert power["effects"] == [{"may": [{"put_counters": {"atk_of": "event:subject"}, "atk": 1, "on": {"this": True}}]}]


@pytest.mark.parametrize("sentence", [
    "When a Dragonkin ally is destroyed, put X +1 ATK counters on NAME, where X was the ATK of that Orc.",  # not its
    "When NAME is destroyed, put X +1 ATK counters on NAME, where X was the ATK of that ally.",  # the card itself
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
