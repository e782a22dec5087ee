"""'… each opposing hero and ally that has an attachment you control.' (tools/shapes/attachment_yours.py): the group
narrowed with attachment_controller: you (400.1, 401.1). Made-up sentences; near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, refused


def test_each_opposing_character_with_an_attachment_you_control():
    entry = encode(["At the end of your turn, NAME deals 2 fire damage to each opposing hero and ally that has an "
                    "attachment you control."], kind="ally")
    assert entry["powers"][0]["triggered"]["effects"][0]["to"] == {
        "kind": "character", "controller": "opposing", "attachment_controller": "you"}


@pytest.mark.parametrize("sentence", [
    "Your hero deals 2 fire damage to target ally that has an attachment you control.",  # a target: not read
    "Destroy each ally that has an attachment you control.",  # an ability's effect: not read yet
    "At the end of your turn, destroy each ally that has an attachment an opponent controls.",  # another controller
    "Destroy each ally that has two attachments you control.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
