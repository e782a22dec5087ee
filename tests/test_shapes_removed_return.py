"""tools/shapes/removed_return.py: 'When NAME leaves play, put that removed ally into play under its owner's control'
and its two other wordings read as the cards this card removed from the game (moved_by_this, 415.7a) put into play
under their owners' control; another zone, another controller or a party is refused. The cards the encoder writes
are played by tests/test_encode_pool.py."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused

BACK = {"put_into_play": {"zone": "removed", "moved_by_this": True}, "under": "owner"}


@pytest.mark.parametrize("sentence, kind", [
    ("Put that removed ally into play under its owner's control.", "ally"),
    ("The owner of that removed ally puts that ally into play.", "ally"),
    ("The owner of each card removed this way puts that card into play.", None),
])
def test_the_removed_cards_come_back_under_their_owners_control(sentence, kind):
    effects = [make(None) for make in pool_shapes.piece(sentence).parts["effects"]]
    back = {**BACK, "put_into_play": {**({"kind": kind} if kind else {}), **BACK["put_into_play"]}}
    assert effects == [back]


def test_as_the_effect_of_a_leaves_play_trigger():
    power = pool_shapes.piece("When NAME leaves play, the owner of each card removed this way puts that card into play.")
    triggered = power.parts["powers"][0]["triggered"]
    assert triggered["when"] == {"event": "leaves-play", "subject": {"this": True}} and triggered["effects"] == [BACK]


@pytest.mark.parametrize("sentence", [
    "Put that removed ally into play under your control.",                       # another controller
    "The owner of each card removed this way puts that card into his party.",     # a party: not read here
    "The owner of each card removed this way puts that card into his hand.",      # another zone
    "Put that removed ability into play under its owner's control.",             # only an ally is 'that removed'
])
def test_a_near_miss_is_refused(sentence):
    refused(sentence)
