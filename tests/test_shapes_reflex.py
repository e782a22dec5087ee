"""tools/shapes/reflex.py: 'When damage is dealt this way, …' after an ongoing power that deals damage (715.1)
(enc-deal2)."""
from __future__ import annotations

import pytest

from shape_cards import encode
from shapes.base import Unrecognised

BURN = "Ongoing: At the start of your turn, your hero deals 1 frost damage to attached hero."


def test_a_triggered_modifier_made_before_the_damage():
    entry = encode(["Attach to target hero.", BURN,
                    "When damage is dealt this way, target ally in attached hero's party has -2 ATK this turn."])
    effects = entry["powers"][0]["triggered"]["effects"]
    assert effects[0] == {"create_trigger": {
        "when": {"event": "damage", "this_way": True},
        "targets": [{"id": "first", "kind": "ally", "fits": {"in_host_party": True}}],
        "effects": [{"create_continuous": {"affects": {"target": "first"}, "atk": -2}, "duration": "this-turn"}]},
        "duration": "game"}
    assert "deal_damage" in effects[1]


@pytest.mark.parametrize("text", [
    ["Attach to target hero.", "When damage is dealt this way, target ally in attached hero's party has -2 ATK this turn."],
    ["Attach to target hero.", BURN, "When damage is dealt this way, target ally has -2 ATK this turn."],  # any ally
    ["Attach to target hero.", BURN, "When damage is dealt this way, draw a card."],  # no target of the host's party
])
def test_near_misses_are_refused(text):
    with pytest.raises(Unrecognised):
        encode(text)
