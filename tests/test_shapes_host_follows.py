"""'Attached hero's controller discards a card for each damage dealt this way.' right after an ability's ongoing power
that deals damage to its host (tools/shapes/host_follows.py): more of that power's effect, the host's controller
discarding (or drawing) one card for each damage the link dealt (405.6, 709.2d); read exactly or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes

Unrecognised = pool_shapes.Unrecognised

ATTACH = "Attach to target hero."
BURN = "Ongoing: At the start of your turn, your hero deals 2 fire damage to attached hero."


@pytest.mark.parametrize("verb, field", [("discards", "discard"), ("draws", "draw")])
def test_the_hosts_controller_acts_for_each_damage(verb, field):
    entry = encode([ATTACH, f"{BURN} Attached hero's controller {verb} a card for each damage dealt this way."])
    effects = entry["powers"][0]["triggered"]["effects"]
    assert effects[0]["to"] == {"host": True}
    assert effects[1] == {field: "dealt-this-way", "player": {"controller_of": {"host": True}}}


@pytest.mark.parametrize("text", [
    [ATTACH, "Attached hero's controller discards a card for each damage dealt this way."],  # no power before it
    [ATTACH, "Ongoing: At the start of your turn, your hero deals 2 fire damage to target opposing ally. "
             "Attached hero's controller discards a card for each damage dealt this way."],  # damage not to the host
    ["Your hero deals 2 fire damage to target hero. "
     "Attached hero's controller discards a card for each damage dealt this way."],  # no ongoing power, no host
])
def test_near_misses_are_refused(text):
    with pytest.raises(Unrecognised):
        encode(text)


@pytest.mark.parametrize("sentence", [
    "Attached hero's controller may draw a card for each damage dealt this way.",  # his choice: not the link's
    "Attached hero's controller discards two cards for each damage dealt this way.",
    "Attached hero's controller discards a card for each damage dealt.",
])
def test_other_words_are_not_read(sentence):
    with pytest.raises(Unrecognised):
        encode([ATTACH, f"{BURN} {sentence}"])
