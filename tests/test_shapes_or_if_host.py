"""'Ongoing: Attached ally has +1 / +1, or +2 / +2 if it's a Demon.' (tools/shapes/or_if_host.py): two powers on the
host, each only while the host fits (206.1a); keywords, an unknown trait or another host refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused

ATTACH = "Attach to target ally."


@pytest.mark.parametrize("said", ["its", "it's"])
def test_the_first_change_unless_the_trait_the_second_with_it(said):
    powers = encode([ATTACH, f"Ongoing: Attached ally has +1 / +1, or +2 / +2 if {said} a Demon."])["powers"]
    assert powers == [{"continuous": {"affects": {"host": True, "not": {"trait": "Demon"}}, "atk": 1, "health": 1}},
                      {"continuous": {"affects": {"host": True, "trait": "Demon"}, "atk": 2, "health": 2}}]


@pytest.mark.parametrize("sentence", [
    "Ongoing: Attached ally has +1 / +1, or Elusive if it's a Demon.",  # a keyword: numbers only
    "Ongoing: Attached ally has +1 / +1, or +2 / +2 if it's a Gizmo.",  # no such trait
    "Ongoing: Attached hero has +1 / +1, or +2 / +2 if it's a Demon.",  # an ally host only
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
