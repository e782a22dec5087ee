"""One card of your choice put into play from a hand or a graveyard (tools/shapes/put_one.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402
from shapes.put_one import PICKED, PUT_ONE  # noqa: E402


def made(sentence: str) -> tuple[str, dict | None, list]:
    found = pool_shapes.piece(sentence)
    return found.shape, found.parts.get("target"), [make("first") for make in found.parts["effects"]]


@pytest.mark.parametrize("sentence, chosen, zone, more", [
    ("Put an equipment card from your graveyard into play.", {"kind": "equipment"}, "graveyard", {}),  # Tinkmaster
    ("Put a Totem card from your hand into play.", {"tag": "Totem"}, "hand", {}),  # Furious Kalla
    ("Put a Pet card from your graveyard into play if its cost is less than or equal to the number of resources you "
     "have.", {"tag": "Pet"}, "graveyard", {"max_cost": "your-resources"}),  # Xela the Tormentor
    ("Put a Demon ally card from your graveyard into play.", {"kind": "ally", "trait": "Demon"}, "graveyard", {}),
])
def test_one_card_of_yours_chosen_then_put_into_play(sentence, chosen, zone, more):
    assert made(sentence) == (PUT_ONE, None, [
        {"choose_card": {**chosen, "zone": zone, "owner": "you"}, "as": PICKED},
        {"put_into_play": {"chosen": PICKED, "zone": zone}, **more}])


def test_a_card_of_a_target_opponents_graveyard_put_into_play_under_your_control():
    """Shawn of the Dead: a player target (706.1), the card chosen among those that player owns there (401.2)."""
    assert made("Put an ally card from target opponent's graveyard into play under your control.") == (
        PUT_ONE, {"kind": "player", "controller": "opponent"},
        [{"choose_card": {"kind": "ally", "zone": "graveyard", "player": "first"}, "as": PICKED},
         {"put_into_play": {"chosen": PICKED, "zone": "graveyard"}}])


@pytest.mark.parametrize("sentence", [
    "Put an exhausted ally card from your graveyard into play.",  # a state only a card in play has
    "Put an ally card from target opponent's hand into play under your control.",  # a hidden hand
    "Put an ally card from your graveyard into play under your control.",  # your own card: said twice
    "Put an ally you control card from your graveyard into play.",  # a controller of a card in a graveyard
    "Put a Gizmo card from your hand into play.",  # no tag nor trait the tool knows
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        shape, _, _ = made(sentence)
        assert shape == PUT_ONE


# -- enc-put --

def test_a_card_named_put_into_play_from_your_graveyard():
    """One card of yours of that name (200.2), chosen as the link resolves (709.2b), put into play (710.1)."""
    found = pool_shapes.piece("Put a card named Anathema from your graveyard into play.")
    assert found.shape == PUT_ONE
    assert [make(None) for make in found.parts["effects"]] == [
        {"choose_card": {"named": "Anathema", "zone": "graveyard", "owner": "you"}, "as": PICKED},
        {"put_into_play": {"chosen": PICKED, "zone": "graveyard"}}]
    for sentence in ("Put a card named NAME from your graveyard into play.",  # the card itself: not read
                     "Put a card named Anathemas from your graveyard into play.",  # no card has that name
                     "Put a card named Anathema from your deck into play."):  # a deck: not read
        with pytest.raises(Unrecognised):
            pool_shapes.piece(sentence)
