"""'You may remove three cards in a graveyard from the game. If you do, …' (tools/shapes/grave_count.py): that many
cards of one graveyard, picked as the link resolves (709.2b, RemoveFromGame.count); 'dealt damage this way' after the
damage of the 'if you do' part; near misses refused. Made-up sentences in the cards' manner."""
from __future__ import annotations

import pytest

from shape_cards import encode as stand_in, pool_shapes


def encode(text: list[str]) -> dict:
    """A 4/4 frost Dragonkin ally stand-in."""
    return stand_in(text, "ally", atk=4, health=4, damage_type="frost", traits=["Dragonkin"])


def test_three_cards_of_a_graveyard_then_damage_then_cant_attack():
    card = encode(["At the start of each opponent's turn, you may remove three cards in a graveyard from the game. "
                   "If you do, this ally deals 2 frost damage to target hero or ally. A character dealt damage this way "
                   "can't attack this turn."])
    power = card["powers"][0]["triggered"]
    assert power["when"] == {"event": "turn-starts", "subject": {"kind": "hero", "controller": "opposing"}}
    [may] = power["effects"]
    [done] = may["may"]
    assert done["do"] == {"remove_from_game": {"zone": "graveyard"}, "count": 3}
    assert [list(e)[0] for e in done["if_you_do"]] == ["deal_damage", "create_prohibition"]
    assert done["if_you_do"][1]["create_prohibition"]["affects"] == {"kind": "character", "dealt_this_way": True}


def test_one_graveyard_said_so():
    card = encode(["At the start of each turn, you may remove four cards in one graveyard from the game. If you do, "
                   "draw a card."])
    [done] = card["powers"][0]["triggered"]["effects"][0]["may"]
    assert done == {"do": {"remove_from_game": {"zone": "graveyard"}, "count": 4}, "if_you_do": [{"draw": 1}]}


def test_dealt_this_way_still_needs_the_damage_before_it():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["At the start of each turn, you may remove four cards in one graveyard from the game. If you do, draw "
                "a card. A character dealt damage this way can't attack this turn."])


@pytest.mark.parametrize("sentence", [
    "Remove three ally cards in a graveyard from the game.",  # a kind
    "Remove three cards in your graveyard from the game.",  # whose
    "Remove three cards in each graveyard from the game.",  # each
    "Remove up to three cards in a graveyard from the game.",  # no number to reach
    "Remove a card in a graveyard from the game.",  # one: read elsewhere, not a count
])
def test_a_near_miss_is_not_this_shape(sentence):
    try:
        found = pool_shapes.piece(sentence)
    except pool_shapes.Unrecognised:
        return
    assert found.shape != "ability: remove a number of cards of one graveyard from the game"
