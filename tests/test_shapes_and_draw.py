"""enc-turn6: an effect and then a draw in one sentence (tools/shapes/and_draw.py): read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused


def test_the_effect_then_the_draw():  # Deliberate Heal's 'if you do'
    entry = encode(["Your hero heals 5 damage from target hero or ally, and draw a card."])
    assert entry["effects"] == [{"heal": 5, "source": {"kind": "hero", "controller": "you"}, "from": {"target": "first"}},
                                {"draw": 1}]


def test_you_draw_two_after_a_modes_clause_in_lower_case():  # Earth and Sky's second mode
    made = pool_shapes.piece("your hero deals 2 arcane damage to target hero or ally and you draw two cards.")
    assert len(made.parts["effects"]) == 2 and made.parts["effects"][-1](None) == {"draw": 2}


def test_in_a_death_rattle():  # Legplates of the Endless Void
    entry = encode(["Death Rattle: Put 3 damage on your hero and draw a card."], "armor",
                   **{"def": 3, "traits": ["Legs(1)", "Plate"]})
    assert entry["powers"][0]["triggered"]["effects"] == [
        {"put_damage": 3, "on": {"kind": "hero", "controller": "you"}}, {"draw": 1}]


@pytest.mark.parametrize("sentence", [
    "Put 3 damage on your hero and draw a cards.",                        # a count and its noun that disagree
    "Put 3 damage on your hero and he draws a card.",                     # another player draws
    "Put 3 damage on your hero and draw a card for each ally you control.",
    "Your hero heals 5 damage from target hero or ally if you control an ally, and draw a card.",
    "Destroy target ally and draw a card.",                               # only your hero's damage or heal, or damage
    "Put a 1 / 1 Wolf ally token into play and draw a card.",             # put on your hero, before the draw
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
