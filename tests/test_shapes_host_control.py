"""Control of the card an ability is attached to (tools/shapes/host_control.py): 'Ongoing: You control attached
ally.' is a continuous power of the ability in play (305.2a) giving its controller the host (401.3, 400.4); read
exactly or refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shape_cards import encode  # noqa: E402

CONTROLLED = {"continuous": {"affects": {"host": True}, "gain_control": True}}




def test_you_control_the_attached_ally_or_equipment():
    entry = encode(["Attach to target ally.", "Ongoing: You control attached ally."])
    assert entry["attach"] == "host" and entry["tags"] == ["Ongoing"] and entry["powers"] == [CONTROLLED]
    assert entry["targets"] == [{"id": "host", "kind": "ally"}]
    entry = encode(["Attach to target equipment.", "Ongoing: You control attached equipment."])
    assert entry["targets"] == [{"id": "host", "kind": "equipment"}] and entry["powers"] == [CONTROLLED]


@pytest.mark.parametrize("text", [
    ["Attach to target ally.", "You control attached ally."],  # no 'Ongoing:': not a power of it in play
    ["Attach to target location or quest.", "Ongoing: You control attached resource."],  # a resource: not read
    ["Attach to target hero.", "Ongoing: You control attached hero."],  # a hero never changes control (401.3)
    ["Ongoing: You control attached ally."],  # attached to nothing
])
def test_a_near_miss_is_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        encode(text)


def test_a_later_sentence_of_the_ongoing_paragraph_about_the_host_is_a_power_in_play():
    entry = encode(["Attach to target ally. Ongoing: You control attached ally. Attached ally can't attack."])
    assert entry["powers"] == [CONTROLLED, {"prohibition": {"cannot": "attack", "affects": {"host": True}}}]
    assert pool_shapes.sentences("Attach to target ally. Attached ally can't attack.") == [
        "Attach to target ally.", "Attached ally can't attack."]  # no 'Ongoing:' before it: left as it is (refused)
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Attach to target ally. Attached ally can't attack."])


def test_an_attachment_may_add_counters_to_itself_that_its_host_counts():
    entry = encode(["Attach to target ally. Ongoing: At the start of your turn, add a justice counter to this ability. "
                    "Attached ally has +1 / +1 for each justice counter on this ability."])
    assert entry["powers"] == [
        {"triggered": {"when": {"event": "turn-starts", "subject": {"kind": "hero", "controller": "you"}},
                       "effects": [{"put_counters": 1, "named": "justice"}]}},
        {"continuous": {"affects": {"host": True}, "atk": {"counters": "justice"}, "health": {"counters": "justice"}}}]
    with pytest.raises(pool_shapes.Unrecognised):  # a power of the attachment doing more than adding its own counters
        encode(["Attach to target ally. Ongoing: At the start of your turn, draw a card. Attached ally has +1 / +1."])
