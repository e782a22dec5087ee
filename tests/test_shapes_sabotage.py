"""tools/shapes/sabotage.py (enc-two1): an ally's Sabotage line (what it can attack, 600.1, 601.2b) and its power on
sabotaging a card (603.1), the effect done to the sabotaged card; made-up sentences in the cards' manner, read exactly
or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused

ITSELF = {"this": True}
THAT_CARD = {"event": "opponent"}


@pytest.mark.parametrize("what, objects", [
    ("Resource", {"row": "resource", "controller": "opposing"}),
    ("Equipment", {"kind": "equipment", "controller": "opposing"}),
    ("Ability", {"kind": "ability", "controller": "opposing"}),
    ("Weapon", {"kind": "weapon", "controller": "opposing"}),
    ("Armor", {"kind": "armor", "controller": "opposing"}),
    ("Item", {"kind": "item", "controller": "opposing"}),
    ("Quest", {"kind": "quest", "controller": "opposing"})])
def test_the_sabotage_line_names_the_opposing_cards_it_can_attack(what, objects):
    p = pool_shapes.piece(f"Sabotage: {what}")
    assert p.shape == "ally: Sabotage: what it can attack"
    assert p.parts["powers"] == [{"sabotage": {"affects": ITSELF, "objects": objects}}]


@pytest.mark.parametrize("what", ["Player", "Hand", "Deck", "Graveyard", "Side Deck", "Game", "All keywords",
                                  "Attached Ability", "resource"])
def test_a_sabotage_of_no_one_kind_of_card_in_play_is_refused(what):
    refused(f"Sabotage: {what}")


@pytest.mark.parametrize("sentence, opponent, effect", [
    ("When NAME sabotages a weapon, destroy it.", {"kind": "weapon"}, {"destroy": THAT_CARD}),
    ("When NAME sabotages an armor, gain control of it.", {"kind": "armor"}, {"gain_control": THAT_CARD}),
    ("When NAME sabotages an ability, put it into its owner's hand.", {"kind": "ability"},
     {"return_to_hand": THAT_CARD}),
    ("When NAME sabotages an equipment, put it on top of its owner's deck.", {"kind": "equipment"},
     {"put_on_deck": THAT_CARD, "where": "top"}),
    ("When NAME sabotages a resource, exhaust it.", {"row": "resource"}, {"exhaust": THAT_CARD})])
def test_the_power_on_sabotaging_acts_on_the_sabotaged_card(sentence, opponent, effect):
    p = pool_shapes.piece(sentence)
    assert p.parts["powers"] == [{"triggered": {"when": {"event": "sabotages", "subject": ITSELF, "opponent": opponent},
                                                "effects": [effect]}}]


@pytest.mark.parametrize("sentence", [
    "When NAME sabotages a player, draw a card.",            # no card in play of one kind
    "When NAME sabotages a resource, draw a card.",          # no 'it'
    "When NAME sabotages a weapon, you may destroy it.",     # a choice: not read here
    "When NAME sabotages a weapon, destroy it and target ally.",  # a second card
    "When NAME sabotages a player's armor, exhaust it.",     # a player's cards
    "When NAME sabotages a resource, gain control of it.",   # a resource's control: refused by the effect's shape
    "When NAME sabotages a weapon, destroy that weapon."])   # 'that': not read here
def test_near_misses_are_refused(sentence):
    refused(sentence)


def test_an_ally_with_both_reads_whole_and_its_short_name_is_its_own():
    entry = encode(["Sabotage: Weapon", "When Vael sabotages a weapon, destroy it."], kind="ally", name="Retainer Vael")
    assert entry["powers"] == [
        {"sabotage": {"affects": ITSELF, "objects": {"kind": "weapon", "controller": "opposing"}}},
        {"triggered": {"when": {"event": "sabotages", "subject": ITSELF, "opponent": {"kind": "weapon"}},
                       "effects": [{"destroy": THAT_CARD}]}}]


def test_the_lines_are_an_allys_only():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Sabotage: Weapon"], kind="item")


@pytest.mark.parametrize("noun, verb", [("weapon", "destroy"), ("armor", "exhaust"), ("item", "destroy")])
def test_a_players_cards_of_the_sabotaged_kind(noun, verb):
    p = pool_shapes.piece(f"When NAME sabotages a player's {noun}, {verb} all of that player's {noun}.")
    assert p.shape == "ally: on sabotaging a card, an effect on its controller's cards of its kind"
    assert p.parts["powers"] == [{"triggered": {
        "when": {"event": "sabotages", "subject": ITSELF, "opponent": {"kind": noun}},
        "effects": [{verb: {"kind": noun, "controller_of": "event:opponent"}}]}}]


@pytest.mark.parametrize("sentence", [
    "When NAME sabotages a player's armor, exhaust all of that player's weapon.",   # another kind
    "When NAME sabotages a player's resource, destroy all of that player's resource.",
    "When NAME sabotages a player's armor, ready all of that player's armor.",
    "When NAME sabotages a player's armor, exhaust all of your armor."])
def test_a_players_cards_near_misses(sentence):
    refused(sentence)
