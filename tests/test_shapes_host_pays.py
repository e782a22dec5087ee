"""'Ongoing: Attached hero's controller pays 1 more to play abilities.' (tools/shapes/host_pays.py): an ongoing cost
change of the cards of the host's controller (host_player, 400.4, 707.1e); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes

ATTACH = "Attach to target hero."


@pytest.mark.parametrize("sentence, stat", [
    ("Ongoing: Attached hero's controller pays 1 more to play abilities.",
     {"affects": {"kind": "ability", "host_player": True}, "play_cost": 1}),
    ("Ongoing: Attached hero's controller pays 2 more to strike with weapons.",
     {"affects": {"kind": "weapon", "host_player": True}, "strike_cost": 2}),
])
def test_the_hosts_controllers_cards_cost_more(sentence, stat):
    entry = encode([ATTACH, sentence])
    assert entry["attach"] == "host"
    assert entry["powers"] == [{"continuous": stat}]


@pytest.mark.parametrize("text", [
    ["Ongoing: Attached hero's controller pays 1 more to play abilities."],  # nothing to attach to
    [ATTACH, "Ongoing: Attached hero's controller pays 1 less to play abilities."],  # a reduction
    [ATTACH, "Ongoing: Attached hero's controller pays 1 more to play abilities this turn."],
    [ATTACH, "Ongoing: Attached hero's controller pays 1 more to play your next ability."],
    [ATTACH, "Attached hero's controller pays 1 more to play abilities."],  # not Ongoing
    [ATTACH, "Ongoing: Attached hero's controller pays 1 more to play NAME."],
])
def test_near_misses_are_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode(text)
