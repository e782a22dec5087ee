"""'NAME may heal 1 damage from herself and 1 damage from target ally.' (tools/shapes/heals_two.py): two heal packets of
the card, itself first, then the target (709.2, 407.1), one 'may' for both (708.3). Made-up sentences; near misses
refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_itself_then_a_target_under_one_may():
    entry = encode(["At the start of your turn, NAME may heal 2 damage from himself and 1 damage from target hero or "
                    "ally."], kind="ally")
    power = entry["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "character"}]
    assert power["effects"] == [{"may": [{"heal": 2, "source": {"this": True}, "from": {"this": True}},
                                         {"heal": 1, "source": {"this": True}, "from": {"target": "first"}}]}]


def test_without_may_both_happen():
    entry = encode(["At the end of your turn, NAME heals 1 damage from itself and 3 damage from target ally."], kind="ally")
    assert [e["heal"] for e in entry["powers"][0]["triggered"]["effects"]] == [1, 3]


@pytest.mark.parametrize("sentence", [
    "At the start of your turn, NAME may heal 1 damage from target ally and 1 damage from herself.",  # the target first
    "At the start of your turn, NAME may heal 1 damage from herself and 1 damage from each ally.",  # a group, no target
    "At the start of your turn, NAME may heal 1 damage from herself and 1 from target ally.",  # no 'damage' said again
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
