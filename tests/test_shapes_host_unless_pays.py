"""enc-turn7: an attachment's power on its host's controller's turn, done to the host unless that player pays
(tools/shapes/host_unless_pays.py): read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes

ATTACH = "Attach to target hero or ally."


def test_exhaust_it_unless_he_pays():  # Curse of Weakness
    entry = encode([ATTACH, "Ongoing: At the start of attached character's controller's turn, exhaust it unless he "
                            "pays 4."])
    assert entry["powers"][0]["triggered"] == {
        "when": {"event": "turn-starts", "subject": {"kind": "hero", "in_host_party": True}},
        "effects": [{"unless": {"pay": 4}, "player": {"controller_of": {"host": True}}, "then": [{"exhaust": {"host": True}}]}]}


@pytest.mark.parametrize("sentence", [
    "Ongoing: At the start of your turn, exhaust it unless he pays 4.",             # 'he': no player named before
    "Ongoing: At the start of attached character's controller's turn, exhaust it unless you pay 4.",
    "Ongoing: At the start of attached character's controller's turn, ready it unless he pays 4.",
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        encode([ATTACH, sentence])
