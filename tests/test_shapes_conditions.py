"""The condition family of the pool encoder's shapes (tools/shapes/conditions.py): the sentences it
reads and the near-misses it refuses (an article that lost its icon, a label that names another
condition, a condition no phrase reads)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.conditions import condition  # noqa: E402

ENTERS = {"event": "enters-play", "subject": {"this": True}}


def triggered(sentence: str) -> dict:
    found = pool_shapes.piece(sentence)
    assert found.shape == "a triggered power: a trigger and an effect"
    return found.parts["powers"][0]["triggered"]


def test_a_double_check_power_wraps_the_trigger_the_other_shapes_read():
    power = triggered("When NAME enters play, if you control another Mage hero or ally, NAME deals 5 fire damage "
                      "to target hero.")
    assert power["when"] == ENTERS
    assert power["if"] == {"exists": {"kind": "character", "controller": "you", "trait": "Mage", "other": True}}
    assert power["effects"] == [{"deal_damage": 5, "damage_type": "fire", "source": {"this": True},
                                 "to": {"target": "first"}}]
    power = triggered("When NAME enters play, if you control no ready resources, you may draw a card.")
    assert power["if"] == {"not": {"exists": {"row": "resource", "controller": "you", "exhausted": False}}}
    assert power["effects"] == [{"may": [{"draw": 1}]}]


def test_a_label_is_read_only_where_it_names_the_condition_spelled_out():
    power = triggered("Empower Monster: When NAME enters play, if you control another Monster hero or ally, draw a card.")
    assert power["if"] == {"exists": {"kind": "character", "controller": "you", "other": True, "tag": "Monster"}}
    power = triggered("Unity: When NAME enters play, if you control three or more Human allies, draw a card.")
    assert power["if"] == {"exists": {"kind": "ally", "controller": "you", "trait": "Human"}, "at_least": 3}
    power = triggered("Bloodrush: When NAME enters play, if an opposing hero has more damage on it than your hero, "
                      "draw a card.")
    assert power["if"] == {"more_damage": {"of": {"kind": "hero", "controller": "opposing"},
                                           "than": {"kind": "hero", "controller": "you"}}}
    with pytest.raises(pool_shapes.Unrecognised, match="label"):
        pool_shapes.piece("Empower Mage: When NAME enters play, if you control another Priest hero or ally, draw a card.")


@pytest.mark.parametrize("sentence", [
    "When NAME enters play, if an opponent controls an hero, draw a card.",       # a faction icon the data set lost
    "When NAME enters play, if you control two or more allies that share a or race, draw a card.",  # a class icon
    "When NAME enters play, if you control a Pet, draw a card.",                  # a tag of allies and abilities
    "When NAME enters play, if you control a Gizmo, draw a card.",                # no card kind (enc-turn: 'a Form' reads)
    "When NAME enters play, if you control three or more Human ally, draw a card.",  # number and noun disagree
    "When NAME enters play, if you control another Mage hero or ally, divine the future.",  # an effect no shape reads
])
def test_a_condition_or_effect_no_phrase_reads_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_a_quest_is_completed_only_while_its_condition_holds():
    entry, shapes = pool_shapes.encode(
        {"id": "x", "name": "Stand-in", "type": "quest", "printings": [["s", "7", "Common"]]},
        {"s": {"name": "A Set", "kind": "set"}},
        ["If you control eight or more resources: Pay 3 to complete this quest.", "Reward: Draw a card."])
    assert entry["powers"] == [{"reward": {"cost": {"resources": 3}, "effects": [{"draw": 1}],
                                           "only_if": {"exists": {"row": "resource", "controller": "you"},
                                                       "at_least": 8}}}]
    assert "condition: a quest completed only if" in shapes
    found = pool_shapes.piece("While an ally with cost 5 or more is in your party, pay 1 to complete this quest.")
    assert found.parts["only_if"] == {"exists": {"kind": "ally", "controller": "you", "cost_at_least": 5}}
    with pytest.raises(pool_shapes.Unrecognised):  # a power the card language lacks (enc-if2: sabotage now reads)
        pool_shapes.piece("If an ally with sabotaging is in your party, pay 1 to complete this quest.")


def test_cards_in_a_graveyard_are_the_ones_its_owner_owns():
    assert condition("you have eight or more cards in your graveyard") == {
        "exists": {"zone": "graveyard", "owner": "you"}, "at_least": 8}
    assert condition("there are three or more allies in your graveyard") == {
        "exists": {"zone": "graveyard", "owner": "you", "kind": "ally"}, "at_least": 3}
    with pytest.raises(pool_shapes.Unrecognised):
        condition("there are three or more allies in all graveyards")


def test_for_each_counts_the_cards_as_the_link_resolves():
    found = pool_shapes.piece("Your hero deals 2 melee damage to target ally for each equipment you control.")
    assert found.parts["target"] == {"kind": "ally"}
    assert [make("first") for make in found.parts["effects"]] == [
        {"deal_damage": {"count": {"kind": "equipment", "controller": "you"}, "times": 2}, "damage_type": "melee",
         "source": {"kind": "hero", "controller": "you"}, "to": {"target": "first"}}]
    found = pool_shapes.piece("Draw a card for each damaged opposing hero and ally.")  # 'damaged' before 'opposing'
    assert found.parts["effects"][0]("first") == {"draw": {"count": {"kind": "character", "controller": "opposing",
                                                                      "damaged": True}}}
    found = pool_shapes.piece("Reward: Draw a card for each damaged hero and ally you control.")
    assert found.parts["reward"] == [{"draw": {"count": {"kind": "character", "controller": "you", "damaged": True}}}]
    power = triggered("At the start of your turn, your hero deals 1 fire damage to target opposing hero for each "
                      "card in your hand.")
    assert power["effects"][0]["deal_damage"] == {"count": {"zone": "hand", "owner": "you"}}


@pytest.mark.parametrize("sentence", [
    "Your hero deals 1 shadow damage to target ally for each card in that ally's controller's deck.",  # enc-harness1: the graveyard reads
    # a modifier counted by resources is read since s10 (tests/test_shapes_statics.py); by ongoing abilities since
    # enc-if3 ('you control'); by every ongoing ability in play, not
    "Target ally has +1 ATK this turn for each ongoing ability in play.",
])
def test_for_each_refuses_a_count_or_an_amount_it_cant_read(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_a_quest_condition_on_this_turn_and_on_whose_turn_it_is():
    found = pool_shapes.piece("If you played an ally this turn, pay 2 to complete this quest.")
    assert found.parts["only_if"] == {"happened": {"event": "played", "subject": {"kind": "ally", "controller": "you"}}}
    found = pool_shapes.piece("On your turn, if there are three or more allies in your graveyard: Pay 2 to complete "
                              "this quest.")
    assert found.parts["only_if"] == {"your_turn": True, "exists": {"zone": "graveyard", "owner": "you", "kind": "ally"},
                                      "at_least": 3}
    assert condition("no opposing allies are in play") == {"not": {"exists": {"kind": "ally", "controller": "opposing"}}}
    assert condition("you have no cards in your hand") == {"not": {"hand_at_least": 1}}
    with pytest.raises(pool_shapes.Unrecognised):  # another player's turn is not 'your turn'
        pool_shapes.piece("On an opponent's turn, if you played an ally this turn, pay 2 to complete this quest.")
    with pytest.raises(pool_shapes.Unrecognised):  # two cards destroyed: no phrase counts them
        pool_shapes.piece("If two abilities were destroyed this turn, pay 1 to complete this quest.")





# -- a payment power's condition, 'if you do', 'it' after a trigger, equipment keywords (enc-combo) -----

SETS = {"s": {"name": "A Set", "kind": "set"}}
HERO = {"id": "x", "name": "Zul the Stand-in", "type": "hero", "printings": [["s", "7", "Common"]], "health": 27,
        "faction": "Horde", "classes": ["Druid"], "traits": ["Troll", "Druid", "Feral"]}


def encoded(kind: str, text: list[str], **more) -> dict:
    numbers = {"ally": {"cost": 2, "atk": 1, "health": 3, "damage_type": "fire"}, "ability": {"cost": 1}, "quest": {},
               "weapon": {"cost": 2, "atk": 2, "strike_cost": 1, "damage_type": "ranged", "traits": ["Ranged (1)", "Bow"]},
               "armor": {"cost": 2, "def": 1, "traits": ["Head (1)", "Mail"]}, "hero": {}}[kind]
    card = HERO if kind == "hero" else {"id": "x", "name": "Stand-in", "type": kind, "printings": [["s", "7", "Common"]],
                                        **numbers}
    return pool_shapes.encode({**card, **more}, SETS, text)[0]


def test_a_payment_power_usable_only_while_its_condition_holds():
    entry = encoded("hero", ["If you control another Druid: Flip Zul -> Zul has Protector this turn."])
    power = entry["powers"][0]["payment"]
    assert power["only_if"] == {"exists": {"kind": "character", "controller": "you", "trait": "Druid", "other": True}}
    assert power["cost"] == {"flip": True}
    found = pool_shapes.payment("If NAME is defending: 2, [Exhaust] -> Draw a card.")
    assert found.parts["powers"][0]["payment"]["only_if"] == {"exists": {"this": True, "defending": True}}
    found = pool_shapes.payment("Ongoing: If an opposing ally was destroyed this turn: 1, [Exhaust] -> Draw a card.")
    assert found.parts["ongoing_ability"] is True
    assert found.parts["powers"][0]["payment"]["only_if"] == {
        "happened": {"event": "destroyed", "subject": {"kind": "ally", "controller": "opposing"}}}
    with pytest.raises(pool_shapes.Unrecognised):  # 'a Pet': allies and abilities carry it, a condition no phrase reads
        encoded("hero", ["If you control a Pet: Flip Zul -> Draw a card."])
    with pytest.raises(pool_shapes.Unrecognised):  # 'another Pet' is no class, and no one kind of card
        encoded("hero", ["If you control another Pet: Flip Zul -> Draw a card."])
    with pytest.raises(pool_shapes.Unrecognised):  # 'a Gizmo': no card kind, a condition no phrase reads (enc-turn:
        encoded("hero", ["If you control a Gizmo: Flip Zul -> Draw a card."])  # 'a Form' reads, a tag, 202.1)
    with pytest.raises(pool_shapes.Unrecognised):  # 'another Gizmo': no race, class or tag
        encoded("hero", ["If you control another Gizmo: Flip Zul -> Draw a card."])


def test_conditions_on_the_card_itself_and_on_what_happened_this_turn():
    assert condition("NAME is undamaged") == {"exists": {"this": True, "damaged": False}}
    assert condition("an ally you controlled was destroyed this turn") == {
        "happened": {"event": "destroyed", "subject": {"kind": "ally", "controller": "you"}}}
    assert condition("an ally in your party was destroyed this turn") == condition(
        "an ally you controlled was destroyed this turn")  # the party is the cards you control (415.8b)
    assert condition("an equipment entered play under your control this turn") == {
        "happened": {"event": "enters-play", "subject": {"kind": "equipment", "controller": "you"}}}
    # whoever's: the sentence names no controller, as 'an ability, ally, or equipment was destroyed' (703.4)
    assert condition("an ability was destroyed this turn") == {
        "happened": {"event": "destroyed", "subject": {"kind": "ability"}}}
    for words in ("an opposing ability was destroyed this turn", "NAME is damaged twice"):
        with pytest.raises(pool_shapes.Unrecognised):
            condition(words)


def test_if_you_do_hangs_on_the_action_before_it():
    entry = encoded("ability", ["Destroy target ability. If you do, its controller discards a card."])
    assert entry["effects"] == [{"do": {"destroy": {"target": "first"}},
                                 "if_you_do": [{"discard": 1, "player": {"controller_of": {"target": "first"}}}]}]
    entry = encoded("ally", ["When NAME enters play, you may draw a card. If you do, discard a card."])
    assert entry["powers"][0]["triggered"]["effects"] == [{"may": [{"do": {"draw": 1}, "if_you_do": [{"discard": 1}]}]}]
    with pytest.raises(pool_shapes.Unrecognised, match="after an action of ready"):  # the engine can't tell if done
        encoded("ability", ["Ready target ally. If you do, draw a card."])  # enc-if7: an exhaust reports it (411.1)
    with pytest.raises(pool_shapes.Unrecognised, match="no action before it"):
        encoded("ability", ["If you do, draw a card."])


def test_it_after_a_triggered_power_is_the_same_target():
    entry = encoded("ally", ["When NAME enters play, exhaust target opposing ally. It can't ready during its "
                             "controller's next ready step."])
    assert entry["powers"][0]["triggered"]["effects"] == [
        {"exhaust": {"target": "first"}}, {"dont_ready": {"target": "first"}, "whose": "its-controller"}]
    with pytest.raises(pool_shapes.Unrecognised, match="a choice"):  # would it still apply if the player declines?
        encoded("ally", ["When NAME enters play, you may exhaust target ally. It can't ready during its "
                         "controller's next ready step."])


def test_equipment_and_quests_take_deckbuilding_lines_and_equipment_only_its_own_keywords():
    assert encoded("weapon", ["Long-Range"])["keywords"] == ["Long-Range"]
    assert encoded("armor", ["Untargetable"])["keywords"] == ["Untargetable"]
    assert encoded("quest", ["Troll Hero Required", "Pay 3 to complete this quest.", "Reward: Draw a card."])[
        "hero_required"] == "Troll"
    with pytest.raises(pool_shapes.Unrecognised, match="weapon with the keywords Protector"):
        encoded("weapon", ["Protector"])
    with pytest.raises(pool_shapes.Unrecognised, match="armor with the keywords Long-Range"):
        encoded("armor", ["Long-Range"])


def test_for_each_counts_a_damaged_group_the_selector_reads():
    """'damaged opposing hero and ally': the effects' selector reads it (a near miss of the first
    round, read since): each opposing hero or ally with damage on it, counted as the link resolves."""
    piece = pool_shapes.piece("Draw a card for each damaged opposing hero and ally.")
    assert [make("s") for make in piece.parts["effects"]] == [
        {"draw": {"count": {"kind": "character", "controller": "opposing", "damaged": True}}}]





# -- enc-cond: 'Once per turn:', 'Play only if', additional costs, 'If X would …, … instead' ------------

def test_once_per_turn_limits_a_payment_power():
    """701.4: 'Once per turn:' before the cost: the power is used at most once each turn."""
    found = pool_shapes.payment("Once per turn: Put 1 damage on NAME → Ready NAME.")
    assert found.parts["powers"] == [{"payment": {"cost": {"put_damage": 1}, "once_per_turn": True,
                                                  "effects": [{"ready": {"this": True}}]}}]
    entry = encoded("ally", ["Once per turn: 2 -> Your hero has Assault 2 this turn."])
    assert entry["powers"][0]["payment"]["once_per_turn"] is True
    for limit in ("Once per game: 2 -> Draw a card.", "Once on each of your turns: 1 -> Draw a card."):
        with pytest.raises(pool_shapes.Unrecognised):  # another limit: not 'once per turn'
            encoded("ally", [limit])


def test_play_only_if_is_a_condition_on_playing_the_card():
    """103.1: the card can be played only while the condition holds."""
    entry = encoded("ability", ["Play only if your hero has Stealth.", "Draw a card."])
    assert entry["play_only_if"] == {"exists": {"kind": "hero", "controller": "you", "keyword": "Stealth"}}
    entry = encoded("ally", ["Play NAME only if you have four or more allies in your graveyard."])
    assert entry["play_only_if"] == {"exists": {"zone": "graveyard", "owner": "you", "kind": "ally"}, "at_least": 4}
    entry = encoded("weapon", ["Play only if you control three or more equipment."])
    assert entry["play_only_if"] == {"exists": {"kind": "equipment", "controller": "you"}, "at_least": 3}
    with pytest.raises(pool_shapes.Unrecognised):  # 'a Pet': no card kind the condition reads
        encoded("ability", ["Play only if you control a Pet.", "Draw a card."])
    # an opponent's turn is not 'not your turn' in a team game: the turn player is an opponent (enc-has5,
    # tools/shapes/play_on_their_turn.py)
    assert encoded("ability", ["Play only on an opponent's turn.", "Draw a card."])["play_only_if"] == {"opponents_turn": True}


@pytest.mark.parametrize("cost, part", [
    ("discard a card", {"discard": {"count": 1}}),
    ("choose and destroy a Demon ally you control", {"destroy_one": {"kind": "ally", "controller": "you", "trait": "Demon"}}),
    ("destroy one of your equipment", {"destroy_one": {"kind": "equipment", "controller": "you"}}),
    ("destroy an ability, ally, or equipment you control",
     {"destroy_one": {"any": [{"kind": "ability"}, {"kind": "ally"}, {"kind": "equipment"}], "controller": "you"}}),
    ("remove an ally in your graveyard from the game", {"remove_from_graveyard": {"fits": {"kind": "ally"}}}),
    ("put 2 damage on your hero", {"put_damage": 2, "damage_on": {"kind": "hero", "controller": "you"}}),
])
def test_an_additional_cost_to_play_the_card(cost, part):
    """707.1e: paid with the card's cost as it is played; an ally's as an ability's."""
    for kind, sentence in (("ally", f"As an additional cost to play NAME, {cost}."),
                           ("ability", f"As an additional cost to play, {cost}.")):
        entry = encoded(kind, [sentence] + (["Draw a card."] if kind == "ability" else []))
        assert entry["additional_cost"] == part


@pytest.mark.parametrize("cost", ["exhaust two heroes and/or allies in your party", "discard two cards",
                                  "destroy an ally an opponent controls"])
def test_an_additional_cost_it_cant_read_is_refused(cost):
    with pytest.raises(pool_shapes.Unrecognised):
        encoded("ability", [f"As an additional cost to play, {cost}.", "Draw a card."])


def replacement(sentence: str) -> dict:
    found = pool_shapes.piece(sentence)
    if sentence.startswith("Ongoing"):
        return found.parts["ongoing_power"]["replacement"]
    return found.parts["powers"][0]["replacement"]


HERO_YOU = {"kind": "hero", "controller": "you"}


@pytest.mark.parametrize("sentence, power", [
    ("If NAME would be dealt combat damage, prevent 1 of that damage.",
     {"when": {"event": "damage", "destination": {"this": True}, "combat": True}, "instead": {"prevent": 1}}),
    ("Ongoing: If your hero would be dealt damage, prevent 1 of that damage.",
     {"when": {"event": "damage", "destination": HERO_YOU}, "instead": {"prevent": 1}}),
    ("If your hero would deal combat damage, it deals that much +2 instead.",
     {"when": {"event": "damage", "source": HERO_YOU, "combat": True}, "instead": {"add": 2}}),
    ("If your hero would deal damage to a Demon, it deals double that much instead.",
     {"when": {"event": "damage", "source": HERO_YOU, "destination": {"kind": "character", "trait": "Demon"}},
      "instead": {"multiply": 2}}),
    ("If a friendly hero or ally would deal frost damage, it deals that much +1 instead.",
     {"when": {"event": "damage", "source": {"kind": "character", "controller": "friendly"}, "damage_type": "frost"},
      "instead": {"add": 1}}),
    ("If an ally in your party other than NAME would be dealt damage, it's dealt to NAME instead.",
     {"when": {"event": "damage", "destination": {"kind": "ally", "controller": "you", "other": True}},
      "instead": {"redirect_to": {"this": True}}}),
    ("If NAME would be dealt combat damage while defending, prevent 2 of it.",
     {"when": {"event": "damage", "destination": {"this": True}, "combat": True}, "instead": {"prevent": 2},
      "while": {"exists": {"this": True, "defending": True}}}),
    ("Ongoing: If an ally you control would be dealt non-fatal damage, prevent it.",  # 405.2: not fatal to it
     {"when": {"event": "damage", "destination": {"kind": "ally", "controller": "you"}, "fatal": False},
      "instead": {"prevent": "all"}}),
    ("If NAME would be dealt damage, prevent all but 1 of it.",             # 717.2: each packet left at 1
     {"when": {"event": "damage", "destination": {"this": True}}, "instead": {"prevent_all_but": 1}}),
    ("Ongoing: If damage would be healed from your hero, that much +5 is healed instead.",
     {"when": {"event": "heal", "destination": HERO_YOU}, "instead": {"add": 5}}),
    ("If a hero or ally in your party would heal damage, it heals that much +1 instead.",
     {"when": {"event": "heal", "source": {"kind": "character", "controller": "you"}}, "instead": {"add": 1}}),
])
def test_a_replacement_power_changes_the_packets_it_names(sentence, power):
    """716.1, 717.2, 717.3a: each packet that fits is prevented in part, made more or double, or
    dealt to the card instead, while the card is in play."""
    assert replacement(sentence) == power


@pytest.mark.parametrize("sentence", [
    "If NAME would deal damage, prevent all but 1 of it.",                  # 'all but' of what it deals
    "If NAME would deal non-fatal damage, it deals that much +1 instead.",  # fatal to what it is dealt to
    "If NAME would be dealt two or less damage, prevent it.",               # a number in words: not read
    "If an opposing ally would be destroyed, you may remove it from the game instead.",  # a choice, of a destruction
    "If a friendly hero or ally would be dealt damage, it's dealt to NAME instead.",     # may include the card itself
    "If your hero would deal damage, it's dealt that much +1 instead.",     # the verb of the other side
    "If damage would be healed from your hero, it deals that much +1 instead.",
    "If an hero would deal damage, it deals that much +1 instead.",         # an article that lost its icon
    "If attached ally would deal shadow damage, it deals triple that much instead.",  # enc-if (s10): the host is read now; 'triple' is not
])
def test_a_replacement_it_cant_read_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_an_ally_named_by_a_part_of_its_name_in_its_replacement():
    """'If Xanata would …' on Xanata the Lightsworn reads as NAME; elsewhere a name part is left alone."""
    entry = encoded("ally", ["If Xanata would be dealt combat damage while defending, prevent 2 of it."],
                    name="Xanata the Lightsworn")
    assert entry["powers"][0]["replacement"]["when"]["destination"] == {"this": True}
    with pytest.raises(pool_shapes.Unrecognised):  # another card's name: not this one
        encoded("ally", ["If Morandi would be dealt damage, prevent 1 of it."], name="Xanata the Lightsworn")


def test_if_before_an_effect_is_checked_as_the_link_resolves():
    """709.2: 'If <condition>, <effect>.': one effect {if, then}; 'it' names the condition's subject."""
    found = pool_shapes.piece("If your hero has 15 or more damage, it heals 10 damage from itself.")
    assert [make(None) for make in found.parts["effects"]] == [{
        "if": {"exists": {"kind": "hero", "controller": "you", "damage_at_least": 15}},
        "then": [{"heal": 10, "source": HERO_YOU, "from": HERO_YOU}]}]
    power = encoded("hero", ["1, Flip Zul -> If Zul has Stealth, destroy target exhausted ally."])["powers"][0]["payment"]
    assert power["targets"] == [{"id": "first", "kind": "ally", "fits": {"exhausted": True}}]
    assert power["effects"] == [{"if": {"exists": {"this": True, "keyword": "Stealth"}},
                                 "then": [{"destroy": {"target": "first"}}]}]


@pytest.mark.parametrize("sentence", [
    "If you control a Pet, your hero deals 3 melee damage to that character.",  # 'a Pet': of allies and abilities
    "If your hero has 15 or more damage, it can't ready during its controller's next ready step.",  # 'it': another card
    "If that ally is a Demon, remove it from the game.",  # a condition about the previous sentence's target (enc-if5:
    # 'has fatal damage' is read, tools/shapes/target_state.py)
    "If your hero has 15 or more damage, its controller discards a card.",
])
def test_if_before_an_effect_it_cant_read_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)





# -- enc-if (session 7): prevention of all damage, and conditions on what happened this turn ---------

ATTACKING_ALLY = {"kind": "ally", "attacking": True}


@pytest.mark.parametrize("sentence, power", [
    ("Prevent all damage that would be dealt to NAME.",
     {"when": {"event": "damage", "destination": {"this": True}}, "instead": {"prevent": "all"}}),
    ("Prevent all combat damage that would be dealt to NAME by attacking allies.",
     {"when": {"event": "damage", "destination": {"this": True}, "source": ATTACKING_ALLY, "combat": True},
      "instead": {"prevent": "all"}}),
    ("Prevent all damage that Rogues would deal to NAME.",
     {"when": {"event": "damage", "destination": {"this": True}, "source": {"kind": "character", "trait": "Rogue"}},
      "instead": {"prevent": "all"}}),
    ("Prevent all damage attackers would deal to NAME.",
     {"when": {"event": "damage", "destination": {"this": True}, "source": {"kind": "character", "attacking": True}},
      "instead": {"prevent": "all"}}),
    ("Prevent all damage that opposing heroes would deal to NAME.",
     {"when": {"event": "damage", "destination": {"this": True}, "source": {"kind": "hero", "controller": "opposing"}},
      "instead": {"prevent": "all"}}),
    ("Prevent all combat damage that would be dealt.",
     {"when": {"event": "damage", "combat": True}, "instead": {"prevent": "all"}}),
    ("Ongoing: Prevent all damage that would be dealt to your hero while it has 25 or more damage.",
     {"when": {"event": "damage", "destination": HERO_YOU}, "instead": {"prevent": "all"},
      "while": {"exists": {**HERO_YOU, "damage_at_least": 25}}}),
])
def test_prevent_all_is_a_prevention_power_of_the_card(sentence, power):
    """717.2: all of each packet that fits is prevented while the card is in play (an ability's
    'Ongoing:' power while it is, 305.2), with 'while' only while that holds (714.3a)."""
    assert replacement(sentence) == power


def made(sentence: str) -> tuple[dict, list[dict]]:
    found = pool_shapes.piece(sentence)
    assert found.shape == "ability: prevent all damage to or by a target for a time"
    return found.parts["target"], [make("first") for make in found.parts["effects"]]


def test_prevent_all_to_or_by_a_target_lasts_the_time_it_names():
    """706.1, 717.2: a prevention modifier made as the link resolves, for 'this turn' (503.2a) or
    'this combat' (603.3); 'to and dealt by' makes one for each way."""
    target, effects = made("Prevent all combat damage that would be dealt by target ally this turn.")
    assert target == {"kind": "ally"}
    assert effects == [{"create_modifier": {"when": {"event": "damage", "source": {"target": "first"}, "combat": True},
                                            "instead": {"prevent": "all"}, "duration": "this-turn"}}]
    target, effects = made("Prevent all combat damage that target attacking ally would deal to your hero this combat.")
    assert target == {"kind": "ally", "fits": {"attacking": True}}
    assert effects == [{"create_modifier": {"when": {"event": "damage", "source": {"target": "first"},
                                                     "destination": HERO_YOU, "combat": True},
                                            "instead": {"prevent": "all"}, "duration": "this-combat"}}]
    _, effects = made("Prevent all combat damage that would be dealt to and dealt by target friendly ally this turn.")
    assert [list(e["create_modifier"]["when"]) for e in effects] == [["event", "destination", "combat"],
                                                                    ["event", "source", "combat"]]


@pytest.mark.parametrize("sentence", [
    "Prevent all damage that would be dealt to target ally.",               # no duration stated
    "Prevent all damage that would be dealt to NAME by Raiding allies with an odd cost.",  # an odd cost
    "Ongoing: Prevent all damage that attached ally would deal this turn.",  # enc-if (s10): the host is read now, but not for a time
    "Prevent all damage that an ally would deal to NAME.",                  # one card, not a group
])
def test_a_prevention_it_cant_read_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_prevent_all_this_turn_on_the_card_itself_is_left_to_its_own_shape():
    found = pool_shapes.piece("Prevent all damage that would be dealt to NAME this turn.")
    assert found.shape != "ability: prevent all damage to or by a target for a time"
    assert "powers" not in found.parts  # a modifier made as it resolves, not a power of the card


@pytest.mark.parametrize("words, cond", [
    ("a hero or ally you controlled dealt arcane damage this turn",
     {"happened": {"event": "damage", "source": {"kind": "character", "controller": "you"}, "damage_type": "arcane"}}),
    ("an opposing hero or ally dealt damage to your hero this turn",
     {"happened": {"event": "damage", "source": {"kind": "character", "controller": "opposing"}, "destination": HERO_YOU}}),
    ("your hero has dealt fire, frost, or nature damage this turn",
     {"any": [{"happened": {"event": "damage", "source": HERO_YOU, "damage_type": t}} for t in ("fire", "frost", "nature")]}),
    ("an ability was destroyed this turn", {"happened": {"event": "destroyed", "subject": {"kind": "ability"}}}),
    ("you've completed a quest this turn",
     {"happened": {"event": "completed", "subject": {"kind": "quest", "controller": "you"}}}),
])
def test_conditions_on_damage_dealt_and_quests_completed_this_turn(words, cond):
    """703.4: what happened this turn, its cards as they were."""
    assert condition(words) == cond


@pytest.mark.parametrize("words", [
    "an ally dealt damage this turn",                       # whose?
    "your hero has dealt magical damage this turn",         # not a damage type
    "you completed two quests this turn",                   # a number the phrase doesn't count
    "an opponent completed two quests this turn",           # a number the phrase doesn't count
])
def test_a_condition_on_this_turn_it_cant_read_is_refused(words):
    with pytest.raises(pool_shapes.Unrecognised):
        condition(words)





# -- enc-if (s8) ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("words, cond", [
    ("an opponent completed a quest this turn",
     {"happened": {"event": "completed", "subject": {"kind": "quest", "controller": "opposing"}}}),
    ("you control a location", {"exists": {"kind": "location", "controller": "you"}}),
    ("you control an armor, item, and weapon", {"all": [{"exists": {"kind": k, "controller": "you"}}
                                                        for k in ("armor", "item", "weapon")]}),
    ("you control an ally with an ability attached to it",
     {"exists": {"kind": "ability", "attached_to": {"kind": "ally", "controller": "you"}}}),
    ("your hero is defending", {"exists": {"kind": "hero", "controller": "you", "defending": True}}),
    ("your hero is defending against an ally", {"all": [{"exists": {"kind": "hero", "controller": "you", "defending": True}},
                                                        {"exists": {"kind": "ally", "attacking": True}}]}),
])
def test_more_conditions_enc_if(words, cond):
    assert condition(words) == cond


@pytest.mark.parametrize("words", ["an opponent completed two quests this turn", "you control an armor, item, and ability",
                                   "your hero is defending against a hero", "you control an ally with an armor attached to it"])
def test_near_misses_of_the_new_conditions_are_refused(words):
    with pytest.raises(pool_shapes.Unrecognised):
        condition(words)


def test_a_payment_power_removes_a_hero_or_the_attackers_from_combat_if_it_defends():
    found = pool_shapes.payment("[Exhaust] -> If your hero is defending against an ally, remove your hero from combat.")
    power = found.parts["powers"][0]["payment"]
    assert power["effects"] == [{"if": condition("your hero is defending against an ally"),
                                 "then": [{"remove_from_combat": {"kind": "hero", "controller": "you"}}]}]
    found = pool_shapes.piece("If your hero is defending, remove all attacking allies from combat.")
    assert found.parts["effects"][0]("first")["then"] == [{"remove_from_combat": {"kind": "ally", "attacking": True}}]
    with pytest.raises(pool_shapes.Unrecognised):  # a target removed from combat: not this shape
        pool_shapes.piece("Remove target ally from combat.")


def test_if_you_do_names_the_previous_target_again():
    entry = encoded("ability", ["Destroy target ability. If you do, your hero deals 3 nature damage to that ability's "
                                "controller's hero."])
    assert entry["effects"] == [{"do": {"destroy": {"target": "first"}}, "if_you_do": [
        {"deal_damage": 3, "damage_type": "nature", "source": {"kind": "hero", "controller": "you"},
         "to": {"kind": "hero", "controller_of": "first"}}]}]
    entry = encoded("ability", ["Remove target ally from the game. If you do, your hero deals fire damage to itself "
                                "equal to that ally's cost."])
    assert entry["effects"][0]["if_you_do"] == [{"deal_damage": {"cost_of": "first"}, "damage_type": "fire",
                                                 "source": {"kind": "hero", "controller": "you"},
                                                 "to": {"kind": "hero", "controller": "you"}}]
    entry = encoded("ability", ["Destroy target ability. If you do, your hero heals damage from itself equal to that "
                                "ability's cost."])
    assert entry["effects"][0]["if_you_do"][0]["heal"] == {"cost_of": "first"}
    with pytest.raises(pool_shapes.Unrecognised, match="'that ally' after a target of the kind ability"):
        encoded("ability", ["Destroy target ability. If you do, your hero heals damage from itself equal to that "
                            "ally's cost."])
    with pytest.raises(pool_shapes.Unrecognised, match="more than one card"):  # two references: which is which?
        encoded("ability", ["Destroy target ally. If you do, your hero deals 2 damage to its controller's hero and "
                            "each opposing hero."])
    with pytest.raises(pool_shapes.Unrecognised):  # no target before 'that ability'
        encoded("ability", ["Draw a card. If you do, your hero deals 2 damage to that ability's controller's hero."])


def test_this_turn_a_character_must_attack_and_only_your_hero():
    """enc-if (s8): a restriction on attacks made by the link, lasting this turn (600.2, 601.2c)."""
    rule = {"must_attack": True, "only_attack": {"kind": "hero", "controller": "you"}}
    found = pool_shapes.piece("This turn, target opposing hero or ally must attack if able and can attack only your "
                              "hero if able.")
    assert found.parts["target"] == {"kind": "character", "controller": "opposing"}
    assert found.parts["effects"][0]("first") == {"restrict_attacks": {"affects": {"target": "first"}, **rule},
                                                  "duration": "this-turn"}
    found = pool_shapes.piece("This turn, opposing heroes and allies must attack if able and can attack only NAME if able.")
    assert found.parts["effects"][0](None)["restrict_attacks"] == {
        "affects": {"kind": "character", "controller": "opposing"}, "must_attack": True, "only_attack": {"this": True}}
    entry = encoded("ability", ["Your hero deals 2 melee damage to target hero or ally. This turn, that character must "
                                "attack if able and can attack only your hero if able."])
    assert entry["effects"][1] == {"restrict_attacks": {"affects": {"target": "first"}, **rule}, "duration": "this-turn"}
    with pytest.raises(pool_shapes.Unrecognised):  # 'that character' after a target that is no character
        encoded("ability", ["Destroy target ability. This turn, that character must attack if able."])
    with pytest.raises(pool_shapes.Unrecognised):  # an ability can't attack
        pool_shapes.piece("This turn, target ability must attack if able.")
    with pytest.raises(pool_shapes.Unrecognised):  # no duration: not this shape
        pool_shapes.piece("Target ally must attack if able.")





# -- enc-if (s9): a replacement modifier a resolving link makes for this turn; 'While …, prevent all …' --------

def link_made(sentence: str, slot="first") -> tuple[dict | None, list[dict]]:
    found = pool_shapes.piece(sentence)
    assert found.shape == "ability: a replacement modifier made as it resolves, this turn"
    return found.parts.get("target"), [make(slot) for make in found.parts["effects"]]


def test_a_link_makes_a_replacement_for_the_turn_on_its_target():
    target, effects = link_made("If target friendly ally would be dealt damage this turn, it's dealt to your hero instead.")
    assert target == {"kind": "ally", "controller": "friendly"}
    assert effects == [{"create_modifier": {"when": {"event": "damage", "destination": {"target": "first"}},
                                            "instead": {"redirect_to": {"kind": "hero", "controller": "you"}},
                                            "duration": "this-turn"}}]
    target, effects = link_made("If target ally would be dealt damage this turn, it's dealt double that much instead.")
    assert effects[0]["create_modifier"]["instead"] == {"multiply": 2}


def test_a_link_makes_a_replacement_for_the_turn_on_a_group_or_your_hero():
    target, effects = link_made("If damage would be dealt to an ally you control this turn, it's dealt to your hero instead.")
    assert target is None
    assert effects[0]["create_modifier"]["when"] == {"event": "damage", "destination": {"kind": "ally", "controller": "you"}}
    target, effects = link_made("This turn, if your hero would deal damage, it deals that much +2 instead.")
    assert effects == [{"create_modifier": {"when": {"event": "damage", "source": {"kind": "hero", "controller": "you"}},
                                            "instead": {"add": 2}, "duration": "this-turn"}}]


def test_the_next_time_is_one_use_and_keeps_the_damage_type():
    target, effects = link_made("The next time target hero or ally you control would deal arcane damage this turn, it deals "
                           "that much +2 instead.")
    assert target == {"kind": "character", "controller": "you"}
    assert effects[0]["create_modifier"] == {"when": {"event": "damage", "source": {"target": "first"},
                                                      "damage_type": "arcane"},
                                             "instead": {"add": 2}, "uses": 1, "duration": "this-turn"}


def test_that_character_would_be_destroyed_this_turn_names_the_previous_target():
    found = pool_shapes.piece("If that character would be destroyed this turn, remove it from the game instead.")
    assert found.parts["same_target"] and found.parts["refers"] == "character"
    assert found.parts["effects"][0]("first") == {"create_modifier": {
        "when": {"event": "destroyed", "subject": {"target": "first"}}, "instead": {"to_zone": "removed"},
        "duration": "this-turn"}}


@pytest.mark.parametrize("sentence", [
    "This turn, if a hero or ally in your party would be dealt damage, prevent 3 of it.",  # a total or each packet?
    "This turn, if target ally would be dealt damage this turn, it's dealt double that much instead.",  # stated twice
    "If damage would be dealt to a hero or ally you control this turn, it's dealt to your hero instead.",  # may be it
])
def test_a_link_replacement_that_cannot_be_honoured_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_a_replacement_without_a_duration_is_left_to_the_card_power_shape():
    with pytest.raises(pool_shapes.Unrecognised):  # a target in a card power's replacement: no shape reads it
        pool_shapes.piece("If target ally would be dealt damage, it's dealt double that much instead.")
    assert pool_shapes.piece("If NAME would be dealt combat damage, prevent 1 of that damage.").shape == \
        "replacement: a power that changes damage or healing"


def test_while_before_a_prevention_is_its_while():
    found = pool_shapes.piece("While you have eight or more cards in your graveyard, prevent all damage that attacking "
                              "allies would deal to NAME.")
    assert found.parts["powers"] == [{"replacement": {
        "when": {"event": "damage", "destination": {"this": True}, "source": {"kind": "ally", "attacking": True}},
        "instead": {"prevent": "all"}, "while": {"exists": {"zone": "graveyard", "owner": "you"}, "at_least": 8}}}]
    found = pool_shapes.piece("While NAME is ready, prevent all damage that would be dealt to him.")
    assert found.parts["powers"][0]["replacement"]["while"] == {"exists": {"this": True, "exhausted": False}}
    assert condition("NAME is exhausted") == {"exists": {"this": True, "exhausted": True}}


@pytest.mark.parametrize("sentence", [
    "While you control a Shout, prevent all damage that would be dealt to him.",  # 'him' with no card named
    "While NAME is tealthed, prevent all combat damage that would be dealt to her this turn.",  # a lost letter
])
def test_while_before_a_prevention_refuses_what_it_cannot_read(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)





# -- enc-if (s10): an attachment's replacement, damage dealt with a card, unpreventable damage -----------

HOST = {"host": True}
YOURS = {"kind": "hero", "controller": "you"}


def test_an_attachments_replacement_names_the_card_it_is_attached_to():
    found = pool_shapes.piece("Ongoing: Prevent all damage that attached ally would deal.")
    assert found.shape == "ongoing: a replacement on or by the attached card"
    assert found.parts["ongoing_power"] == {"replacement": {"when": {"event": "damage", "source": HOST},
                                                            "instead": {"prevent": "all"}}}
    found = pool_shapes.piece("Ongoing: If attached character would be dealt damage with an ability, prevent 1 of that damage.")
    assert found.parts["ongoing_power"]["replacement"] == {
        "when": {"event": "damage", "destination": HOST, "with": {"kind": "ability"}}, "instead": {"prevent": 1}}
    found = pool_shapes.piece("Ongoing: Prevent all damage that would be dealt with attached card.")
    assert found.parts["ongoing_power"]["replacement"]["when"] == {"event": "damage", "with": HOST}


def test_damage_redirected_between_your_hero_and_the_attached_ally():
    found = pool_shapes.piece("Ongoing: If attached ally would be dealt damage, that much damage is dealt to your hero "
                              "instead.")
    assert found.parts["ongoing_power"]["replacement"] == {"when": {"event": "damage", "destination": HOST},
                                                           "instead": {"redirect_to": YOURS}}
    found = pool_shapes.piece("Ongoing: If your hero would be dealt damage, it's dealt to attached ally instead.")
    assert found.parts["ongoing_power"]["replacement"]["instead"] == {"redirect_to": HOST}


@pytest.mark.parametrize("sentence", [
    # the attached card may be your hero: the packet could be sent back where it was going
    "Ongoing: If attached character would be dealt damage, that much damage is dealt to your hero instead.",
    "Ongoing: If your hero would be dealt damage, it's dealt to attached character instead.",
    "Ongoing: If attached ally would deal damage, it's dealt to your hero instead.",  # 'deal': no such redirect
])
def test_a_redirect_that_may_come_back_is_refused(sentence):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def test_a_replacement_sentence_after_an_abilitys_ongoing_is_its_power_in_play():
    pieces = [pool_shapes.piece(s) for s in ("Attach to target ally.", "Ongoing: Attached ally has +2 / +2.",
                                             "If attached ally would deal shadow damage, it deals double that much instead.")]
    assert pieces[2].shape == "replacement: a sentence read as an ability's power only after its 'Ongoing:'"
    entry = {"type": "ability"}
    pool_shapes.assemble(entry, pieces)
    assert entry["powers"][1] == {"replacement": {"when": {"event": "damage", "source": HOST, "damage_type": "shadow"},
                                                  "instead": {"multiply": 2}}}
    with pytest.raises(pool_shapes.Unrecognised):  # before the colon: an ability has no power of its own
        pool_shapes.assemble({"type": "ability"}, [pool_shapes.piece(
            "If your hero would deal damage with an ability, it deals that much damage +2 instead."),
            pool_shapes.piece("Ongoing: Your hero has +1 ATK.")])


def test_with_an_ability_and_healing_from_a_card():
    found = pool_shapes.piece("If your hero would deal damage with an ability, it deals that amount of damage plus 1 "
                              "instead.")
    assert found.parts["powers"] == [{"replacement": {
        "when": {"event": "damage", "with": {"kind": "ability"}, "source": YOURS}, "instead": {"add": 1}}}]
    found = pool_shapes.piece("If a hero or ally would heal damage from your hero, it heals that much damage +2 instead.")
    assert found.parts["powers"][0]["replacement"]["when"] == {"event": "heal", "destination": YOURS,
                                                              "source": {"kind": "character"}}
    with pytest.raises(pool_shapes.Unrecognised):  # 'from' belongs to healing only
        pool_shapes.piece("If a hero or ally would deal damage from your hero, it deals that much +2 instead.")


def test_that_damage_cant_be_prevented_joins_the_sentence_that_deals_it():
    from shapes.conditions import joined
    assert joined(["Your hero deals 3 holy damage to target attacker.", "That damage can't be prevented."]) == [
        "Your hero deals 3 unpreventable holy damage to target attacker."]
    two = ["Your hero deals 3 holy damage to target ally and 2 damage to your hero.", "That damage can't be prevented."]
    assert joined(two) == [two[0].replace("deals 3", "deals 3 unpreventable")]  # only the one 'deals N': the first
    assert joined(["Draw a card.", "That damage can't be prevented."]) == ["Draw a card.", "That damage can't be prevented."]


def test_damage_dealt_with_the_card_is_unpreventable():
    found = pool_shapes.piece("Damage that would be dealt with NAME is unpreventable.")
    assert found.parts["powers"] == [{"prohibition": {"cannot": "be-prevented",
                                                      "damage": {"event": "damage", "with": {"this": True}}}}]
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece("Damage that would be dealt with target weapon is unpreventable.")


def test_unity_and_a_short_name_before_a_prevention():
    found = pool_shapes.piece("Unity: While you control three or more Human allies, prevent all damage that would be "
                              "dealt to NAME.")
    assert found.parts["powers"][0]["replacement"]["while"] == {
        "exists": {"kind": "ally", "controller": "you", "trait": "Human"}, "at_least": 3}
    with pytest.raises(pool_shapes.Unrecognised):  # the label names another condition
        pool_shapes.piece("Unity: While you control two Orc allies, prevent all damage that would be dealt to NAME.")
    from shapes.conditions import short_named
    assert short_named("Zempre, Grace of Elune", "Prevent all damage that would be dealt to your hero while Zempre is "
                       "exhausted.").endswith("while NAME is exhausted.")


def test_if_you_do_after_a_discard():
    from shapes.conditions import did
    assert did([{"may": [{"discard": 1}]}], [{"discard": 1, "player": {"target_player": "first"}}]) == [
        {"may": [{"do": {"discard": 1}, "if_you_do": [{"discard": 1, "player": {"target_player": "first"}}]}]}]
    with pytest.raises(pool_shapes.Unrecognised):  # readying reports nothing done: no 'if you do' after it
        did([{"ready": {"target": "first"}}], [{"draw": 1}])  # enc-if7: an exhaust reports the cards (411.1)





# -- enc-if (s11): what the link's packets did 'this way' (709.2d, 405.6); combat damage (408.3b) ---------

HERO_DEALS = {"deal_damage": 3, "damage_type": "shadow", "source": {"kind": "hero", "controller": "you"},
              "to": {"target": "first"}}


def test_if_a_hero_was_dealt_damage_this_way_its_controller_discards():
    entry = encoded("ability", ["Your hero deals 3 shadow damage to target hero or ally. If a hero was dealt damage this "
                                "way, its controller discards a card."])
    hero = {"kind": "hero", "dealt_this_way": True}
    assert entry["effects"] == [HERO_DEALS, {"if": {"exists": hero},
                                             "then": [{"discard": 1, "player": {"controller_of": hero}}]}]
    assert condition("damage is dealt this way") == {"exists": {"dealt_this_way": True}}
    with pytest.raises(pool_shapes.Unrecognised):  # no damage before it: 'this way' names nothing
        encoded("ability", ["Draw a card. If a hero was dealt damage this way, its controller discards a card."])
    with pytest.raises(pool_shapes.Unrecognised):  # 'its' with no card of a kind named: refused
        pool_shapes.piece("If damage is dealt this way, its controller discards a card.")


def test_if_damage_is_dealt_this_way_after_a_triggered_power_joins_it():
    """enc-deal4: joined to the triggered power's effect (tools/shapes/dealt_after.py; the pool harness plays Touch of
    Unlife); after a power that deals no damage, still refused."""
    entry = encoded("weapon", ["At the start of your turn, your hero deals 1 shadow damage to target hero or ally. If "
                               "damage is dealt this way, your hero heals 1 damage from itself."])
    [power] = [p["triggered"] for p in entry["powers"]]
    assert power["effects"][1]["if"] == {"exists": {"dealt_this_way": True}}
    with pytest.raises(pool_shapes.Unrecognised):
        encoded("weapon", ["At the start of your turn, draw a card. If damage is dealt this way, your hero heals 1 "
                           "damage from itself."])


def test_an_amount_for_each_damage_dealt_this_way():
    entry = encoded("ability", ["Your hero deals 1 arcane damage to target hero or ally. Draw a card for each damage "
                                "dealt this way."])
    assert entry["effects"][1] == {"draw": "dealt-this-way"}
    entry = encoded("ability", ["Your hero deals 1 ranged damage to target hero or ally. Ready one of your resources for "
                                "each damage dealt this way."])
    assert entry["effects"][1] == {"ready_resources": "dealt-this-way"}
    found = pool_shapes.piece("For each damage dealt this way, put a Treant ally token into play with 1 [Melee] ATK / 1 "
                              "health.")
    assert found.parts["effects"][0](None)["count"] == "dealt-this-way"
    with pytest.raises(pool_shapes.Unrecognised):  # two cards for each: no multiple of a count of cards
        pool_shapes.piece("Draw two cards for each damage dealt this way.")
    with pytest.raises(pool_shapes.Unrecognised):  # no damage dealt before it
        encoded("ability", ["Draw a card for each damage dealt this way."])


def test_then_if_your_hero_is_undamaged():
    entry = encoded("ability", ["Your hero heals 4 damage from itself. Then, if your hero is undamaged, draw a card."])
    assert entry["effects"][1] == {"if": {"exists": {"kind": "hero", "controller": "you", "damaged": False}},
                                   "then": [{"draw": 1}]}
    # 'that character': not this clause's, but the previous target's state (enc-if7: shapes/if_that_is.py)
    assert pool_shapes.piece("Then, if that character is undamaged, it also has +3 ATK this turn.").parts["same_target"]


def test_that_damage_counts_as_combat_damage():
    from shapes.conditions import joined
    two = ["Your hero deals 1 melee damage to target hero or ally.", "That damage counts as combat damage."]
    assert joined(two) == [" ".join(two)]
    assert pool_shapes.piece(" ".join(two)).parts["effects"][0]("first")["combat"] is True
    assert joined(["Draw a card.", two[1]]) == ["Draw a card.", two[1]]  # no damage before it: left alone, unread
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece("Draw a card. That damage counts as combat damage.")
    entry = encoded("hero", ["3, Flip Zul -> Zul deals 1 melee damage to target hero or ally. That damage counts as "
                             "combat damage."])
    assert entry["powers"][0]["payment"]["effects"][0]["combat"] is True


def test_magical_damage_is_any_of_the_magic_types():
    magic = ["arcane", "fire", "frost", "holy", "nature", "shadow"]
    found = pool_shapes.piece("If your hero would be dealt magical damage, prevent 1 of it.")
    assert found.parts["powers"][0]["replacement"]["when"] == {
        "event": "damage", "destination": {"kind": "hero", "controller": "you"}, "damage_type": magic}
    found = pool_shapes.piece("Prevent all magical damage that would be dealt to target hero or ally this turn.")
    assert found.parts["effects"][0]("first")["create_modifier"]["when"] == {
        "event": "damage", "destination": {"target": "first"}, "damage_type": magic}
    # 'non-melee' is not magic: a packet of no type is non-melee too (enc-turn3: damage_type_not, shapes/non_typed.py)
    found = pool_shapes.piece("Prevent all non-melee damage that would be dealt to target hero or ally this turn.")
    assert found.parts["effects"][0]("first")["create_modifier"]["when"] == {
        "event": "damage", "destination": {"target": "first"}, "damage_type_not": "melee"}
    with pytest.raises(pool_shapes.Unrecognised):  # a type named twice
        pool_shapes.piece("Prevent all magical fire damage that would be dealt to target hero or ally this turn.")


def test_a_packet_of_a_size_and_damage_while_attacking():
    found = pool_shapes.piece("If your hero would deal 5 or more combat damage while attacking, it deals that much +5 "
                              "instead.")
    assert found.parts["powers"][0]["replacement"] == {
        "when": {"event": "damage", "source": {"kind": "hero", "controller": "you", "attacking": True}, "combat": True,
                 "amount_at_least": 5}, "instead": {"add": 5}}
    found = pool_shapes.piece("If NAME would be dealt 2 or less damage, prevent it.")
    assert found.parts["powers"][0]["replacement"]["when"] == {"event": "damage", "destination": {"this": True},
                                                               "amount_at_most": 2}
    with pytest.raises(pool_shapes.Unrecognised):  # 'while attacking' of the card damage is dealt to
        pool_shapes.piece("If your hero would be dealt damage while attacking, prevent 1 of it.")





# -- enc-turn --


def test_you_control_a_form():
    """Ravage: 'if you control a Form': a card of yours with that tag on its type line (202.1)."""
    assert condition("you control a Form") == {"exists": {"kind": "ability", "tag": "Form", "controller": "you"}}
    with pytest.raises(pool_shapes.Unrecognised):
        condition("you control a Gizmo")  # no race, class or ability tag





# -- enc-if2 --


def test_an_ally_with_inspire_or_sabotage_in_your_party():
    """'an ally with inspire': an Inspire power of its own (501.1b); 'with sabotage': it can sabotage (601.2b)."""
    assert condition("an ally with inspire is in your party") == {
        "exists": {"kind": "ally", "controller": "you", "with_power": "inspire"}}
    assert condition("an ally with sabotage is in your party") == {
        "exists": {"kind": "ally", "controller": "you", "with_power": "sabotage"}}
    for near_miss in ("an ally with inspiration is in your party", "a hero with inspire is in your party"):
        with pytest.raises(pool_shapes.Unrecognised):
            condition(near_miss)


def test_another_card_of_a_reputation():
    """'another Aldor card': a card printed with that reputation (100.2c), not the card with the power."""
    assert condition("you have another Scryer card in play") == {
        "exists": {"controller": "you", "reputation": "Scryer", "other": True}}
    for near_miss in ("you have another Horde card in play", "you have an Aldor card in play"):
        with pytest.raises(pool_shapes.Unrecognised):
            condition(near_miss)


def test_a_group_with_an_inspire_power_are_also_protectors():
    found = pool_shapes.piece("Heroes and allies in your party with inspire are also Protectors.")
    assert found.parts["powers"] == [{"continuous": {
        "affects": {"kind": "character", "controller": "you", "with_power": "inspire"}, "gain_keywords": ["Protector"]}}]
    with pytest.raises(pool_shapes.Unrecognised):  # 'also' only before the keyword it adds
        pool_shapes.piece("Heroes and allies in your party with inspire are also +1 ATK.")





# -- enc-put --

def test_a_heal_this_turn_by_a_card_of_yours():
    """A heal this turn (407.1, 703.4) by a card that was yours as it healed."""
    assert condition("a hero or ally you controlled healed damage this turn") == {
        "happened": {"event": "heal", "source": {"kind": "character", "controller": "you"}}}
    assert condition("an ally you controlled healed damage this turn") == {
        "happened": {"event": "heal", "source": {"kind": "ally", "controller": "you"}}}
    for near_miss in ("your hero has healed damage this turn", "a hero or ally you controlled healed this turn",
                      "a hero or ally you controlled was healed this turn"):
        with pytest.raises(pool_shapes.Unrecognised):
            condition(near_miss)


def test_an_opponent_has_one_of_several_races_in_his_party():
    """A hero or ally an opponent controls (415.8b) of any of the races (206.1a), each one some character has."""
    assert condition("an opponent has a Blood Elf, Draenei, or Demon in his party") == {
        "exists": {"kind": "character", "controller": "opposing",
                   "any": [{"trait": "Blood Elf"}, {"trait": "Draenei"}, {"trait": "Demon"}]}}
    found = pool_shapes.piece("Reward: Draw a card, or two cards if an opponent has a Blood Elf or Demon in his party.")
    assert found.parts["reward"][0]["then"] == [{"draw": 2}]
    for near_miss in ("an opponent has a Blood Elf, Gizmo, or Demon in his party",  # a trait no card has
                      "an opponent has a Demon, or Demon in his party",  # said twice
                      "an opponent has a Blood Elf, Draenei, or Demon in your party"):
        with pytest.raises(pool_shapes.Unrecognised):
            condition(near_miss)





# -- enc-if3 --

def test_your_hero_undamaged_and_cards_in_your_deck():
    """'your hero has no damage on it' (405.1); 'you have 100 or more cards in your deck' (415.2: the deck you own)."""
    assert condition("your hero has no damage on it") == {"exists": {"kind": "hero", "controller": "you", "damaged": False}}
    assert condition("you have 100 or more cards in your deck") == {
        "exists": {"zone": "deck", "owner": "you"}, "at_least": 100}
    for near_miss in ("your hero has no damage on him", "you have 100 or more cards in deck"):
        with pytest.raises(pool_shapes.Unrecognised):
            condition(near_miss)


def test_a_payment_power_limited_by_the_card_named_by_part_of_its_name():
    """'If Bixy is undamaged: [Exhaust] -> …' on Tinker Bixy Blue: the part of its name is the card itself (200.1), in
    the limit and as the card dealing the effect; elsewhere a part of the name is left alone."""
    from shapes.conditions import short_named
    assert short_named("Tinker Burnfizzle", "If Burnfizzle is undamaged: [Exhaust] -> Burnfizzle deals 3 fire damage to "
                       "each opposing hero and ally.") == ("If NAME is undamaged: [Exhaust] -> NAME deals 3 fire damage "
                                                          "to each opposing hero and ally.")
    assert short_named("Tinker Burnfizzle", "[Exhaust] -> Burnfizzle deals 3 fire damage to each opposing hero and "
                       "ally.").startswith("[Exhaust] -> Burnfizzle")


# -- enc-deal4 --
def test_a_discard_for_each_card_counted():
    entry = encoded("ability", ["Target player discards a card for each [Shadow] ally in your party."])
    assert entry["effects"] == [{"discard": {"count": {"kind": "ally", "controller": "you", "damage_type": "shadow"}},
                                 "player": {"target_player": "first"}}]
    with pytest.raises(pool_shapes.Unrecognised):  # a discard of no number the count multiplies
        encoded("ability", ["Target player discards his hand for each [Shadow] ally in your party."])


# -- lead (s18) --


def test_on_your_turn_if_limits_a_payment_power_both_ways():
    """'On your turn, if <condition>: cost -> effect' (Abyssal Maw): usable only on its controller's turn and only
    while the condition holds (701.1); 'On your turn,' without 'if' stays the arrow's own limit."""
    power = pool_shapes.payment("On your turn, if a hero or ally you controlled dealt frost damage this turn: 2, "
                                "[Exhaust] -> Draw a card.").parts["powers"][0]["payment"]
    assert power["only_your_turn"] is True
    assert power["only_if"] == {"happened": {"event": "damage", "source": {"kind": "character", "controller": "you"},
                                             "damage_type": "frost"}}
    assert power["cost"] == {"resources": 2, "exhaust": True}
    plain = pool_shapes.payment("On your turn: 2, [Exhaust] -> Draw a card.").parts["powers"][0]["payment"]
    assert plain["only_your_turn"] is True and "only_if" not in plain


# -- enc-if10 --


def test_a_unique_ally_is_no_lost_icon():
    """'a Unique ally you control': its 'U' sounds 'you', so 'a' is its right article and the tag is read (202.1);
    'an Unique ally' and 'an Undead ally' read the other way round are refused as a lost icon."""
    power = replacement("If a Unique ally you control would be dealt damage, prevent 1 of it.")
    assert power["when"]["destination"] == {"kind": "ally", "controller": "you", "tag": "Unique"}
    for sentence in ("If an Unique ally you control would be dealt damage, prevent 1 of it.",
                     "If a Undead ally you control would be dealt damage, prevent 1 of it."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(sentence)


def test_if_you_do_after_a_card_chosen_and_exhausted():
    """'you may exhaust a hero or ally in your party. If you do, draw a card.': the choice, then the exhaust that
    reports the cards it exhausted (411.1), which 'if you do' asks about (709.2f); a 'may' of two actions is refused."""
    entry = encoded("weapon", ["When you play an ability, you may exhaust a hero or ally in your party. If you do, "
                               "draw a card."])
    may = entry["powers"][0]["triggered"]["effects"][0]["may"]
    assert may[0] == {"choose_card": {"kind": "character", "controller": "you"}, "as": "picked"}
    assert may[1] == {"do": {"exhaust": {"chosen": "picked"}}, "if_you_do": [{"draw": 1}]}
    with pytest.raises(pool_shapes.Unrecognised):
        encoded("weapon", ["When you play an ability, you may exhaust target ally and draw a card. If you do, "
                           "draw a card."])


def test_if_you_do_after_an_interrupt():
    """'Interrupt target ally card. If you do, remove it from the game.': the interrupt reports the card it put into
    a graveyard (711.1), which 'it' names; 'remove it from the game' after any other action is refused."""
    entry = encoded("ability", ["Interrupt target ally card. If you do, remove it from the game."])
    assert entry["effects"] == [{"do": {"interrupt": {"target": "first"}},
                                 "if_you_do": [{"remove_from_game": {"zone": "graveyard", "moved_by_this": True}}]}]
    with pytest.raises(pool_shapes.Unrecognised):
        encoded("ability", ["Destroy target ally. If you do, remove it from the game."])


def test_if_you_do_after_an_interrupt_exhausts_its_controllers_resources():
    """'… If you do, exhaust all of its controller's resources.' (Mind Freeze): the resources of the player who
    controls the interrupted target (412); after an action with no target it names, refused."""
    entry = encoded("ability", ["Interrupt target ability or ally card. If you do, exhaust all of its controller's "
                                "resources."])
    assert entry["effects"][0]["if_you_do"] == [{"exhaust": {"kind": "card", "row": "resource",
                                                             "controller_of": "first"}}]
    with pytest.raises(pool_shapes.Unrecognised):
        encoded("ability", ["Draw a card. If you do, exhaust all of its controller's resources."])


def test_if_you_do_interrupt_that_card_only_after_a_card_is_played():
    """'When an opponent plays a card, destroy NAME. If you do, interrupt that card.' (Mystic Denial): the card whose
    playing fired the power, on the chain (703.1, 711.1); after a trigger on anything else, refused."""
    entry = encoded("ability", ["Ongoing: When an opponent plays a card, destroy NAME. If you do, interrupt that card."])
    effects = entry["powers"][0]["triggered"]["effects"]
    assert effects == [{"do": {"destroy": {"this": True}}, "if_you_do": [{"interrupt": {"event": "subject"}}]}]
    with pytest.raises(pool_shapes.Unrecognised):
        encoded("ability", ["Ongoing: When an opposing ally is destroyed, destroy NAME. If you do, interrupt that card."])
