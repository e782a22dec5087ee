"""The cost family of tools/encode_pool.py's grammar (tools/shapes/costs.py): the parts of a payment
power's cost (701.1, 707.1e), an Ongoing ability's payment power (305.2), a keyword line run into a
cost; each shape with a sentence it reads and a near-miss it must refuse."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

from adjudicator.cards.model import Reward

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import pool_shapes  # noqa: E402
from shapes import costs as shapes_costs  # noqa: E402
from shapes.costs import cost_part, keyword_before  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
ABILITY = {"id": "x", "name": "Stand-in", "type": "ability", "cost": 1, "printings": [["s", "7", "Common"]]}
ALLY = {**ABILITY, "type": "ally", "atk": 1, "health": 3, "damage_type": "fire"}


@pytest.mark.parametrize("part, parsed", [
    ("(3)", {"resources": 3}),
    ("Destroy another ally you control", {"destroy_one": {"kind": "ally", "controller": "you", "other": True}}),
    ("Destroy an ally in your party other than NAME", {"destroy_one": {"kind": "ally", "controller": "you",
                                                                        "other": True}}),
    ("Exhaust an equipment you control", {"exhaust_one": {"kind": "equipment", "controller": "you"}}),
    ("Destroy one of your equipment", {"destroy_one": {"kind": "equipment", "controller": "you"}}),
    ("Destroy one of your resources", {"destroy_one": {"row": "resource", "controller": "you"}}),
    ("Remove the top card of your deck from the game", {"remove_top": 1}),
    ("Discard an ability card", {"discard": {"fits": {"kind": "ability"}}}),
    ("Discard an ally", {"discard": {"fits": {"kind": "ally"}}}),
    ("Exhaust a Rogue you control", {"exhaust_one": {"kind": "character", "controller": "you", "trait": "Rogue"}}),
    ("Destroy a Demon in your party", {"destroy_one": {"kind": "ally", "controller": "you", "trait": "Demon"}}),
    ("Remove an ability card in your graveyard from the game", {"remove_from_graveyard": {"fits": {"kind": "ability"}}}),
    ("Put 2 damage on NAME", {"put_damage": 2}),
    ("put 2 damage on her", {"put_damage": 2}),
    ("Put 3 damage on your hero", {"put_damage": 3, "damage_on": {"kind": "hero", "controller": "you"}}),
    ("Destroy this ability", {"destroy": True}),
    ("Put 1 damage on an ally in your party", {"put_damage": 1, "damage_on": {"kind": "ally", "controller": "you"}}),
    ("Put NAME into her owner's hand", {"return_to_hand": True}),
    # X chosen as the power is used (707.1b)
    ("X", {"resources": "X"}),
    ("(X)", {"resources": "X"}),
    ("Put X damage on your hero", {"put_damage": "X", "damage_on": {"kind": "hero", "controller": "you"}}),
    ("Put 1 damage on another ally in your party",
     {"put_damage": 1, "damage_on": {"kind": "ally", "controller": "you", "other": True}}),
    ("Put this equipment into its owner's hand", {"return_to_hand": True}),
    ("Destroy an ability you control", {"destroy_one": {"kind": "ability", "controller": "you"}}),
    ("destroy another ability", {"destroy_one": {"kind": "ability", "controller": "you", "other": True}}),
    ("Destroy an ally token in your party", {"destroy_one": {"kind": "ally", "controller": "you", "token": True}}),
    ("Exhaust another ally you control", {"exhaust_one": {"kind": "ally", "controller": "you", "other": True}}),
    ("Exhaust one of your armor", {"exhaust_one": {"kind": "armor", "controller": "you"}}),
    ("Destroy a Death Knight you control",
     {"destroy_one": {"kind": "ally", "controller": "you", "trait": "Death Knight"}}),
    ("Remove a Warlock ally you control from the game",
     {"remove_one": {"kind": "ally", "controller": "you", "trait": "Warlock"}}),
    ("Discard two cards", {"discard": {"count": 2}}),
    ("Remove three ability cards in your graveyard from the game",
     {"remove_from_graveyard": {"fits": {"kind": "ability"}, "count": 3}}),
    ("remove up to five Combo cards in your graveyard from the game",
     {"remove_from_graveyard": {"fits": {"tag": "Combo"}, "count": 5, "up_to": True}}),
    ("remove a Rogue in your graveyard from the game", {"remove_from_graveyard": {"fits": {"class_icon": "Rogue"}}}),
    ("remove a Scourge ally in your graveyard from the game",
     {"remove_from_graveyard": {"fits": {"kind": "ally", "trait": "Scourge"}}}),
    ("Remove five cards in your graveyard from the game", {"remove_from_graveyard": {"fits": {}, "count": 5}}),
    # enc-cost: several cards exhausted (411.1, 403.1), two parts joined by 'and', a trait or tag 'hero or ally'
    ("Exhaust two allies in your party", {"exhaust_several": {"fits": {"kind": "ally", "controller": "you"}, "count": 2}}),
    ("Exhaust two Naga heroes and/or allies you control",
     {"exhaust_several": {"fits": {"kind": "character", "controller": "you", "trait": "Naga"}, "count": 2}}),
    ("Exhaust two Monster heroes and/or allies you control",
     {"exhaust_several": {"fits": {"kind": "character", "controller": "you", "tag": "Monster"}, "count": 2}}),
    ("Exhaust your hero and two allies in your party", {"exhaust_one": {"kind": "hero", "controller": "you"},
                                                        "exhaust_several": {"fits": {"kind": "ally", "controller": "you"},
                                                                            "count": 2}}),
    ("Exhaust a Rogue hero or ally you control and destroy NAME",
     {"exhaust_one": {"kind": "character", "controller": "you", "trait": "Rogue"}, "destroy": True}),
    ("Exhaust a Monster hero or ally you control and destroy NAME",
     {"exhaust_one": {"kind": "character", "controller": "you", "tag": "Monster"}, "destroy": True}),
    ("Turn a resource you control face down", {"turn_face_down": {"controller": "you"}}),
    ("Exhaust seven cards you control", {"exhaust_several": {"fits": {"kind": "card", "controller": "you"}, "count": 7}}),
    ("remove three verse counters", {"remove_counters": {"named": "verse", "count": 3}}),
    ("exhaust a ready Monster hero or ally you control",
     {"exhaust_one": {"kind": "character", "controller": "you", "tag": "Monster"}}),
    ("Put 1 damage on a hero or ally you control",
     {"put_damage": 1, "damage_on": {"kind": "character", "controller": "you"}}),
    ("Put 1 damage on a Warrior you control",
     {"put_damage": 1, "damage_on": {"kind": "character", "controller": "you", "trait": "Warrior"}}),
    ("Turn one of your other face-up resources face down", {"turn_face_down": {"controller": "you", "other": True}}),
])
def test_a_cost_part_reads_as_the_hand_written_cards_encode_it(part, parsed):
    assert cost_part(part) == parsed


@pytest.mark.parametrize("part", [
    "",                                        # an icon the data set lost
    "(3",                                      # not a number in brackets
    "Destroy two of your resources",           # two: the cost takes one card
    # enc-cost near misses: 'this' is no card's name; an exhaust and an exhaust (one field twice); a hero
    # can't be destroyed (415.9c); 'cards in your party' is no card's words; one is not several
    "Exhaust this and another Rabbit ally you control",
    "Exhaust an ally you control and exhaust an ally you control",
    "Destroy a Rogue hero or ally you control",
    "Exhaust seven cards in your party",
    "Exhaust one allies in your party",
    "Name a class and destroy NAME",
    "Put 1 damage on a hero or ally an opponent controls",  # the cost is paid with cards of yours
    "Destroy a ready Rogue you control",                  # 'ready' only where the card is exhausted (411.1)
    "Destroy another ally an opponent controls",
    "Exhaust a Totem an opponent controls",    # a Totem (a tag, 202.1b) of yours, not an opponent's
    "Destroy a Unique you control",
    "Discard an ability card with cost X",
    "Remove an ally card in any graveyard from the game",
    "Put 2 damage on an ally an opponent controls",
    "Remove a cards in your graveyard from the game",   # one card is 'a card'
    "Remove an ability cards in your graveyard from the game",
    "Remove cards in your graveyard from the game",     # how many: not said
    "Remove a Warlock ally an opponent controls from the game",
    "Discard a cards",
    "Put this equipment into your hand",       # its owner's hand (415.9a)
    "Exhaust another ally an opponent controls",
    "Put NAME into your hand",                 # its owner's hand, as the rules say it (415.9a)
    "Put NAME on the bottom of your deck",     # its owner's deck, as the rules say it (415.9a; enc-turn4)
])
def test_a_cost_part_that_is_not_read_is_refused(part):
    with pytest.raises(pool_shapes.Unrecognised, match="a payment power's cost"):
        cost_part(part)


def test_an_ongoing_ability_uses_its_payment_power_in_play():
    """'Ongoing: cost -> effect': the ability stays in play (305.2) and its power is used there."""
    entry, shapes = pool_shapes.encode(ABILITY, SETS, ["Ongoing: [Exhaust], Destroy a Demon in your party -> "
                                                       "Draw two cards."])
    assert entry["tags"] == ["Ongoing"] and "effects" not in entry
    assert entry["powers"] == [{"payment": {"cost": {"exhaust": True, "destroy_one": {
        "kind": "ally", "controller": "you", "trait": "Demon"}}, "effects": [{"draw": 2}]}}]
    assert shapes == ["payment power", "payment power: ability: draw"]
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Ongoing: 2, Destroy this ability -> Draw a card."])
    assert entry["powers"][0]["payment"]["cost"] == {"resources": 2, "destroy": True}


def test_a_payment_power_on_an_ability_that_is_not_ongoing_is_refused():
    with pytest.raises(pool_shapes.Unrecognised, match="isn't Ongoing"):  # it would resolve and leave play
        pool_shapes.encode(ABILITY, SETS, ["[Exhaust] -> Draw a card."])
    # enc-b0: an effect before 'Ongoing:' resolves, the payment power after it works in play (305.2a)
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Draw a card.", "Ongoing: [Exhaust] -> Draw a card."])
    assert entry["effects"] == [{"draw": 1}] and list(entry["powers"][0]) == ["payment"]
    with pytest.raises(pool_shapes.Unrecognised, match="after an ability's 'Ongoing:'"):
        pool_shapes.encode(ABILITY, SETS, ["Ongoing: [Exhaust] -> Draw a card.", "Draw a card."])


def test_a_keyword_line_run_into_a_cost_is_read_apart():
    assert keyword_before("Elusive [Exhaust] ->Target ally has Elusive this turn.") == (
        "Elusive", "[Exhaust] ->Target ally has Elusive this turn.")
    entry, _ = pool_shapes.encode(ALLY, SETS, ["Elusive [Exhaust] ->Target ally has Elusive this turn."])
    assert entry["keywords"] == ["Elusive"] and entry["powers"][0]["payment"]["cost"] == {"exhaust": True}
    # 'Protector 3 ->': the keyword and (3), or (3) and an icon the data set lost: left alone
    assert keyword_before("Protector 3 -> Draw a card.") == (None, "Protector 3 -> Draw a card.")
    assert keyword_before("Elusive -> Draw a card.") == (None, "Elusive -> Draw a card.")
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.encode(ALLY, SETS, ["Protector 3 -> Draw a card."])


QUEST = {**ABILITY, "type": "quest"}
del QUEST["cost"]


def test_a_quest_reward_is_read_as_an_abilitys_effect():
    """'Reward: <effect>' (702.1): the effect as an ability's, its targets picked as the quest completes."""
    entry, shapes = pool_shapes.encode(QUEST, SETS, ["Pay [2] to complete this quest.Reward: Ready target ally you "
                                                     "control."])
    assert entry["powers"] == [{"reward": {"cost": {"resources": 2},
                                           "targets": [{"id": "first", "kind": "ally", "controller": "you"}],
                                           "effects": [{"ready": {"target": "first"}}]}}]
    assert shapes == ["quest: pay to complete", "quest reward: an effect",
                      "quest reward: ability: ready a target or the card itself"]
    entry, _ = pool_shapes.encode(QUEST, SETS, ["Pay 2 to complete this quest.", "Reward: exhaust target ally."])
    assert entry["powers"][0]["reward"]["effects"] == [{"exhaust": {"target": "first"}}]
    for wrong in ("Reward: It can't ready during its controller's next ready step.",  # 'it' with nothing before it
                  "Reward: Attach to target ally.",                                    # no effect as it resolves
                  "Reward: Target ally has +2 ATK this turn for each card in your hand."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.encode(QUEST, SETS, ["Pay 2 to complete this quest.", wrong])


@pytest.mark.parametrize("sentence, effect", [
    ("You pay 1 less to play your next ally this turn.",
     {"create_continuous": {"affects": {"kind": "ally", "controller": "you"}, "play_cost": -1},
      "duration": "this-turn", "uses": 1}),
    ("You pay 2 less to play cards this turn.",
     {"create_continuous": {"affects": {"controller": "you"}, "play_cost": -2}, "duration": "this-turn"}),
    ("You pay 2 less the next time you strike with a weapon this turn.",
     {"create_continuous": {"affects": {"kind": "weapon", "controller": "you"}, "strike_cost": -2},
      "duration": "this-turn", "uses": 1}),
    ("You pay 2 less to strike with other Swords this turn.",
     {"create_continuous": {"affects": {"kind": "weapon", "tag": "Sword", "other": True, "controller": "you"},
                            "strike_cost": -2}, "duration": "this-turn"}),
    ("You pay 1 less to play your next Two-Handed weapon this turn.",
     {"create_continuous": {"affects": {"kind": "weapon", "tag": "Two-Handed", "controller": "you"}, "play_cost": -1},
      "duration": "this-turn", "uses": 1}),
    ("You pay 2 less to play allies with cost 6 or more this turn.",
     {"create_continuous": {"affects": {"kind": "ally", "cost_at_least": 6, "controller": "you"}, "play_cost": -2},
      "duration": "this-turn"}),
    ("You pay 4 less to complete your next quest this turn.",
     {"create_continuous": {"affects": {"kind": "quest", "controller": "you"}, "completion_cost": -4},
      "duration": "this-turn", "uses": 1}),
])
def test_a_cost_change_this_turn_is_an_effect(sentence, effect):
    """With 'this turn' the effect makes a modifier ending in the wrap-up step (503.2a); 'next': it
    ends once it has changed one cost (707.1e)."""
    entry, shapes = pool_shapes.encode(ABILITY, SETS, [sentence])
    assert entry["effects"] == [effect] and shapes == ["a cost change this turn"]


def test_a_lasting_cost_change_is_a_power_of_the_card_in_play():
    item = {**ABILITY, "type": "item", "traits": ["Trinket (2)"]}
    entry, shapes = pool_shapes.encode(item, SETS, ["You pay 1 less to strike with weapons."])
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "weapon", "controller": "you"}, "strike_cost": -1}}]
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Ongoing: You pay 1 less to play allies, to a minimum of 1."])
    assert entry["tags"] == ["Ongoing"] and entry["powers"] == [{"continuous": {
        "affects": {"kind": "ally", "controller": "you"}, "play_cost": -1, "minimum": 1}}]


@pytest.mark.parametrize("kind, sentence", [
    ("ability", "You pay 1 less to play allies."),                      # an ability has no lasting power unless Ongoing
    ("ability", "You pay 1 less to play your next ally."),              # 'next' is always 'this turn'
    ("ability", "Ongoing: You pay 1 less to play cards this turn."),
    ("ability", "You pay 1 more to play allies this turn, to a minimum of 1."),  # a minimum limits a reduction
    ("ability", "You pay 1 less to play your next allies this turn."),
    ("ability", "You pay 2 less to strike with Ranged allies this turn."),   # only a weapon strikes
    ("ability", "You pay 2 less to strike with allies this turn."),        # only a weapon strikes
    ("ability", "You pay 2 less to play a ally this turn."),
    ("ability", "You pay 1 less to play NAME for each ally you control."),
    ("item", "You pay 1 less to play your next ally this turn."),       # an item's effect needs its power
])
def test_a_cost_change_the_shape_does_not_read_is_refused(kind, sentence):
    card = {**ABILITY, "type": kind, **({"traits": ["Trinket (2)"]} if kind == "item" else {})}
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.encode(card, SETS, [sentence])


def test_an_ally_names_itself_by_its_first_name_in_its_cost():
    from shapes.costs import paid_with_itself
    assert paid_with_itself("ally", "Lilnas the Calm", ["3, [Exhaust], Destroy Lilnas -> Destroy all abilities."]) \
        == ["Lilnas"]
    assert paid_with_itself("ally", "Acolyte Kemistra", ["1, Put 2 damage on Kemistra -> Draw a card."]) == ["Kemistra"]
    assert paid_with_itself("ally", "Lilnas the Calm", ["Destroy Bob -> Draw a card."]) == []  # not its name
    assert paid_with_itself("ally", "Lilnas the Calm", ["Destroy Lilnas and draw a card."]) == []  # not a cost
    assert paid_with_itself("item", "Lilnas Charm", ["Destroy Lilnas -> Draw a card."]) == []
    entry, _ = pool_shapes.encode({**ALLY, "name": "Acolyte Kemistra"}, SETS, ["1, Put 2 damage on Kemistra -> Draw a "
                                                                              "card."])
    assert entry["powers"][0]["payment"]["cost"] == {"resources": 1, "put_damage": 2}


def test_a_quest_cost_with_a_part_besides_its_resources():
    entry, _ = pool_shapes.encode(QUEST, SETS, ["Exhaust an ally in your party and pay 2 to complete this quest.",
                                                "Reward: Draw a card."])
    assert entry["powers"][0]["reward"]["cost"] == {"resources": 2,
                                                    "exhaust_one": {"kind": "ally", "controller": "you"}}
    entry, _ = pool_shapes.encode(QUEST, SETS, ["During your turn, put 3 damage on your hero and pay 1 to complete "
                                                "this quest.", "Reward: Draw a card."])
    assert entry["powers"][0]["reward"] == {"cost": {"resources": 1, "put_damage": 3, "damage_on": {
        "kind": "hero", "controller": "you"}}, "only_if": {"your_turn": True}, "effects": [{"draw": 1}]}
    for wrong in ("Exhaust seven cards an opponent controls and pay 1 to complete this quest.",  # not read
                  "2 and pay 1 to complete this quest.",                               # resources twice
                  "On an opponent's turn, exhaust your hero and pay 1 to complete this quest."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.encode(QUEST, SETS, [wrong, "Reward: Draw a card."])


def test_a_reward_runs_to_the_end_of_its_paragraph():
    """Every sentence after 'Reward:' is the reward's (702.1), each read as an ability's effect."""
    entry, shapes = pool_shapes.encode(QUEST, SETS, ["Pay 4 to complete this quest. Reward: Draw a card. You pay 1 "
                                                     "less to complete quests this turn."])
    assert entry["powers"][0]["reward"]["effects"] == [
        {"draw": 1}, {"create_continuous": {"affects": {"kind": "quest", "controller": "you"}, "completion_cost": -1},
                      "duration": "this-turn"}]
    assert shapes[1:] == ["quest reward: an effect", "quest reward: ability: draw", "quest reward: a cost change this turn"]
    with pytest.raises(pool_shapes.Unrecognised, match="quest reward with the shape"):  # not an effect
        pool_shapes.encode(QUEST, SETS, ["Pay 4 to complete this quest.", "Reward: Draw a card. Protector."])


WEAPON = {**ABILITY, "type": "weapon", "atk": 1, "strike_cost": 2, "damage_type": "melee", "tags": ["Sword"]}


def test_x_in_a_cost_is_the_value_its_effect_reads():
    """'(X), [Exhaust] -> … X …': X is chosen as the power is used (707.1b) and every X of the effect
    is that value, wherever the effect's own shapes put the number."""
    entry, _ = pool_shapes.encode(ALLY, SETS, ["X, [Exhaust] -> NAME deals X fire damage to target ally."])
    power = entry["powers"][0]["payment"]
    assert power["cost"] == {"resources": "X", "exhaust": True}
    assert power["effects"] == [{"deal_damage": "X", "damage_type": "fire", "source": {"this": True},
                                 "to": {"target": "first"}}]
    entry, _ = pool_shapes.encode(ALLY, SETS, ["[Exhaust], Put X damage on your hero -> Draw X cards."])
    assert entry["powers"][0]["payment"]["effects"] == [{"draw": "X"}]
    assert entry["powers"][0]["payment"]["cost"]["put_damage"] == "X"


@pytest.mark.parametrize("text, refused", [
    ("X, [Exhaust] -> Draw a card.", "reading X"),                           # X chosen for nothing
    ("[Exhaust] -> Draw X cards.", "Draw X cards"),                          # an X the cost doesn't choose
    ("X, [Exhaust] -> If X is 5 or less, draw X cards.", "If X is 5"),       # named back as printed
    ("X, [Exhaust] -> Remove X +1 ATK counters from NAME.",  # enc-deal6: a prevention has X now (a link's
     "where the card language has none"),                                    # total, 709.2d); a removal has none
])
def test_x_in_a_cost_that_the_effect_does_not_read_as_the_value_is_refused(text, refused):
    with pytest.raises(pool_shapes.Unrecognised, match=refused):
        pool_shapes.encode(ALLY, SETS, [text])


# -- the top cards of your deck, each take where it goes (tools/shapes/rewards.py, 415.3a) --------------

@pytest.mark.parametrize("sentence, effect", [
    ("Reveal the top four cards of your deck. Put a revealed Dragonkin into your hand and the rest on the "
     "bottom of your deck.", {"reveal_top": 4, "then": [{"to": "hand", "fits": {"trait": "Dragonkin"}}], "rest": "bottom"}),
    ("Reveal the top five cards of your deck. Put a revealed ability, ally, or equipment with cost 3 or less into "
     "your hand and the rest on the bottom of your deck.",
     {"reveal_top": 5, "then": [{"to": "hand", "fits": {"kinds": ["ability", "ally", "equipment"], "cost_at_most": 3}}],
      "rest": "bottom"}),
    ("Reveal the top three cards of your deck. Put a revealed location or quest card into hand and the rest on the "
     "bottom of your deck.", {"reveal_top": 3, "then": [{"to": "hand", "fits": {"kinds": ["location", "quest"]}}],
                              "rest": "bottom"}),
    ("Look at the top three cards of your deck. Put one into hand, one on top of your deck, and the other on the "
     "bottom.", {"look_at_top": 3, "then": [{"to": "hand"}, {"to": "top"}], "rest": "bottom"}),
    ("Look at the top three cards of your deck. Put one of them into your hand and the rest on the bottom of your "
     "deck.", {"look_at_top": 3, "then": [{"to": "hand"}], "rest": "bottom"}),
    ("Reveal the top two cards of your deck. Put one into your hand and the other into your graveyard.",
     {"reveal_top": 2, "then": [{"to": "hand"}, {"to": "graveyard"}]}),
])
def test_the_top_cards_each_taken_where_it_goes(sentence, effect):
    found = pool_shapes.piece(sentence)
    assert [make(None) for make in found.parts["effects"]] == [effect]
    entry, _ = pool_shapes.encode(QUEST, SETS, ["Pay 2 to complete this quest.", f"Reward: {sentence}"])
    assert entry["powers"][0]["reward"]["effects"] == [effect]


@pytest.mark.parametrize("sentence", [
    # (enc-reward7: one card of each kind, 'a revealed ability, ally, equipment, and quest card', is read by
    # shapes/revealed_takes.py, one take a kind)
    # several cards left: not 'the other'
    "Reveal the top three cards of your deck. Put one into your hand and the other on the bottom of your deck.",
    # (enc-reward4: 'one into your hand and the rest into your graveyard' is read by shapes/top_takes.py)
    # 'a revealed …' of cards only looked at
    "Look at the top three cards of your deck. Put a revealed ally into your hand and the rest on the bottom of your deck.",
    # a class is not read as a race here
    "Reveal the top three cards of your deck. Put a revealed Mage into your hand and the rest on the bottom of your deck.",
    # an even cost with no bound: not the card's words (enc-reward reads 'of N or more')
    "Reveal the top three cards of your deck. Put a revealed card with an even cost into hand and the "
    "rest on the bottom of your deck.",
    # enc-reward: 'all revealed …' beside another take, or before 'the other'
    "Reveal the top three cards of your deck. Put all revealed allies into your hand, one on top of your deck, and the "
    "rest on the bottom of your deck.",
    "Reveal the top two cards of your deck. Put all revealed allies into your hand and the other on the bottom of your deck.",
    # a kind the plural reading doesn't know (enc-reward6: 'attachments' is read now, shapes/revealed_attachments.py),
    # and 'all' of cards only looked at
    "Reveal the top three cards of your deck. Put all revealed relics into your hand and the rest on the bottom of "
    "your deck.",
    "Look at the top two cards of your deck. Put all revealed allies into your hand and the rest on the bottom of your deck.",
    # a faction or damage type word not in brackets is a word the shape doesn't read
    "Reveal the top three cards of your deck. Put a revealed Horde card into hand and the rest on the bottom of your deck.",
])
def test_the_top_cards_the_shape_does_not_read_are_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


# -- a cost reduction by a count (707.1e): '… less to complete this quest for each …' ---------------------

def test_a_quest_costs_less_for_each_card_counted_and_keeps_its_reward():
    entry, shapes = pool_shapes.encode(QUEST, SETS, [
        "You pay 1 less to complete this quest for each five cards in your graveyard.", "Pay 5 to complete this quest.",
        "Reward: Draw a card."])
    assert entry["powers"] == [
        {"continuous": {"affects": {"this": True}, "completion_cost": {
            "count": {"zone": "graveyard", "owner": "you"}, "times": -1, "per": 5}}},
        {"reward": {"cost": {"resources": 5}, "effects": [{"draw": 1}]}}]
    assert shapes[0] == "quest: its completion cost less for each card counted"


@pytest.mark.parametrize("sentence, power", [
    ("You pay 1 less to complete this quest for each [Nature] ally in your party.",
     {"affects": {"this": True}, "completion_cost": {"count": {"kind": "ally", "controller": "you",
                                                               "damage_type": "nature"}, "times": -1}}),
    ("You pay 1 less to complete quests for each ally in your graveyard.",
     {"affects": {"kind": "quest", "controller": "you"},
      "completion_cost": {"count": {"kind": "ally", "zone": "graveyard", "owner": "you"}, "times": -1}}),
    ("You pay 2 less to play NAME for each quest you control.",
     {"affects": {"this": True}, "play_cost": {"count": {"kind": "quest", "controller": "you"}, "times": -2}}),
])
def test_a_cost_reduction_by_a_count(sentence, power):
    assert pool_shapes.piece(sentence).parts["powers"] == [{"continuous": power}]


@pytest.mark.parametrize("sentence", [
    "You pay 1 less to complete this quest for each cards in your graveyard.",      # 'cards' only after 'five'
    "You pay 1 less to complete this quest for each five allies you control.",      # five of what the shape counts singly
    "You pay 1 more to play NAME for each ally you've played this turn.",          # a count of plays: not read
    "You pay 1 less to complete this quest for each ally you've played this turn.",
])
def test_a_cost_reduction_by_a_count_the_shape_does_not_read_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


@pytest.mark.parametrize("sentence, affects", [
    ("Ongoing: You pay 1 less to play totems.", {"tag": "Totem", "controller": "you"}),   # 'Fire Totem' is a Totem (202.1b)
    ("You pay 2 less to play your next Pet this turn.", {"tag": "Pet", "controller": "you"}),
])
def test_a_cost_change_for_a_tag(sentence, affects):
    found = pool_shapes.piece(sentence)
    stat = found.parts.get("ongoing") or [make(None) for make in found.parts.get("effects", [])][0]["create_continuous"]
    assert stat["affects"] == affects


def test_a_strike_cost_change_for_ranged_weapons():
    assert pool_shapes.piece("You pay 1 less to strike with Ranged weapons.").parts["powers"] == [{"continuous": {
        "affects": {"kind": "weapon", "tag": "Ranged", "controller": "you"}, "strike_cost": -1}}]  # 'Ranged (1)' (202.2)
    for wrong in ("You pay 2 less to play your next totems this turn.", "You pay 2 less to strike with totems.",
                  "You pay 1 less to play Pet this turn."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(wrong)


@pytest.mark.parametrize("sentence, field, condition", [
    ("You pay 3 less to play NAME if you control a pet.", "play_cost", {"tag": "Pet", "controller": "you"}),  # Malazar Eldarch
    ("You pay [2] less to play NAME if an opponent controls an ally with cost 4 or more.", "play_cost",      # Ashton Barstow
     {"kind": "ally", "controller": "opposing", "cost_at_least": 4}),
    ("You pay 3 less to strike with NAME while your hero is defending.", "strike_cost",                        # Hellreaver
     {"kind": "hero", "controller": "you", "defending": True}),
])
def test_a_cards_own_cost_change_while_a_card_in_play_fits(sentence, field, condition):
    n = -2 if "[2]" in sentence else -3
    assert pool_shapes.piece(sentence).parts["powers"] == [{"continuous": {
        "affects": {"this": True}, field: n, "while_exists": [condition]}}]  # read as the cost is worked out (714.3a)


@pytest.mark.parametrize("sentence", [
    "You pay [3] less to play NAME if you played an ability this game.",                      # not this turn's events (enc-if: those
    # are while_happened, tests/test_shapes_ifstatic.py)
    "You pay 4 less to play NAME if you control at least two allies each with cost 4 or more.",  # a count
    "You pay 3 less to play NAME if you have three or more cards in your graveyard.",         # the graveyard, not play
    "You pay 2 more to play NAME if you control a pet.",                                      # more: not this shape
    "You pay 3 less to play NAME if you control a pet this turn.",
])
def test_a_conditional_own_cost_change_the_shape_does_not_read_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_a_reward_draws_then_discards():
    found = pool_shapes.piece("Reward: Draw two cards, then discard a card.")             # Darkness Calling
    assert found.parts["reward"] == [{"draw": 2}, {"discard": 1}]                         # in that order (415.9e, 415.9d)
    assert [make(None) for make in pool_shapes.piece("Draw three cards, then discard three cards.").parts["effects"]] == [
        {"draw": 3}, {"discard": 3}]
    for wrong in ("Draw three cards, then discard two cards unless you discard an ally.",  # 'at random': shapes/moves.py
                  "Draw two cards, then target opponent discards a card."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(wrong)


def test_a_quest_cost_with_no_resources_and_a_quest_exhausting_itself():
    """enc-cost: 'Remove three equipment cards … to complete this quest', 'Destroy NAME …', 'Exhaust NAME
    …' (702.1: a quest may exhaust itself), 'Exhaust two allies in your party and pay 1 …'."""
    cases = [("Remove three equipment cards in your graveyard from the game to complete this quest.",
              {"resources": 0, "remove_from_graveyard": {"fits": {"kind": "equipment"}, "count": 3}}),
             ("Destroy NAME to complete this quest.", {"resources": 0, "destroy": True}),
             ("Exhaust NAME to complete this quest.", {"resources": 0, "exhaust": True}),
             ("Exhaust two allies in your party and pay 1 to complete this quest.",
              {"resources": 1, "exhaust_several": {"fits": {"kind": "ally", "controller": "you"}, "count": 2}})]
    for sentence, cost in cases:
        entry, _ = pool_shapes.encode(QUEST, SETS, [sentence, "Reward: Draw a card."])
        assert entry["powers"][0]["reward"]["cost"] == cost
    for wrong in ("Pay 1 for each card in opposing hands to complete this quest.",  # a count not read (enc-reward
                  # reads 'for each card in your hand': test_a_completion_cost_that_is_all_a_count)
                  "Exhaust one cards you control to complete this quest.",
                  "Exhaust NAME and NAME to complete this quest."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.encode(QUEST, SETS, [wrong, "Reward: Draw a card."])


def test_a_target_resource_turned_face_down():
    """enc-cost (shapes/rewards.py): 'Turn target resource face down.' as a quest's reward or any effect:
    the target a card in a resource row (412.1), turned face down (412.1b); 'target quest' one of that kind."""
    entry, _ = pool_shapes.encode(QUEST, SETS, ["Pay 1 to complete this quest.", "Reward: Turn target resource face "
                                                                                 "down. Draw a card."])
    assert entry["powers"][0]["reward"] == {"cost": {"resources": 1},
                                            "targets": [{"id": "first", "kind": "card", "row": "resource"}],
                                            "effects": [{"turn_face_down": {"target": "first"}}, {"draw": 1}]}
    entry, _ = pool_shapes.encode(QUEST, SETS, ["Pay 1 to complete this quest.", "Reward: Turn target quest face down."])
    assert entry["powers"][0]["reward"]["targets"] == [{"id": "first", "kind": "quest"}]
    for wrong in ("Reward: Turn target opposing face-up resource face down.",  # 'opposing face-up': not read
                  "Reward: Turn target ally face down.",                     # an ally is no resource
                  "Reward: Turn each resource face down."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.encode(QUEST, SETS, ["Pay 1 to complete this quest.", wrong])


@pytest.mark.parametrize("sentence, effect, target", [
    ("Shuffle your graveyard into your deck.", {"shuffle_into_deck": {"zone": "graveyard", "owner": "you"}}, None),
    ("You may shuffle your graveyard into your deck.",
     {"may": [{"shuffle_into_deck": {"zone": "graveyard", "owner": "you"}}]}, None),
    ("Shuffle all allies from your graveyard into your deck.",
     {"shuffle_into_deck": {"zone": "graveyard", "owner": "you", "kind": "ally"}}, None),
    ("Target player shuffles his graveyard into his deck.",
     {"shuffle_into_deck": {"zone": "graveyard", "player": "first"}}, {"id": "first", "kind": "player"}),
    ("All players shuffle their graveyards into their decks.", {"shuffle_into_deck": {"zone": "graveyard"}}, None),
])
def test_a_graveyard_shuffled_into_its_owners_deck(sentence, effect, target):
    """enc-cost (shapes/rewards.py), as the hand-written Blueleaf Tubers and Everfrost encode it (415.3b)."""
    entry, _ = pool_shapes.encode(QUEST, SETS, ["Pay 1 to complete this quest.", f"Reward: {sentence}"])
    reward = entry["powers"][0]["reward"]
    assert reward["effects"] == [effect]
    assert reward.get("targets") == ([target] if target else None)


@pytest.mark.parametrize("wrong", [
    "Shuffle your graveyard into target opponent's deck.",      # another player's deck
    "Target player shuffles your graveyard into his deck.",
    "Shuffle all equipment from your graveyard into your deck.",
    "Each opponent shuffles his graveyard into his deck.",       # 'each opponent': not read here
])
def test_a_graveyard_shuffle_near_miss(wrong):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.encode(QUEST, SETS, ["Pay 1 to complete this quest.", f"Reward: {wrong}"])


# -- enc-cost (s7): an ability's own cost change, working in the hand it is played from (712.4) -----------

@pytest.mark.parametrize("sentence, power", [
    ("You pay [2] less to play this ability if you control a weapon.",                          # Destructive Disarm
     {"affects": {"this": True}, "play_cost": -2, "while_exists": [{"kind": "weapon", "controller": "you"}]}),
    ("You pay 2 less to play this ability if you control a Warrior hero or ally.",              # Essence of War
     {"affects": {"this": True}, "play_cost": -2,
      "while_exists": [{"kind": "character", "controller": "you", "trait": "Warrior"}]}),
    ("You pay 1 less to play this ability for each armor you control.",                         # Bladewhirl
     {"affects": {"this": True}, "play_cost": {"count": {"kind": "armor", "controller": "you"}, "times": -1}}),
])
def test_an_abilitys_own_cost_change(sentence, power):
    found = pool_shapes.piece(sentence)
    assert found.shape == shapes_costs.OWN_ABILITY_CHANGE
    assert found.parts["powers"] == [{"continuous": power}]


@pytest.mark.parametrize("sentence", [
    "You pay 3 less to play this ability if an opposing hero or ally was healed this game.",  # not this turn's events
    # (enc-if: those are while_happened, tests/test_shapes_ifstatic.py)
    "You pay 2 less to strike with this ability if you control a weapon.",                    # an ability has no strike
    "You pay 2 more to play this ability if you control a weapon.",                           # more: not this shape
    "You pay 2 less to play this ability.",                                                   # no condition, no count
])
def test_an_abilitys_own_cost_change_the_shape_does_not_read_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_an_abilitys_own_cost_change_is_one_of_its_powers_and_only_an_abilitys():
    """The ability keeps its effects and gains the power (Generic Static Shock's form); an ally's text saying
    'this ability' is not its own name, and is refused."""
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["You pay 2 less to play this ability if you control a weapon. "
                                                  "Draw a card."])
    assert entry["effects"] == [{"draw": 1}]
    assert entry["powers"] == [{"continuous": {"affects": {"this": True}, "play_cost": -2,
                                               "while_exists": [{"kind": "weapon", "controller": "you"}]}}]
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.encode(ALLY, SETS, ["You pay 2 less to play this ability if you control a weapon."])


# -- enc-cost (s7): a payment power a card gives others, '<group> has|have <cost> -> <effect>' (700.3) ------

@pytest.mark.parametrize("paragraph, shape, who", [
    ("Ongoing: Attached ally has [Exhaust] -> Exhaust target ally.", "ongoing: the attached card has",  # Druid Training
     {"host": True}),
    ("Ongoing: Your hero has [Exhaust] -> This hero deals 1 ranged damage to target hero or ally.",     # Patient Shot
     shapes_costs.ONGOING_GRANTED, {"kind": "hero", "controller": "you"}),
    ("Arena allies in your party have [Exhaust] -> This ally deals 3 fire damage to target hero.",     # Gladiator Loraala
     shapes_costs.GRANTED, {"kind": "ally", "controller": "you", "tag": "Arena"}),
])
def test_a_payment_power_given_to_others(paragraph, shape, who):
    found = pool_shapes.payment(paragraph)
    assert found.shape == shape
    stat = found.parts.get("ongoing") or found.parts["powers"][0]["continuous"]
    assert stat["affects"] == who
    (given,) = stat["gain_powers"]
    assert given["payment"]["cost"] == {"exhaust": True}
    if "deals" in paragraph:  # 'This hero', 'This ally': the card that has the power, this in a power gained
        assert given["payment"]["effects"][0]["source"] == {"this": True}


@pytest.mark.parametrize("paragraph", [
    "Attached ally has [Exhaust] -> Exhaust target ally.",                                 # 'attached' with no 'Ongoing:'
    "Arena allies in your party have [Exhaust] -> NAME deals 3 fire damage to target hero.",  # the giver's name: which card?
    "Nature allies in your party have [Exhaust] -> This ally deals nature damage equal to its ATK to target ally.",
    "Allies in your party have [Exhaust] -> Exhaust target ally.",                          # a group the shape doesn't name
])
def test_a_payment_power_given_to_others_the_shape_does_not_read_is_refused(paragraph):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.payment(paragraph)


# -- enc-cost (s7): cost parts that pick a card by a tag on its type line (202.1, 202.2) ------------------

@pytest.mark.parametrize("part, parsed", [
    ("Destroy an Arena ally in your party", {"destroy_one": {"kind": "ally", "controller": "you", "tag": "Arena"}}),  # Magnus
    ("Exhaust a Totem you control", {"exhaust_one": {"tag": "Totem", "controller": "you"}}),                      # Uh'gali
    ("Destroy a Totem you control", {"destroy_one": {"tag": "Totem", "controller": "you"}}),
    ("remove a Pet card in your graveyard from the game", {"remove_from_graveyard": {"fits": {"tag": "Pet"}}}),   # Mazar
])
def test_a_cost_part_by_a_tag(part, parsed):
    assert cost_part(part) == parsed


@pytest.mark.parametrize("part", [
    "Destroy an Arena ally an opponent controls",    # not yours
    "Exhaust two Totems you control",                # a count the shape doesn't read
    "Remove a Pet cards in your graveyard from the game",
])
def test_a_cost_part_by_a_tag_the_shape_does_not_read_is_refused(part):
    with pytest.raises(pool_shapes.Unrecognised):
        cost_part(part)


# -- enc-cost (s8): 'a character dealt damage this way …' (709.2d), tools/shapes/this_way.py ----------------

DEALT = {"kind": "character", "dealt_this_way": True}


@pytest.mark.parametrize("sentence, effects", [
    ("A character dealt damage this way can't attack this turn.",                      # Frost Funnel
     [{"create_prohibition": {"cannot": "attack", "affects": DEALT}, "duration": "this-turn"}]),
    ("A character dealt damage this way can't attack or protect this turn.",           # Chill
     [{"create_prohibition": {"cannot": "attack", "affects": DEALT}, "duration": "this-turn"},
      {"create_prohibition": {"cannot": "protect", "affects": DEALT}, "duration": "this-turn"}]),
    ("A hero dealt damage this way can't attack this turn.",                           # Loraala the Frigid
     [{"create_prohibition": {"cannot": "attack", "affects": {"kind": "hero", "dealt_this_way": True}},
       "duration": "this-turn"}]),
    ("Allies dealt damage this way have -2 ATK this turn.",                           # Arctic Blast
     [{"create_continuous": {"affects": {"kind": "ally", "dealt_this_way": True}, "atk": -2}, "duration": "this-turn"}]),
    ("A character dealt damage this way has -1 ATK this turn.",                        # Thundercrash
     [{"create_continuous": {"affects": DEALT, "atk": -1}, "duration": "this-turn"}]),
])
def test_the_cards_dealt_damage_this_way(sentence, effects):
    found = pool_shapes.piece(sentence)
    assert found.shape == "modifier this turn: the cards dealt damage this way"
    assert "target" not in found.parts
    assert [make(None) for make in found.parts["effects"]] == effects


def test_dealt_damage_this_way_reads_only_after_damage_of_the_same_effect():
    dealt = ["Your hero deals 1 frost damage to target hero or ally. A character dealt damage this way can't attack this turn."]
    entry, _ = pool_shapes.encode({**ABILITY, "name": "Stand-in"}, SETS, dealt)
    assert [list(e) for e in entry["effects"]] == [["deal_damage", "damage_type", "source", "to"],
                                                  ["create_prohibition", "duration"]]
    with pytest.raises(pool_shapes.Unrecognised, match="no damage dealt before it"):  # the damage after it: not 'this way'
        pool_shapes.encode(ABILITY, SETS, ["A character dealt damage this way can't attack this turn. Draw a card."])
    with pytest.raises(pool_shapes.Unrecognised, match="no damage dealt before it"):
        pool_shapes.encode(ABILITY, SETS, ["A character dealt damage this way can't attack this turn. "
                                           "Your hero deals 1 frost damage to target hero or ally."])


# -- enc-cost (s8): 'On an opponent's turn: Pay N to complete this quest.' (701.1, 702.2) -------------------

QUEST = {"id": "q", "name": "Stand-in Quest", "type": "quest", "printings": [["s", "9", "Common"]]}


def test_a_quest_completed_only_on_an_opponents_turn():
    entry, _ = pool_shapes.encode(QUEST, SETS, ["On an opponent's turn: Pay 4 to complete this quest.", "Reward: Draw two cards."])
    assert entry["powers"] == [{"reward": {"cost": {"resources": 4}, "only_if": {"opponents_turn": True},
                                           "effects": [{"draw": 2}]}}]


# -- enc-cost (s8): 'Target hero or ally can't protect this turn.' (103.2, 602.2), tools/shapes/this_way.py ----

@pytest.mark.parametrize("sentence, spec", [
    ("Target hero or ally can't protect this turn.", {"kind": "character"}),        # Jin'lak Nightfang, Davron
    ("Target ally can't protect this turn.", {"kind": "ally"}),                      # The Flawless Flame
    ("Target opposing ally can't protect this turn.", {"kind": "ally", "controller": "opposing"}),  # Unstoppable Abyssal
])
def test_a_target_cant_protect_this_turn(sentence, spec):
    found = pool_shapes.piece(sentence)
    assert found.shape == "ability: a target can't protect this turn"
    assert found.parts["target"] == spec
    assert [make("first") for make in found.parts["effects"]] == [
        {"create_prohibition": {"cannot": "protect", "affects": {"target": "first"}}, "duration": "this-turn"}]


# -- enc-cost (s8): 'Opponents pay N more to …' (707.1e): a lasting increase on their cards -----------------

@pytest.mark.parametrize("sentence, stat", [
    ("Opponents pay 3 more to strike with weapons.",                     # Ataraxis, Cudgel of the Warmaster
     {"affects": {"kind": "weapon", "controller": "opponent"}, "strike_cost": 3}),
    ("Opponents pay 1 more to complete quests.",                         # Ja'zoona
     {"affects": {"kind": "quest", "controller": "opponent"}, "completion_cost": 1}),
    ("Opponents pay 1 more to play and strike with weapons.",            # Kyla Duskrider
     {"affects": {"kind": "weapon", "controller": "opponent"}, "play_cost": 1, "strike_cost": 1}),
])
def test_opponents_pay_more(sentence, stat):
    found = pool_shapes.piece(sentence)
    assert found.shape == shapes_costs.LASTING_CHANGE
    assert found.parts["powers"] == [{"continuous": stat}]


def test_a_card_drawn_for_each_character_dealt_damage_this_way():
    found = pool_shapes.piece("Draw a card for each character dealt damage this way.")  # Arcane Explosion
    assert [make(None) for make in found.parts["effects"]] == [{"draw": {"count": DEALT}}]
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece("Draw two cards for each character dealt damage this way.")  # not read: refused
    with pytest.raises(pool_shapes.Unrecognised, match="no damage dealt before it"):
        pool_shapes.encode(ABILITY, SETS, ["Draw a card for each character dealt damage this way."])


# -- enc-cost (s8): an ally of a damage type, an Elemental of a kind (two words on the type line, 206.1a) ------

@pytest.mark.parametrize("part, parsed", [
    ("Exhaust an [Arcane] ally you control", {"exhaust_one": {"kind": "ally", "controller": "you", "damage_type": "arcane"}}),
    ("Exhaust a [Fire] ally in your party", {"exhaust_one": {"kind": "ally", "controller": "you", "damage_type": "fire"}}),
    ("Destroy a Fire Elemental you control", {"destroy_one": {"kind": "ally", "controller": "you", "trait": "Fire Elemental"}}),
    ("Exhaust a Water Elemental you control", {"exhaust_one": {"kind": "character", "controller": "you",
                                                               "trait": "Water Elemental"}}),
])
def test_a_cost_part_by_damage_type_or_elemental(part, parsed):
    assert cost_part(part) == parsed


@pytest.mark.parametrize("part", [
    "Exhaust an [Arcane] ally an opponent controls",
    "Exhaust an [Melee] ally you control",            # not a damage type the shape names
    "Destroy a Storm Elemental you control",
])
def test_a_cost_part_by_damage_type_the_shape_does_not_read_is_refused(part):
    with pytest.raises(pool_shapes.Unrecognised):
        cost_part(part)


# -- enc-cost (s8): 'destroy a Demon or Ghoul you control', 'destroy another Monster or Demon ally …' ---------

@pytest.mark.parametrize("part, parsed", [
    ("Destroy a Demon or Ghoul you control",                                   # Shadows of Death
     {"destroy_one": {"kind": "ally", "controller": "you", "any": [{"trait": "Demon"}, {"trait": "Ghoul"}]}}),
    ("Destroy another Monster or Demon ally you control",                      # Gakuri
     {"destroy_one": {"kind": "ally", "controller": "you", "other": True, "any": [{"tag": "Monster"}, {"trait": "Demon"}]}}),
])
def test_a_cost_part_of_either_trait(part, parsed):
    assert cost_part(part) == parsed


@pytest.mark.parametrize("part", [
    "Destroy a Demon or Demon you control",
    "Destroy another Demon or Ghoul you control",        # 'another' only with its 'ally', as the card says it
    "Destroy a Demon or Ghoul an opponent controls",
])
def test_a_cost_part_of_either_trait_the_shape_does_not_read_is_refused(part):
    with pytest.raises(pool_shapes.Unrecognised):
        cost_part(part)


# -- enc-cost (s8): the near misses of the sentence shapes above, each refused whole ---------------------------

@pytest.mark.parametrize("sentence", [
    "A character dealt damage this way have -1 ATK this turn.",        # the verb doesn't agree
    "Allies dealt damage this way has -2 ATK this turn.",
    "A character dealt damage this way can't attack or attack this turn.",
    "A character dealt damage this way can't attack.",                 # no duration: never guessed
    "Characters dealt damage this way loses and can't have powers this turn.",  # enc-reward3 reads 'A character …'
    "On an opponent's turn: Pay 4 to complete target quest.",
    "On an opponent's turn: Pay X to complete this quest.",
    "On each opponent's turn: Pay 4 to complete this quest.",
    "Target ally can't protect.",                    # no duration: never guessed
    "Each opposing ally can't protect this turn.",   # not a target
    "Opponents pay 1 less to play allies.",                  # a reduction for them: not read
    "Opponents pay 1 more to play allies this turn.",        # made by a link: not read
    "Opponents pay 1 more to play their next ally this turn.",
    "Opponents pay 2 more to strike with NAME.",
])
def test_a_near_miss_of_the_s8_shapes_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


# -- enc-reward: 'Stash: <effect>' and 'draw another N cards' (tools/shapes/rewards.py) ------------------------

ARMOR = {**ABILITY, "type": "armor", "def": 1, "traits": ["Chest (1)", "Leather"]}


def test_a_stash_paragraph_is_a_stash_power_with_its_effect_read_as_an_abilitys():
    """'Stash: <effect>' (412.1b's editor's note): a power of the card (an ally's, an equipment's, an ability's),
    its effect and targets under the power; the whole paragraph is its effect, as a reward's is."""
    entry, shapes = pool_shapes.encode(ARMOR, SETS, ["Stash: Target hero or ally has Stealth this turn."])
    assert entry["powers"] == [{"stash": {
        "targets": [{"id": "first", "kind": "character"}],
        "effects": [{"create_continuous": {"affects": {"target": "first"}, "gain_keywords": ["Stealth"]},
                     "duration": "this-turn"}]}}]
    assert shapes == ["stash: an effect as the card is placed face up as a resource",
                      "stash: modifier this turn: a target"]
    entry, _ = pool_shapes.encode(ABILITY, SETS, ["Draw a card.", "Stash: Your hero heals 2 damage from itself."])
    assert entry["effects"] == [{"draw": 1}]  # the ability's own effect, not the Stash's
    assert entry["powers"] == [{"stash": {"effects": [{"heal": 2, "source": {"kind": "hero", "controller": "you"},
                                                       "from": {"kind": "hero", "controller": "you"}}]}}]
    entry, _ = pool_shapes.encode(ALLY, SETS, ["Stash: Reveal the top card of your deck. If it's a quest, put it "
                                               "into your hand."])
    assert entry["powers"][0]["stash"]["effects"] == [{"reveal_top": 1, "then": [{"to": "hand",
                                                                                  "fits": {"kind": "quest"}}]}]


@pytest.mark.parametrize("text", [
    "Stash: Attach to target ally.",                                # no effect as it resolves
    "Stash: It can't ready during its controller's next ready step.",  # 'it' with nothing before it
    "[Fire] allies you own everywhere have Stash: Draw a card.",   # a Stash given to other cards
    "Stash: Your hero is in bear form.",
])
def test_a_stash_the_shapes_do_not_read_is_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.encode(ALLY, SETS, [text])


@pytest.mark.parametrize("sentence, effects, aimed", [
    ("Draw a card, and target hero or ally you control has Stealth this turn.",
     [{"draw": 1}, {"create_continuous": {"affects": {"target": "first"}, "gain_keywords": ["Stealth"]},
                    "duration": "this-turn"}], {"kind": "character", "controller": "you"}),
    ("Put the top card of your deck into your resource row face down and exhausted, then draw a card.",
     [{"move_top": 1, "to": "resource-row", "exhausted": True, "player": "you"}, {"draw": 1}], None),
])
def test_a_draw_and_another_effect_in_one_sentence_are_done_in_order(sentence, effects, aimed):
    found = pool_shapes.piece(sentence)
    assert [make("first") for make in found.parts["effects"]] == effects
    assert found.parts.get("target") == aimed


@pytest.mark.parametrize("sentence", [
    "Draw a card, and it can't ready during its controller's next ready step.",  # 'it': nothing to refer to
    "Draw a card, and your hero is in bear form.",                              # a half that doesn't read
    "Destroy target ally and draw a card.",                                     # not 'Draw …, and' / ', then draw'
])
def test_a_draw_and_another_effect_the_shapes_do_not_read_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)
    with pytest.raises(pool_shapes.Unrecognised):  # nor as a quest's reward
        pool_shapes.encode(QUEST, SETS, ["Pay 2 to complete this quest.", f"Reward: {sentence}"])


def test_an_allys_play_cost_names_it_by_a_part_of_its_name():
    """'You pay 1 less to play Sarn for each exhausted opposing hero and ally' on Sarn Earthtrembler: the card
    itself; a part of the name anywhere else in the sentence is left as it is."""
    named = {**ALLY, "name": "Sarn Earthtrembler"}
    entry, _ = pool_shapes.encode(named, SETS, ["You pay 1 less to play Sarn for each exhausted opposing hero and ally."])
    assert entry["powers"] == [{"continuous": {"affects": {"this": True}, "play_cost": {
        "count": {"kind": "character", "controller": "opposing", "exhausted": True}, "times": -1}}}]
    assert shapes_costs.short_named("Sarn Earthtrembler", "Sarn has Protector.") == "Sarn has Protector."


def test_a_strike_cost_change_while_that_many_cards_are_in_play():
    found = pool_shapes.piece("You pay 3 less to strike with NAME while you control three or more allies.")
    assert found.parts["powers"] == [{"continuous": {"affects": {"this": True}, "strike_cost": -3, "while_exists": [
        {"kind": "ally", "controller": "you"}], "while_at_least": 3}}]
    with pytest.raises(pool_shapes.Unrecognised):  # cards in a graveyard, not in play (enc-if: an event of the turn is
        # while_happened, tests/test_shapes_ifstatic.py)
        pool_shapes.piece("You pay 3 less to strike with NAME while you have three or more cards in your graveyard.")


# -- enc-reward (s10): a quest's completion cost by a count or while a card fits; 'draw another' -------------

def test_a_completion_cost_that_is_all_a_count():
    """'Pay 1 for each card in your hand to complete this quest.' (Akama's Promise): nothing fixed, and the
    quest's own power adding 1 for each card counted as the cost is worked out (707.1e)."""
    entry, shapes = pool_shapes.encode(QUEST, SETS, ["Pay 1 for each card in your hand to complete this quest.",
                                                     "Reward: Draw a card."])
    assert entry["powers"] == [
        {"continuous": {"affects": {"this": True}, "completion_cost": {"count": {"zone": "hand", "owner": "you"},
                                                                       "times": 1}}},
        {"reward": {"cost": {"resources": 0}, "effects": [{"draw": 1}]}}]
    assert shapes[0] == "quest: pay to complete"
    for wrong in ("Pay 1 for each card in opposing hands to complete this quest.",   # not a count the shape reads
                  "Pay 2 and an additional 1 for each card in his hand to complete this quest."):  # enc-turn6: read
        # with 'each opposing face-up resource' (test_a_quest_pays_its_printed_part_and_an_additional_amount_for_each)
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.encode(QUEST, SETS, [wrong, "Reward: Draw a card."])


@pytest.mark.parametrize("sentence, fits", [
    ("You pay 4 less to complete this quest if you control a quest named The Key to Freedom.",
     {"while_exists": [{"kind": "quest", "controller": "you", "named": "The Key to Freedom"}]}),
    ("You pay 2 less to complete this quest while you control three or more allies.",
     {"while_exists": [{"kind": "ally", "controller": "you"}], "while_at_least": 3}),
])
def test_a_completion_cost_less_while_a_card_fits(sentence, fits):
    found = pool_shapes.piece(sentence)
    n = int(sentence.split()[2])
    assert found.shape == "quest: its completion cost less while a card fits"
    assert found.parts["powers"] == [{"continuous": {"affects": {"this": True}, "completion_cost": -n, **fits}}]


@pytest.mark.parametrize("sentence", [
    "You pay 4 less to complete this quest if you played an ability this turn.",   # an event, not cards in play
    "You pay 4 less to complete this quest if a quest named The Key to Freedom is in your graveyard.",
    "You pay 4 more to complete this quest if you control a quest named The Key to Freedom.",
])
def test_a_completion_cost_change_the_shape_does_not_read_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_draw_another_is_a_draw_only_after_a_draw():
    """'Draw two cards. If you control ten or more resources, draw another two cards.': two more cards; with no
    draw before it, 'another' is left as it stands and refused."""
    entry, _ = pool_shapes.encode(QUEST, SETS, ["Pay 6 to complete this quest.", "Reward: Draw two cards. If you control "
                                                "ten or more resources, draw another two cards."])
    assert entry["powers"][0]["reward"]["effects"] == [
        {"draw": 2}, {"if": {"exists": {"row": "resource", "controller": "you"}, "at_least": 10}, "then": [{"draw": 2}]}]
    entry, _ = pool_shapes.encode(QUEST, SETS, ["Pay 6 to complete this quest.", "Reward: Draw a card. If you control "
                                                "ten or more resources, draw another card."])
    assert entry["powers"][0]["reward"]["effects"][1]["then"] == [{"draw": 1}]
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.encode(QUEST, SETS, ["Pay 6 to complete this quest.", "Reward: If you control ten or more "
                                         "resources, draw another card."])


# -- enc-reward (s10): a reward's modes (707.1c) ----------------------------------------------------------------

def test_a_reward_with_two_modes_and_both_for_a_race():
    """'Choose one: A or B. If your hero is an Orc, you may choose both.': each mode read as a sentence, its target a
    slot of its own; the second line of the modes (the data sets break it) joined to the reward before it."""
    text = ["Pay 3 to complete this quest.", "Reward: Choose one: Target ally has Ferocity this turn",
            "or draw a card. If your hero is an Orc, you may choose both."]
    entry, shapes = pool_shapes.encode(QUEST, SETS, text)
    assert entry["powers"] == [{"reward": {"cost": {"resources": 3}, "effects": [], "modes": [
        {"targets": [{"id": "first", "kind": "ally"}], "effects": [
            {"create_continuous": {"affects": {"target": "first"}, "gain_keywords": ["Ferocity"]}, "duration": "this-turn"}]},
        {"effects": [{"draw": 1}]}], "both_if": {"exists": {"kind": "hero", "controller": "you", "trait": "Orc"}}}}]
    assert "quest reward: choose one of two modes" in shapes


def test_a_reward_whose_mode_an_opponent_chooses():
    entry, _ = pool_shapes.encode(QUEST, SETS, ["Pay 1 to complete this quest. Reward: An opponent chooses one: You "
                                                "draw a card", "or your hero heals 3 damage from itself."])
    reward = entry["powers"][0]["reward"]
    assert reward["opponent_chooses"] is True and reward["modes"][0] == {"effects": [{"draw": 1}]}
    assert "both_if" not in reward


@pytest.mark.parametrize("text", [
    # a mode that doesn't read
    ["Pay 3 to complete this quest.", "Reward: Choose one: Ready one of your equipment", "or draw a card."],
    # 'he must choose both': not 'you may choose both'
    ["Pay 2 to complete this quest.", "Reward: An opponent chooses one: Draw a card", "or your hero heals 2 damage from "
     "itself. If you control a Demon ally, he must choose both."],
    # an opponent's choice of a mode with a target: who picks it, and when, is not read
    ["Pay 2 to complete this quest.", "Reward: An opponent chooses one: Target ally has Ferocity this turn",
     "or draw a card."],
    # three modes, not two
    ["Pay 2 to complete this quest.", "Reward: Choose one: Draw a card or draw two cards or draw three cards."],
])
def test_a_reward_with_modes_the_shape_does_not_read_is_refused(text):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.encode(QUEST, SETS, text)


def test_a_reward_with_modes_refuses_what_it_cannot_honour():
    """The model: two modes at least; both only of two, chosen by the quest's controller; no targets for an
    opponent's choice; no ongoing mode (a reward is an effect)."""
    draw, aimed = {"effects": [{"draw": 1}]}, {"targets": [{"id": "t", "kind": "ally"}], "effects": [{"ready": {"target": "t"}}]}
    hero = {"exists": {"kind": "hero", "controller": "you", "trait": "Orc"}}
    assert Reward.model_validate({"cost": {"resources": 1}, "effects": [], "modes": [aimed, draw], "both_if": hero})
    for wrong in ({"modes": [draw]}, {"modes": [draw, draw, draw], "both_if": hero},
                  {"modes": [aimed, draw], "opponent_chooses": True}, {"modes": [draw, draw], "opponent_chooses": True,
                                                                      "both_if": hero},
                  {"both_if": hero}, {"modes": [{**draw, "ongoing": True}, draw]}):
        with pytest.raises(ValidationError):
            Reward.model_validate({"cost": {"resources": 1}, "effects": [], **wrong})


# -- enc-reward (s11): a revealed card by its faction, damage type or an even/odd cost; 'all revealed …' -------------

@pytest.mark.parametrize("sentence, effect", [
    ("Reveal the top three cards of your deck. Put a revealed [Horde] card into hand and the rest on the bottom of your "
     "deck.", {"reveal_top": 3, "then": [{"to": "hand", "fits": {"faction": "Horde"}}], "rest": "bottom"}),
    ("Reveal the top five cards of your deck. Put a revealed [Nature] card into your hand and the rest on the bottom of "
     "your deck.", {"reveal_top": 5, "then": [{"to": "hand", "fits": {"damage_type": "nature"}}], "rest": "bottom"}),
    ("Reveal the top three cards of your deck. Put a revealed card with an odd cost of 1 or more into hand and the rest "
     "on the bottom of your deck.",
     {"reveal_top": 3, "then": [{"to": "hand", "fits": {"cost_parity": "odd", "cost_at_least": 1}}], "rest": "bottom"}),
    ("Reveal the top two cards of your deck. Put all revealed abilities and equipment in your hand and the rest on the "
     "bottom of your deck.", {"reveal_top": 2, "then": [{"take": 2, "fits": {"kinds": ["ability", "equipment"]},
                                                         "to": "hand"}], "rest": "bottom"}),
    ("Reveal the top three cards of your deck. Put all revealed ability cards into your hand and the rest on the bottom "
     "of your deck.", {"reveal_top": 3, "then": [{"take": 3, "fits": {"kind": "ability"}, "to": "hand"}], "rest": "bottom"}),
])
def test_a_revealed_card_by_its_icon_cost_or_every_one_of_a_kind(sentence, effect):
    found = pool_shapes.piece(sentence)
    assert [make(None) for make in found.parts["effects"]] == [effect]
    entry, _ = pool_shapes.encode(QUEST, SETS, ["Pay 2 to complete this quest.", f"Reward: {sentence}"])
    assert entry["powers"][0]["reward"]["effects"] == [effect]


def test_a_triggers_reveal_runs_into_the_put_sentence_after_it():
    """'When NAME enters play, reveal the top three cards of your deck. Put …': one effect (415.3a)."""
    assert pool_shapes.sentences("When NAME enters play, reveal the top three cards of your deck. Put a revealed "
                                 "ability card into hand and the rest on the bottom of your deck.") == [
        "When NAME enters play, reveal the top three cards of your deck. Put a revealed ability card into hand and the "
        "rest on the bottom of your deck."]
    entry, _ = pool_shapes.encode({**ALLY, "name": "Baelgond"}, SETS, [
        "When Baelgond enters play, reveal the top three cards of your deck. Put a revealed ability card into hand and "
        "the rest on the bottom of your deck."])
    assert entry["powers"][0]["triggered"]["effects"] == [
        {"reveal_top": 3, "then": [{"to": "hand", "fits": {"kind": "ability"}}], "rest": "bottom"}]


# -- enc-reward (s11): the conditions a quest's reward reads (shapes/conditions.py, its enc-reward block) ------------

@pytest.mark.parametrize("sentence, cond", [
    ("If you have no cards in hand, draw two cards.", {"not": {"hand_at_least": 1}}),
    ("If you have no ready resources, draw a card.",
     {"not": {"exists": {"row": "resource", "controller": "you", "exhausted": False}}}),
    ("If you have no other quests, draw a card.", {"not": {"exists": {"kind": "quest", "controller": "you"}}}),
    ("If you control a quest, draw a card.", {"exists": {"kind": "quest", "controller": "you"}}),
    ("If an equipment is in your graveyard, draw a card.",
     {"exists": {"kind": "equipment", "zone": "graveyard", "owner": "you"}}),
    ("If you have fewer cards in your hand than in your graveyard, draw a card.",
     {"more_cards": {"of": {"zone": "graveyard", "owner": "you"}, "than": {"zone": "hand", "owner": "you"}}}),
])
def test_a_rewards_condition_is_read_as_it_resolves(sentence, cond):
    entry, _ = pool_shapes.encode(QUEST, SETS, ["Pay 2 to complete this quest.", f"Reward: {sentence}"])
    [effect] = entry["powers"][0]["reward"]["effects"]
    assert effect["if"] == cond and effect["then"][0]["draw"] in (1, 2)
    Reward.model_validate(entry["powers"][0]["reward"])


@pytest.mark.parametrize("sentence", [
    "If you have few cards in hand, draw two cards.",          # not 'no cards'
    "If you have no other allies, draw a card.",               # only quests read so
    "If an equipment is in your hand, draw a card.",           # a hand, not the graveyard
    "If you have more cards in your hand than in your graveyard, draw a card.",  # the other way round: not read
])
def test_a_rewards_condition_the_shapes_do_not_read_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.encode(QUEST, SETS, ["Pay 2 to complete this quest.", f"Reward: {sentence}"])


def test_delve_before_a_reveal_is_refused():
    """No pool test plays Delve and a reveal in one ability yet: the card stays in the tail."""
    with pytest.raises(pool_shapes.Unrecognised, match="Delve and then"):
        pool_shapes.encode(ABILITY, SETS, ["Delve", "Reveal the top two cards of your deck. Put all revealed allies into "
                                           "your hand and the rest on the bottom of your deck."])


# -- enc-effect --

def test_a_group_cost_change_while_a_card_fits():
    # 714.3a: the weapons' strike cost is less only while your hero is defending, read as the cost is worked out
    made = pool_shapes.piece("You pay 3 less to strike with weapons while your hero is defending.")
    assert made.parts["powers"] == [{"continuous": {
        "affects": {"kind": "weapon", "controller": "you"}, "strike_cost": -3,
        "while_exists": [{"kind": "hero", "controller": "you", "defending": True}]}}]
    ongoing = pool_shapes.piece("Ongoing: You pay 10 less to strike with melee weapons while your hero is defending.")
    assert ongoing.parts["ongoing"]["while_exists"] == [{"kind": "hero", "controller": "you", "defending": True}]
    # near misses: 'while' with 'this turn' or 'next', an opponent's cards, a condition that is no cards in play
    for sentence in ("You pay 1 less to play your next ally this turn while your hero is defending.",
                     "Opponents pay 1 more to play allies while your hero is defending.",
                     "You pay 2 less to play allies while you played an ability this turn."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(sentence)


def test_a_cost_change_of_a_faction_icon():
    # 206.1b: '[Alliance] ally' is an ally with the faction icon
    made = pool_shapes.piece("You pay 1 less to play [Horde] allies.")
    assert made.parts["powers"] == [{"continuous": {"affects": {"kind": "ally", "faction": "Horde", "controller": "you"},
                                                    "play_cost": -1}}]
    for sentence in ("You pay 1 less to play [Horde] ally.", "You pay 1 less to play [Mage] allies."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(sentence)


# -- enc-kw --

def test_players_pay_more_is_every_players_cards():
    found = pool_shapes.piece("Players pay 2 more to play cards.")  # Veteran's Dreadweave Belt
    assert found.parts["powers"] == [{"continuous": {"affects": {"controller": "any"}, "play_cost": 2}}]
    for near in ("Players pay 2 less to play cards.", "Players pay 2 more to play cards this turn."):
        pytest.raises(pool_shapes.Unrecognised, pool_shapes.piece, near)  # only a lasting increase, as 'Opponents'


# -- enc-reward3 --

def test_a_unique_card_discarded_and_four_totems_exhausted():
    assert cost_part("Discard a Unique card") == {"discard": {"fits": {"tag": "Unique"}}}  # Alchemist Finklestein
    assert cost_part("Exhaust four of your Totems") == {  # Tidal Mastery
        "exhaust_several": {"fits": {"tag": "Totem", "controller": "you"}, "count": 4}}
    for near in ("Discard a Unique ally", "Exhaust four of your allies", "Exhaust four Totems"):
        pytest.raises(pool_shapes.Unrecognised, cost_part, near)


def test_two_payment_powers_run_into_one_paragraph_are_two_powers():
    item = {**ABILITY, "type": "item"}
    entry, _ = pool_shapes.encode(item, SETS, ["2 -> Draw a card. [Exhaust] -> Your hero deals 1 fire damage to target ally."])
    costs = [p["payment"]["cost"] for p in entry["powers"]]
    assert costs == [{"resources": 2}, {"exhaust": True}]
    assert entry["powers"][0]["payment"]["effects"] == [{"draw": 1}]


@pytest.mark.parametrize("paragraph", [
    'This turn, your hero has "2 -> Draw a card. [Exhaust] -> Draw a card."',  # inside quotes: the power given
    "2 -> Draw a card. Then, Your hero -> Draw a card.",                          # no cost before the arrow
])
def test_an_arrow_that_does_not_open_a_power_stays_in_the_effect(paragraph):
    from shapes.next_power import runs
    assert len(runs(pool_shapes.sentences(paragraph))) == 1


# -- enc-turn4 --
@pytest.mark.parametrize("part", ["Exhaust a Bag you control", "Exhaust a Shield you control", "Destroy a Trinket you control"])
def test_an_equipment_tag_is_no_characters_trait(part):
    """'Exhaust a Bag you control' (Glacial Bag): a Bag is an item's tag (202.1), no hero or ally carries it: not read
    as 'exhaust a hero or ally of that trait', but refused."""
    with pytest.raises(pool_shapes.Unrecognised):
        cost_part(part)


@pytest.mark.parametrize("part", ["Put NAME on the bottom of its owner's deck", "Put NAME on the bottom of its owners deck"])
def test_the_card_itself_on_the_bottom_of_its_owners_deck(part):
    """'1, Put Heavy Netherweave Bandage on the bottom of its owner's deck -> …': the card itself goes under its owner's
    deck as the cost is paid (to_deck_bottom, tools/shapes/deck_bottom.py; 707.1e, 415.3c)."""
    assert cost_part(part) == {"to_deck_bottom": True}


@pytest.mark.parametrize("part", ["Put NAME on top of your deck", "Put target ally on the bottom of your deck",
                                  "Put NAME on the bottom of target opponent's deck"])
def test_other_cards_or_places_in_a_deck_are_refused(part):
    with pytest.raises(pool_shapes.Unrecognised):
        cost_part(part)


# -- enc-turn6 --
def test_a_quest_pays_its_printed_part_and_an_additional_amount_for_each():  # What's Haunting Witch Hill?
    made = pool_shapes.piece("Pay 2 and an additional 1 for each opposing face-up resource to complete this quest.")
    assert made.parts["cost"] == 2
    assert made.parts["powers"][0]["continuous"]["completion_cost"]["times"] == 1
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece("Pay two and an additional 1 for each ally you control to complete this quest.")
