"""tools/shapes/group_statics.py (enc-while3): a group said another way, Assault beside other keywords on a group,
'can't be destroyed while …' (Prohibition.while_exists, 714.3a), a group that skips its ready step (501.1a), and
'while your hero has more damage than an opposing hero' (405.1); made-up sentences in the cards' manner, read exactly
or refused."""
from __future__ import annotations

import pytest

from shape_cards import encode, pool_shapes, refused

YOURS = {"kind": "ally", "controller": "you"}


def test_each_ally_you_control_is_the_group_of_allies_you_control():
    each = pool_shapes.piece("Each ally you control has Untargetable.")
    group = pool_shapes.piece("Allies you control have Untargetable.")
    assert each.parts["powers"] == group.parts["powers"] == [
        {"continuous": {"affects": YOURS, "gain_keywords": ["Untargetable"]}}]
    assert each.shape == group.shape


def test_ally_tokens_are_the_token_allies():
    p = pool_shapes.piece("Ally tokens in your party have +3 ATK this turn.")
    made = p.parts["effects"][0](None)
    assert made == {"create_continuous": {"affects": {"kind": "ally", "controller": "you", "token": True}, "atk": 3},
                    "duration": "this-turn"}


def test_heroes_and_allies_with_a_capital_read_as_the_group():
    p = pool_shapes.piece("Heroes and Allies you control have Stealth.")
    assert p.shape == "in play: a group has" and p.parts["powers"] == [{"continuous": {"affects": {"kind": "character", "controller": "you"},
                                               "gain_keywords": ["Stealth"]}}]


def test_assault_beside_another_keyword_is_two_powers():
    p = pool_shapes.piece("Heroes and allies you control have Assault 3 and Ferocity.")
    group = {"kind": "character", "controller": "you"}
    assert p.shape == "in play: a group has" and p.parts["powers"] == [
        {"continuous": {"affects": group, "atk": 3, "during": "your-turn", "gain_keywords": ["Assault 3"]}},
        {"continuous": {"affects": group, "gain_keywords": ["Ferocity"]}}]


def test_assault_and_a_keyword_this_turn_is_left_to_the_modifiers_this_turn():
    """'… have Assault 1 and Stealth this turn' (a link's modifier) is not read as a power in play here."""
    p = pool_shapes.piece("Allies you control have Assault 1 and Stealth this turn.")
    assert p.shape == "modifier this turn: a group"


def test_cant_be_destroyed_while_another_friendly_character_is_in_play():
    entry = encode(["Ongoing: Your hero can't be destroyed while another friendly hero or ally is in play."])
    hero = {"kind": "hero", "controller": "you"}
    assert entry["powers"] == [{"prohibition": {"cannot": "be-destroyed", "affects": hero, "while_exists": {
        "kind": "character", "controller": "friendly", "not": hero}}}]


def test_an_allys_own_cant_be_destroyed_while_you_control_a_card():
    entry = encode(["This ally can't be destroyed while you control an equipment."], kind="ally")
    assert entry["powers"] == [{"prohibition": {"cannot": "be-destroyed", "affects": {"this": True},
                                                "while_exists": {"kind": "equipment", "controller": "you"}}}]


def test_a_group_skips_its_ready_step_while_you_have_a_pet():
    entry = encode(["Ongoing: Each opposing ally can't ready during its controller's ready step while you have a Pet."])
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "ally", "controller": "opposing"},
                                               "skips_ready_step": True,
                                               "while_exists": [{"tag": "Pet", "controller": "you"}]}}]


@pytest.mark.parametrize("sentence", [
    "NAME has +2 ATK while while your hero has more damage than an opposing hero.",
    "NAME has +2 ATK while your hero has more damage than an opposing hero.",
])
def test_more_damage_than_some_opposing_hero(sentence):
    entry = encode([sentence], kind="ally")
    assert entry["powers"] == [{"continuous": {"affects": {"this": True}, "atk": 2, "while_more_damage": {
        "of": {"kind": "hero", "controller": "you"}, "than": {"kind": "hero", "controller": "opposing"},
        "than_any": True}}}]


def test_ally_cards_in_your_hand_are_instant_while_the_card_is_in_play():
    entry = encode(["Ally cards in your hand are instant."], kind="ally")
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "ally", "zone": "hand", "owner": "you"},
                                               "instant": True}}]


def test_an_ability_without_ongoing_makes_nothing_instant_in_play():
    with pytest.raises(pool_shapes.Unrecognised):
        encode(["Ally cards in your hand are instant."])


def test_several_kinds_and_a_class_in_your_hand_are_instant():
    kinds = pool_shapes.piece("Ability, ally, and equipment cards in your hand are instant.")
    assert kinds.parts["powers"] == [{"continuous": {"affects": {"kinds": ["ability", "ally", "equipment"], "zone": "hand",
                                                                 "owner": "you"}, "instant": True}}]
    mages = pool_shapes.piece("Priests and [Priest] cards in your hand are instant.")
    assert mages.parts["powers"] == [{"continuous": {"affects": {"any": [{"trait": "Priest"}, {"class_icon": "Priest"}],
                                                                 "zone": "hand", "owner": "you"}, "instant": True}}]


def test_lose_and_cant_have_and_have_is_two_powers_on_one_group():
    p = pool_shapes.piece("Opposing Orc allies lose and can't have Elusive and have Conspicuous.")
    group = {"kind": "ally", "controller": "opposing", "trait": "Orc"}
    assert p.parts["powers"] == [{"continuous": {"affects": group, "cant_have_keywords": ["Elusive"]}},
                                 {"continuous": {"affects": group, "gain_keywords": ["Conspicuous"]}}]


@pytest.mark.parametrize("sentence, whom", [
    ("Other allies in your party can protect NAME.", {"kind": "ally", "controller": "you", "other": True}),
    ("Other Orc allies you control can protect this ally.", {"kind": "ally", "controller": "you", "trait": "Orc",
                                                              "other": True}),
    ("Your hero can protect NAME.", {"kind": "hero", "controller": "you"}),
])
def test_a_group_that_can_protect_the_ally(sentence, whom):
    entry = encode([sentence], kind="ally")
    assert entry["powers"] == [{"protected_by": whom}]


@pytest.mark.parametrize("sentence", [
    "Each ally you control has Flurble.",
    "Mages and [Priest] cards in your hand are instant.",  # a class and another class's icon
    "Opposing Orc allies lose and can't have Elusive and have Flurble.",  # a half no shape reads
    "Target ally can protect NAME.",  # a target: a power in play names none
    "NAME can protect NAME.",  # itself
    "Gizmos you control can protect NAME.",  # no group
    "Ally cards in your graveyard are instant.",  # a zone no card is played from
    "Ally cards in your hand are instant until you play one.",  # a duration this shape doesn't read  # no keyword the statics know
    "Each card you control has Stealth.",  # a group said no other way
    "Ally tokens in your party deal 2 damage to target hero.",  # no 'have'
    "Heroes and allies you control have Assault 2 and +1 ATK.",  # a stat beside Assault: which turns is unclear
    "Target ally you control has Assault 2 and Stealth.",  # a target, with no duration
    "Your hero can't be destroyed while you have six or more cards in your graveyard.",  # a count
    "Your hero can't be destroyed while an ally is in your graveyard.",  # cards out of play
    "Your hero can't be destroyed while you control a Gizmo.",  # no trait any card has
    "Each opposing ally can't ready during its controller's ready step while you control a Gizmo.",
    "Each opposing ally can't ready during its controller's next ready step while you have a Pet.",  # next: a link's
    "NAME has +2 ATK while your hero has more damage than each opposing hero.",  # every one: not read
    "NAME deals 2 damage while your hero has more damage than an opposing hero.",  # no power of the card itself
])
def test_near_misses_are_refused(sentence):
    refused(sentence)
