"""A faction icon in an object's description (tools/shapes/grammar.py ``factioned``, enc-deal2): '[Horde] ally', and
both icons, 'and' of a group or 'or' of one target: a card with either (206.1b)."""
from __future__ import annotations

import pytest

from shape_cards import encode
from shapes.base import Unrecognised
from shapes.grammar import selector


@pytest.mark.parametrize("words, read", [
    ("each other [Horde] ally you control", (False, {"kind": "ally", "controller": "you", "other": True, "faction": "Horde"})),
    ("each [Horde] and [Alliance] hero and ally",
     (False, {"kind": "character", "any": [{"faction": "Horde"}, {"faction": "Alliance"}]})),
    ("target [Horde] or [Alliance] ally", (True, {"kind": "ally", "fits": {"any": [{"faction": "Horde"}, {"faction": "Alliance"}]}})),
    ("target opposing [Alliance] ally", (True, {"kind": "ally", "controller": "opposing", "fits": {"faction": "Alliance"}})),
])
def test_a_faction_icon_read(words, read):
    assert selector(words) == read


@pytest.mark.parametrize("words", [
    "each [Horde] and [Horde] ally",  # the same icon twice
    "target [Horde] and [Alliance] ally",  # one card of both factions: 'or' is said of a target
    "each [Horde] or [Alliance] ally",  # and 'and' of a group
    "each [Horde] [Alliance] ally",
])
def test_a_faction_icon_near_miss(words):
    with pytest.raises(Unrecognised):
        selector(words)


def test_a_prevention_and_a_condition_with_a_faction_icon():
    entry = encode(["Prevent all damage that [Alliance] and [Horde] allies would deal to NAME."], "ally")
    assert entry["powers"][0]["replacement"]["when"]["source"] == {
        "kind": "ally", "any": [{"faction": "Alliance"}, {"faction": "Horde"}]}
    entry = encode(["Prevent all damage that would be dealt to NAME while you control another [Horde] ally."], "ally")
    assert entry["powers"][0]["replacement"]["while"] == {
        "exists": {"kind": "ally", "controller": "you", "faction": "Horde", "other": True}}
