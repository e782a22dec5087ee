"""enc-reward8: a token copy of a target token ally (tools/shapes/copied_token.py): read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


@pytest.mark.parametrize("sentence, whose", [
    ("Put a token copy of target token ally you control into play.", {"controller": "you"}),  # Overwhelm
    ("Put a copy of target ally token into play.", {}),                                      # Gloves of Token Respect
])
def test_a_token_copy_of_a_target_token(sentence, whose):
    entry = encode([sentence])
    assert entry["targets"] == [{"id": "first", "kind": "ally", **whose, "fits": {"token": True}}]
    assert entry["effects"] == [{"put_token_copy": {"target": "first"}}]


def test_the_copy_is_made_by_the_same_shape_as_a_copy_of_any_ally():
    assert pool_shapes.piece("Put a copy of target ally token into play.").shape == \
        pool_shapes.piece("Put a token copy of target ally into play.").shape


@pytest.mark.parametrize("sentence", [
    "Put a copy of each ally you control into play.",           # a copy of each card of a group, not tokens
    "Put a copy of target ally into play.",                     # a copy of a card that isn't a token: 'token copy'
    "Put a token copy of target token ally an opponent controls into play.",
    "Put two copies of target ally token into play.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_a_token_copy_of_each_token_ally_you_control():  # Unleash Elements
    entry = encode(["Put a copy of each token ally you control into play."])
    assert "targets" not in entry
    assert entry["effects"] == [{"put_token_copy": {"kind": "ally", "controller": "you", "token": True}}]


def test_each_token_ally_copied_as_your_turn_starts():  # Wild Cascade
    entry = encode(["Ongoing: At the start of your turn, put a token copy of each token ally you control into play."])
    assert entry["powers"][0]["triggered"]["effects"] == [
        {"put_token_copy": {"kind": "ally", "controller": "you", "token": True}}]
