"""The effect shapes of tools/shapes/effects.py and the effect half of tools/shapes/grammar.py: each
reads the sentences it names into the card language, and refuses its near misses (the card then
stays in the pool's tail). The cards the encoder writes with them are played by
tests/test_encode_pool.py."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
NUMBERS = {"ally": {"cost": 2, "atk": 1, "health": 3, "damage_type": "fire"}, "ability": {"cost": 1}}


def encode(kind: str, *text: str) -> dict:
    card = {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]], **NUMBERS[kind]}
    return pool_shapes.encode(card, SETS, list(text))[0]


def refused(kind: str, sentence: str) -> None:
    with pytest.raises(pool_shapes.Unrecognised):
        encode(kind, sentence)


def test_tokens_with_their_tags_numbers_and_keywords():
    entry = encode("ability", "Put two 2 [Melee] / 2 [Health] Orc Warrior ally tokens into play with Ferocity.")
    assert entry["effects"] == [{"put_token": "Orc Warrior", "atk": 2, "damage_type": "melee", "health": 2,
                                 "traits": ["Orc", "Warrior"], "keywords": ["Ferocity"], "count": 2}]
    entry = encode("ability", "Put a Ghoul ally token into play with 3 [Melee] ATK / 3 health and Protector.")
    assert entry["effects"] == [{"put_token": "Ghoul", "atk": 3, "damage_type": "melee", "health": 3,
                                 "traits": ["Ghoul"], "keywords": ["Protector"]}]
    entry = encode("ally", "When Stand-in enters play, put a 1 / 1 Crab Monster ally token into play.")
    assert entry["powers"][0]["triggered"]["effects"] == [
        {"put_token": "Crab", "atk": 1, "health": 1, "traits": ["Crab"], "tags": ["Monster"]}]  # no damage type given
    entry = encode("ability", "Put a 2 [Fire] / 1 [Health] Fire Elemental ally token into play.")
    assert entry["effects"][0]["traits"] == ["Fire Elemental"]  # an ally type of two words (202.4)
    for wrong in ("Put two 1 / 1 Treant ally token into play.",              # a count and a singular
                  "Put a Ghoul ally token into play.",                        # no numbers
                  "Put a 2 / 2 Pit Lord Demon ally token into play.",         # where the types part is not given
                  "Put a 1 / 1 Treant ally token into play with Absorb.",     # a keyword the engine doesn't read
                  'Put a 1 / 1 Orc ally token into play with "This ally can attack only heroes."'):
        refused("ability", wrong)


def test_cards_put_into_a_hand_on_a_deck_or_out_of_the_game():
    entry = encode("ability", "Put target opposing ally with cost 3 or less into its owner's hand.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "controller": "opposing", "fits": {"cost_at_most": 3}}]
    assert entry["effects"] == [{"return_to_hand": {"target": "first"}}]
    assert encode("ability", "Put each ally into its owner's hand.")["effects"] == [{"return_to_hand": {"kind": "ally"}}]
    entry = encode("ability", "Put target equipment on the bottom of its owner's deck.")
    assert entry["effects"] == [{"put_on_deck": {"target": "first"}, "where": "bottom"}]
    entry = encode("ability", "Put target Demon ally card from your graveyard into your hand.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "fits": {"trait": "Demon"}, "zone": "graveyard",
                                 "controller": "you"}]
    assert entry["effects"] == [{"put_into_hand": {"target": "first", "zone": "graveyard"}}]
    entry = encode("ability", "Remove target ally card in a graveyard from the game.")
    assert entry["targets"] == [{"id": "first", "kind": "ally", "zone": "graveyard"}]
    assert entry["effects"] == [{"remove_from_game": {"target": "first", "zone": "graveyard"}}]
    for wrong in ("Put target hero into its owner's hand.",                          # a hero never goes to a hand
                  "Put target opposing ally from your graveyard into your hand.",     # a controller in a graveyard
                  "Put each ally from your graveyard into your hand.",                # a group in a graveyard
                  "Remove target hero or ally from the game."):
        refused("ability", wrong)


def test_discards_and_searches():
    entry = encode("ability", "Target player discards two cards.")
    assert entry["targets"] == [{"id": "first", "kind": "player"}]
    assert entry["effects"] == [{"discard": 2, "player": {"target_player": "first"}}]
    assert encode("ability", "Search your deck for an ally card, reveal it, and put it into your hand.")["effects"] == [
        {"search": ["deck"], "for": {"kind": "ally"}}]
    assert encode("ability", "Search your deck for a Murloc ally and put it into play.")["effects"] == [
        {"search": ["deck"], "for": {"kind": "ally", "trait": "Murloc"}, "into": "play"}]
    for wrong in ("Target player discards two card.", "Target player discards a cards.",
                  "Search your deck for an ally and put it into your hand.",       # not revealed: not this shape
                  "Search your deck for an ability and put it into play."):        # only an ally enters play so
        refused("ability", wrong)
