"""Turn triggers naming their card by a word the other shapes don't read (tools/shapes/at_turn.py): 'it' for the host of
an attachment's power on its host's controller's turn (400.4), an ally's personal name put into its owner's hand (200.1),
and 'attached hero was dealt N or more damage this turn' (408.2a). Made-up sentences; near misses refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes import at_turn  # noqa: E402


def test_it_is_the_host_on_its_controllers_turn():
    got = pool_shapes.piece("Ongoing: At the start of attached hero's controller's turn, your hero deals 2 fire damage "
                            "to it.")
    power = got.parts["ongoing_power"]["triggered"]
    assert power["when"] == {"event": "turn-starts", "subject": {"kind": "hero", "in_host_party": True}}
    assert power["effects"] == [{"deal_damage": 2, "damage_type": "fire", "source": {"kind": "hero", "controller": "you"},
                                 "to": {"host": True, "kind": "hero"}}]
    assert at_turn.IT_NOTE in got.parts["inner"]


def test_it_on_an_attached_characters_controllers_turn_end():
    got = pool_shapes.piece("Ongoing: At the end of attached character's controller's turn, your hero deals 1 shadow "
                            "damage to it.")
    power = got.parts["ongoing_power"]["triggered"]
    assert power["when"]["event"] == "turn-ends"
    assert power["effects"][0]["to"] == {"host": True}  # any kind of host: a character


@pytest.mark.parametrize("sentence", [
    "Ongoing: At the start of your turn, your hero deals 2 fire damage to it.",  # no host the trigger names
    "Ongoing: At the start of attached hero's controller's turn, your hero deals 2 fire damage to it and to each ally.",
    "Ongoing: At the start of attached hero's controller's turn, your hero deals 2 fire damage to target ally and it.",
    "Ongoing: At the start of attached hero's controller's turn, destroy it.",  # only damage dealt to it
])
def test_an_it_that_may_be_another_card_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_the_personal_name_put_into_its_owners_hand():
    said = "Quickstep. At the start of your turn, you may put Wenna into her owner's hand."
    assert at_turn.short_named("Wenna of the Glade", said) == \
        "Quickstep. At the start of your turn, you may put NAME into her owner's hand."
    assert at_turn.short_named("Wenna, Glade Keeper", "At the end of each turn, put Wenna into its owner's hand.") == \
        "At the end of each turn, put NAME into its owner's hand."


@pytest.mark.parametrize("name, said", [
    ("Wenna of the Glade", "When an ally enters play, you may put Wenna into her owner's hand."),  # no turn trigger
    ("Wenna of the Glade", "At the start of your turn, you may put Wenna into your hand."),  # another place
    ("Wenna of the Glade", "At the start of your turn, you may put Tovin into his owner's hand."),  # another name
    ("Wenna", "At the start of your turn, you may put Wenna into her owner's hand."),  # the whole name: NAME already
])
def test_a_name_elsewhere_stays(name, said):
    assert at_turn.short_named(name, said) == said


def test_the_host_was_dealt_damage_this_turn():
    got = pool_shapes.piece("At the end of your turn, if attached hero was dealt 4 or more damage this turn, draw a "
                            "card.")
    assert got.parts["powers"][0]["triggered"]["if"] == {"happened": {"event": "damage", "destination": {"host": True, "kind": "hero"}},
                    "amounts": "destination", "at_least": 4}


@pytest.mark.parametrize("sentence", [
    "At the end of your turn, if attached hero was dealt 4 or more fire damage this turn, draw a card.",  # a type
    "At the end of your turn, if attached hero was dealt 4 or less damage this turn, draw a card.",
    "At the end of your turn, if attached weapon was dealt 4 or more damage this turn, draw a card.",
])
def test_a_host_condition_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_a_target_in_the_turn_players_party():
    got = pool_shapes.piece("At the start of each opponent's turn, NAME deals 2 fire damage to target hero or ally in "
                            "his party.")
    power = got.parts["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "character", "fits": {"controller_of": "event:subject"}}]
    got = pool_shapes.piece("At the end of each opponent's turn, target ally in that player's party loses and can't "
                            "have powers this turn.")
    assert got.parts["powers"][0]["triggered"]["targets"][0]["fits"] == {"controller_of": "event:subject"}


@pytest.mark.parametrize("sentence", [
    "At the start of your turn, target ally in his party loses and can't have powers this turn.",  # whose?
    "At the start of each player's turn, target ally in his party loses and can't have powers this turn.",
    "At the start of each opponent's turn, NAME deals 2 fire damage to target ally in his party and each opposing hero.",
    "At the start of each opponent's turn, target ally in his graveyard loses and can't have powers this turn.",
])
def test_a_turn_players_target_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_the_hosts_controllers_hand_after_the_damage():
    got = pool_shapes.piece("Ongoing: At the start of your turn, your hero deals 2 shadow damage to attached hero if "
                            "its controller has three or fewer cards in his hand.")
    power = got.parts["ongoing_power"]["triggered"]
    assert power["effects"] == [{"if": {"not": {"exists": {"zone": "hand", "host_player": True}, "at_least": 4}},
                                 "then": [{"deal_damage": 2, "damage_type": "shadow",
                                           "source": {"kind": "hero", "controller": "you"},
                                           "to": {"host": True}}]}]
    got = pool_shapes.piece("Ongoing: At the end of your turn, your hero deals 1 fire damage to attached character if "
                            "its controller has no cards in his hand.")
    assert got.parts["ongoing_power"]["triggered"]["effects"][0]["if"]["not"]["at_least"] == 1


@pytest.mark.parametrize("sentence", [
    # 'its' of each card of a group: one hand per recipient; enc-r2d reads 'no cards' (per_player_count), not 'two'
    "Ongoing: At the start of your turn, your hero deals 2 shadow damage to each opposing hero and ally if its "
    "controller has two cards in his hand.",
    "Ongoing: At the start of your turn, your hero deals 2 shadow damage to attached hero if its controller has three "
    "or more cards in his hand.",  # 'or more': another reading
    "At the start of your turn, your hero deals 2 shadow damage to attached hero if its controller has no cards in his "
    "hand.",  # not an ability's ongoing power
])
def test_a_hand_condition_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_a_group_with_named_counters_on_each_card():
    got = pool_shapes.piece("At the start of your turn, NAME deals 2 fire damage to each opposing ally with two or more "
                            "ember counters on it.")
    effect = got.parts["powers"][0]["triggered"]["effects"][0]
    assert effect["to"] == {"kind": "ally", "controller": "opposing", "counters_at_least": {"named": "ember", "at_least": 2}}
    got = pool_shapes.piece("At the end of your turn, destroy each opposing hero with 4 or more doom counters on it.")
    assert got.parts["powers"][0]["triggered"]["effects"][0]["destroy"]["counters_at_least"] == \
        {"named": "doom", "at_least": 4}


@pytest.mark.parametrize("sentence", [
    "Destroy each opposing hero with three or more doom counters on it.",  # not a turn trigger's
    "At the start of your turn, destroy each opposing hero with a doom counter on it.",  # 'a': not 'or more'
    "At the start of your turn, destroy each opposing hero with three or more +1 ATK counters on it.",  # stat counters
    "At the start of your turn, destroy target hero with three or more doom counters on it.",  # a target, not a group
])
def test_a_counters_near_miss_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
