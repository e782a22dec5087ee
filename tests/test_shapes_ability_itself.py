"""enc-turn7: an ongoing ability's words for itself in the powers it has in play (tools/shapes/ability_itself.py),
and a hero destroyed by an effect (tools/shapes/grammar.py): read, and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused
from shapes.ability_itself import named_itself

OFFERING = ("Ongoing: At the start of your turn, remove this ability from the game. If you do, you may remove target "
            "ability, ally, or equipment from the game.")
TURN_STARTS = {"event": "turn-starts", "subject": {"kind": "hero", "controller": "you"}}


def test_an_ongoing_ability_removes_itself_and_if_it_did_a_target():  # Offering to the Nether
    power = encode([OFFERING])["powers"][0]["triggered"]
    assert power["when"] == TURN_STARTS
    assert power["effects"] == [{"do": {"remove_from_game": {"this": True}},
                                 "if_you_do": [{"may": [{"remove_from_game": {"target": "first"}}]}]}]


def test_this_ability_deals_and_heals_as_the_card_itself():
    dealt = encode(["Ongoing: At the start of your turn, this ability deals 3 fire damage to target hero or ally."])
    assert dealt["powers"][0]["triggered"]["effects"][0]["source"] == {"this": True}
    assert named_itself(["Ongoing: When an ally you control deals damage, this Totem heals 2 damage from your hero."]) \
        == ["Ongoing: When an ally you control deals damage, NAME heals 2 damage from your hero."]


@pytest.mark.parametrize("paragraph", [
    "Remove this ability from the game.",                                    # no 'Ongoing:': not in play (305.2a)
    "Ongoing: You pay 2 less to play this ability.",                         # the card in the hand
    "Ongoing: At the start of your turn, put this ability into your hand.",  # not a verb read here
])
def test_its_words_elsewhere_are_left_as_they_are(paragraph):
    assert named_itself([paragraph]) == [paragraph]


def test_this_ability_outside_its_ongoing_text_is_refused():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Remove this ability from the game."])


def test_a_hero_destroyed_by_an_effect_is_read():  # Dragonflight Great-Ring, Wolpertinger
    power = encode(["At the start of your turn, destroy target hero."], "item")["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "hero"}] and power["effects"] == [{"destroy": {"target": "first"}}]
    made = pool_shapes.piece("Destroy your hero.")
    assert made.shape == "ability: an effect on each card of a group"
    refused("Destroy target hero unless it's damaged.")


def test_a_trigger_destroys_the_hero_of_its_event_or_yours():  # Chief Apothecary Hildagard, Wolpertinger (102.1a)
    hit = encode(["When NAME deals combat damage to a hero, destroy that hero."], "ally")["powers"][0]["triggered"]
    assert hit["effects"] == [{"destroy": {"event": "destination"}}]
    gone = encode(["When NAME is destroyed, destroy your hero."], "ally")["powers"][0]["triggered"]
    assert gone["effects"] == [{"destroy": {"kind": "hero", "controller": "you"}}]
