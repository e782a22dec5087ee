"""'Ongoing: Attached character must attack if able and can attack only your hero if able.' (tools/shapes/host_attacks.py):
an attack rule on the host (600.2, 601.2c), with an ATK change beside it; other defenders refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

HOST, YOURS = {"host": True}, {"kind": "hero", "controller": "you"}


def test_the_host_must_attack_your_hero():
    entry = encode(["Attach to target hero or ally.",
                    "Ongoing: Attached character must attack if able and can attack only your hero if able."])
    assert entry["powers"] == [{"attack_rule": {"affects": HOST, "must_attack": True, "only_attack": YOURS}}]
    entry = encode(["Attach to target ally.",
                    "Ongoing: Attached ally has -3 ATK, must attack if able, and can attack only your hero if able."])
    assert entry["powers"] == [{"continuous": {"affects": HOST, "atk": -3}},
                               {"attack_rule": {"affects": HOST, "must_attack": True, "only_attack": YOURS}}]


def test_the_host_can_only_attack_heroes():  # no 'if able': a 'can't' (103.2), not 601.2c's modifier
    entry = encode(["Attach to target opposing ally.", "Ongoing: Attached ally can only attack heroes."])
    assert entry["powers"] == [{"prohibition": {"cannot": "attack", "affects": HOST, "against": {"not": {"kind": "hero"}}}}]


@pytest.mark.parametrize("sentence", [
    "Ongoing: Attached ally can only attack allies.",
    "Ongoing: Attached ally must attack if able and can attack only NAME if able.",
    "Attached character must attack if able and can attack only your hero if able.",  # no 'Ongoing:'
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
