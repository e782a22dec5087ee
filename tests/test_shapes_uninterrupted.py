"""Cards that can't be interrupted (tools/shapes/uninterrupted.py), and 'Interrupt target card.' and its kinds
(tools/shapes/more.py): read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes, refused

ON_CHAIN = {"controller": "you", "zone": "chain"}


@pytest.mark.parametrize("sentence", ["NAME can't be interrupted.", "This ability can't be interrupted."])
def test_a_card_that_cant_be_interrupted(sentence):
    made = pool_shapes.piece(sentence)
    assert made.parts == {"powers": [{"prohibition": {"cannot": "be-interrupted", "affects": {"this": True}}}]}


def test_your_ability_cards_on_equipment():
    made = pool_shapes.piece("Your ability cards can't be interrupted.")  # Antonidas's Aegis of Rapt Concentration
    assert made.parts["powers"] == [{"prohibition": {"cannot": "be-interrupted",
                                                     "affects": {"kind": "ability", **ON_CHAIN}}}]


def test_your_cards_after_ongoing():
    made = pool_shapes.piece("Ongoing: Your ability, ally, and equipment cards can't be interrupted.")  # Barkskin
    kinds = [{"kind": k} for k in ("ability", "ally", "equipment")]
    assert made.parts["ongoing_powers"] == [{"prohibition": {"cannot": "be-interrupted",
                                                             "affects": {"any": kinds, **ON_CHAIN}}}]


@pytest.mark.parametrize("sentence, kind", [
    ("Interrupt target card.", "card"),
    ("Interrupt target ability or ally card.", ["ability", "ally"]),
    ("Interrupt target ability, ally, or equipment card.", ["ability", "ally", "equipment"]),
])
def test_interrupt_target_card_of_kinds(sentence, kind):
    made = pool_shapes.piece(sentence)
    assert made.parts["target"] == {"kind": kind, "zone": "chain"}
    assert [make("first") for make in made.parts["effects"]] == [{"interrupt": {"target": "first"}}]


@pytest.mark.parametrize("sentence", [
    "Ongoing: Your ability cards are instant and can't be interrupted.",  # no shape makes cards instant
    "Your opponents' ability cards can't be interrupted.",
    "Your quest cards can't be interrupted.",
    "Interrupt target quest reward effect.",
    "Interrupt target card or ally.",
])
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_an_abilitys_power_outside_play_is_placed_or_refused():
    """The encoder keeps the ability's own 'can't be interrupted' beside its effects (never drops a power)."""
    facts = {"id": "x", "name": "Rift", "type": "ability", "cost": 4, "printings": [["honor", 37, "c"]]}
    entry, _ = pool_shapes.encode(facts, {"honor": {"name": "Fields of Honor", "kind": "expansion"}},
                                  ["Rift can't be interrupted. Interrupt target card."])
    assert entry["powers"] == [{"prohibition": {"cannot": "be-interrupted", "affects": {"this": True}}}]
    assert entry["effects"] == [{"interrupt": {"target": "first"}}]
