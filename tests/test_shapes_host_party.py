"""'Allies in attached hero's party have -1 ATK' (tools/shapes/host_party.py): an attachment's continuous power on
the allies of its host's controller's party (``in_host_party``, 400.4, 415.8b), after its 'Ongoing:' (305.2a); other
words refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
GROUP = {"kind": "ally", "in_host_party": True}


def encode(*text: str) -> dict:
    card = {"id": "x", "name": "Stand-in", "type": "ability", "printings": [["s", "7", "Common"]], "cost": 3}
    return pool_shapes.encode(card, SETS, list(text))[0]


def test_the_allies_in_the_hosts_party():
    entry = encode("Attach to target hero.", "Ongoing: At the start of your turn, your hero deals 1 frost damage to "
                   "attached hero. Allies in attached hero's party have -1 ATK.")  # Icy Touch
    assert entry["powers"][1] == {"continuous": {"affects": GROUP, "atk": -1}}
    assert entry["attach"] == "host" and "Ongoing" in entry["tags"]
    entry = encode("Attach to target ally.", "Ongoing: Allies in attached ally's party have +1 ATK and Elusive.")
    assert entry["powers"] == [{"continuous": {"affects": GROUP, "atk": 1, "gain_keywords": ["Elusive"]}}]


@pytest.mark.parametrize("text", [
    ["Attach to target hero.", "Allies in attached hero's party have -1 ATK."],  # no 'Ongoing:' (305.2)
    ["Ongoing: Allies in attached hero's party have -1 ATK."],  # nothing to attach to
    ["Attach to target hero.", "Ongoing: Allies in attached hero's party have +1 Fire Resistance."],  # a prevention
    ["Attach to target hero.", "Ongoing: Allies in attached hero's party lose and can't have Assault and Mend."],
    ["Attach to target hero.", "Ongoing: Heroes and allies in attached hero's party have -1 ATK."],  # which hero?
])
def test_a_near_miss_is_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode(*text)
