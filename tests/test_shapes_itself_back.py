"""'When attached ally is destroyed, [you may] put NAME (this ability) from its owner's graveyard into his hand'
(tools/shapes/itself_back.py): the attachment itself, where its host's destruction put it (400.4, 415.9b)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}


def encode(*text: str) -> dict:
    card = {"id": "x", "name": "Stand-in Blessing", "type": "ability", "printings": [["s", "7", "Common"]], "cost": 1,
            "classes": ["Paladin"]}
    return pool_shapes.encode(card, SETS, list(text))[0]


def test_the_attachment_itself_back_to_its_owners_hand():
    entry = encode("Attach to target ally.", "Ongoing: Attached ally has +2 ATK.", "When attached ally is destroyed, "
                   "you may put Stand-in Blessing from its owner's graveyard into his hand.")
    power = entry["powers"][-1]["triggered"]
    assert power["when"] == {"event": "destroyed", "subject": {"host": True, "kind": "ally"}}
    assert power["effects"] == [{"may": [{"put_into_hand": {"event": "itself", "zone": "graveyard"}}]}]
    entry = encode("Attach to target ally.", "When attached ally is destroyed, put this ability from its owner's "
                   "graveyard into his hand.")
    assert entry["powers"][-1]["triggered"]["effects"] == [{"put_into_hand": {"event": "itself", "zone": "graveyard"}}]


@pytest.mark.parametrize("sentence", [
    "When attached ally is destroyed, put this ability from its owner's graveyard into your hand.",  # not the owner
    "When attached ally is destroyed, put this ability from its owner's graveyard into play.",  # another zone
    "When attached hero is destroyed, put this ability from its owner's graveyard into his hand.",  # a hero host
])
def test_a_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode("Attach to target ally.", sentence)


def test_a_monster_host_only():
    entry = encode("Attach to target ally.", "When attached ally is destroyed, if it was a Monster, put this ability "
                   "from the graveyard into its owner's hand.")
    power = entry["powers"][-1]["triggered"]
    assert power["when"] == {"event": "destroyed", "subject": {"host": True, "kind": "ally", "tag": "Monster"}}
    with pytest.raises(pool_shapes.Unrecognised):  # another word than the Monster tag
        encode("Attach to target ally.", "When attached ally is destroyed, if it was a Dragon, put this ability "
               "from the graveyard into its owner's hand.")
