"""The statics family of the pool encoder (tools/shapes/statics.py): keyword lines run into the
next sentence, and modifiers with the duration they state — 'this turn' (503.2a) or while the card
is in play (704.1a) — each read exactly or refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes import statics  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
NUMBERS = {"ally": {"cost": 2, "atk": 1, "health": 3, "damage_type": "fire"}, "ability": {"cost": 1},
           "weapon": {"cost": 2, "atk": 2, "strike_cost": 1, "damage_type": "melee", "traits": ["2H", "Melee (1)", "Axe"]},
           "hero": {"health": 27, "faction": "Horde", "classes": ["Priest"], "traits": ["Troll", "Priest", "Holy"]}}


def encode(kind: str, text: list[str], name: str = "Stand-in") -> dict:
    card = {"id": "x", "name": name, "type": kind, "printings": [["s", "7", "Common"]], **NUMBERS[kind]}
    return pool_shapes.encode(card, SETS, text)[0]


def refused(kind: str, text: list[str]) -> None:
    with pytest.raises(pool_shapes.Unrecognised):
        encode(kind, text)


def test_a_keyword_line_run_into_the_next_sentence_is_read_apart():
    assert pool_shapes.sentences("Protector War Stomp When NAME attacks, draw a card.") == [
        "Protector War Stomp", "When NAME attacks, draw a card."]
    assert pool_shapes.sentences("ProtectorThis ally can't attack heroes.") == ["Protector", "This ally can't attack heroes."]
    assert pool_shapes.sentences("Elusive, Protector When NAME enters play, draw a card.")[0] == "Elusive, Protector"
    entry = encode("ally", ["Protector When Stand-in enters play, draw a card."])
    assert entry["keywords"] == ["Protector"] and entry["powers"][0]["triggered"]["effects"] == [{"draw": 1}]
    # near misses: a keyword word that starts a sentence, a keyword line followed by a small letter
    assert statics.glued("Stealth allies you control have +1 ATK.", pool_shapes.KEYWORD_LINE_HEAD) is None
    assert statics.glued("Protector this turn", pool_shapes.KEYWORD_LINE_HEAD) is None
    refused("ally", ["Protector This ally has +1 / +1 while you control more abilities than an opponent."])  # the rest is refused (enc-cond reads allies)


def test_a_modifier_this_turn_on_a_target_the_card_itself_your_hero_or_a_group():
    entry = encode("ability", ["Target ally has +5 ATK and Smash this turn."])
    assert entry["targets"] == [{"id": "first", "kind": "ally"}]
    assert entry["effects"] == [{"create_continuous": {"affects": {"target": "first"}, "atk": 5, "gain_keywords": ["Smash"]},
                                 "duration": "this-turn"}]
    entry = encode("ability", ["Heroes and allies in your party are Protectors this turn."])
    assert entry["effects"][0]["create_continuous"] == {"affects": {"kind": "character", "controller": "you"},
                                                        "gain_keywords": ["Protector"]}
    entry = encode("ability", ["Target hero or ally has -1 [Health] this turn."])
    assert entry["effects"][0]["create_continuous"]["health"] == -1
    entry = encode("ally", ["1 -> This ally has +1 ATK this turn."])
    assert entry["powers"][0]["payment"]["effects"] == [
        {"create_continuous": {"affects": {"this": True}, "atk": 1}, "duration": "this-turn"}]
    entry = encode("ally", ["1 -> Your hero is Untargetable this turn."])
    assert entry["powers"][0]["payment"]["effects"][0]["create_continuous"]["affects"] == {"kind": "hero",
                                                                                          "controller": "you"}
    for wrong in ("Target ally has +2 ATK while attacking and Stealth this turn.",  # a 'while' of both? (enc-deal3:
                  # '… while attacking and has Stealth this turn' is two clauses, tests/test_shapes_joined_clauses.py)
                  "Another ally in your party is Elusive this turn.",                  # 'another': not a group
                  "Target ally has +1 ATK and +2 ATK this turn.",                     # ATK twice
                  "Target ally has Haste 2 this turn.",                               # a keyword the engine lacks
                  "Stand-in has +1 ATK this turn."):                                  # an ability is not a character
        refused("ability", [wrong])


def test_a_modifier_while_the_card_is_in_play():
    entry = encode("ally", ["Allies you control with cost 4 or more have +2 / +2 and Protector."])
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "ally", "controller": "you", "cost_at_least": 4},
                                               "atk": 2, "health": 2, "gain_keywords": ["Protector"]}}]
    entry = encode("weapon", ["Opposing heroes and allies have Protector."])
    assert entry["powers"][0]["continuous"]["affects"] == {"kind": "character", "controller": "opposing"}
    entry = encode("ability", ["Ongoing: Allies in your party have +1 ATK."])
    assert entry["tags"] == ["Ongoing"]
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "ally", "controller": "you"}, "atk": 1}}]
    entry = encode("ally", ["Other Human allies you control have +1 / +1."])  # all but itself
    assert entry["powers"][0]["continuous"]["affects"] == {"kind": "ally", "controller": "you", "trait": "Human",
                                                           "other": True}
    entry = encode("weapon", ["Your weapons have +1 ATK."])
    assert entry["powers"][0]["continuous"]["affects"] == {"kind": "weapon", "controller": "you"}
    entry = encode("ally", ["This and other Murloc allies you control have Smash."])  # itself, and the others
    assert [p["continuous"]["affects"] for p in entry["powers"]] == [
        {"this": True}, {"kind": "ally", "controller": "you", "trait": "Murloc", "other": True}]
    refused("ability", ["Ongoing: This and other allies you control have Smash."])
    refused("ability", ["Allies in your party have +1 ATK."])               # on an ability only after 'Ongoing:'
    refused("ally", ["Allies you control have Mend 1 for each ally you control."])  # a keyword's number counted
    refused("ally", ["Target ally has Protector."])                           # a target, and no duration
    refused("ally", ["When Stand-in enters play, allies you control have Protector."])  # a trigger's effect lasts


def test_an_attachment_changes_its_host_up_or_down_and_a_this_turn_modifier_comes_first():
    entry = encode("ability", ["Attach to target ally.", "Ongoing: Attached ally has -2 / -2."])
    assert entry["powers"] == [{"continuous": {"affects": {"host": True}, "atk": -2, "health": -2}}]
    entry = encode("ability", ["Attach to target ally.", "Ongoing: Attached ally is Untargetable."])
    assert entry["powers"][0]["continuous"]["gain_keywords"] == ["Untargetable"]
    entry = encode("ability", ["Your hero has Protector this turn.", "Draw a card."])  # not an equipment's 'your hero has'
    assert entry["effects"][0] == {"create_continuous": {"affects": {"kind": "hero", "controller": "you"},
                                                         "gain_keywords": ["Protector"]}, "duration": "this-turn"}
    refused("ability", ["Attach to target ally.", "Ongoing: Attached ally has +1 / +1, or Elusive if it's a Demon."])
    # enc-while2: '…, or +2 / +2 if it's a Demon' reads now (tools/shapes/or_if_host.py); a keyword in the 'or' doesn't


def test_a_trigger_gives_the_card_itself_a_modifier_this_turn():
    entry = encode("weapon", ["When Stand-in enters play, it has +2 ATK this turn."])
    assert entry["powers"] == [{"triggered": {"when": {"event": "enters-play", "subject": {"this": True}}, "effects": [
        {"create_continuous": {"affects": {"this": True}, "atk": 2}, "duration": "this-turn"}]}}]
    refused("weapon", ["When Stand-in enters play, it has +2 ATK."])  # no duration: no effect of a trigger


def test_a_resistance_given_stands_for_its_prevention():
    entry = encode("ability", ["Target ally has Arcane Resistance this turn."])
    assert entry["effects"] == [
        {"create_continuous": {"affects": {"target": "first"}, "gain_keywords": ["Arcane Resistance"]},
         "duration": "this-turn"},
        {"create_modifier": {"when": {"event": "damage", "damage_type": "arcane", "destination": {"target": "first"}},
                             "instead": {"prevent": "all"}, "duration": "this-turn"}}]
    entry = encode("weapon", ["Allies in your party have Frost Resistance."])
    assert entry["powers"][1] == {"replacement": {"when": {"event": "damage", "damage_type": "frost", "destination": {
        "kind": "ally", "controller": "you"}}, "instead": {"prevent": "all"}}}
    # enc-if: an attachment's host resistance is read (tests/test_shapes_host.py); a group's after 'Ongoing:' is not
    refused("ability", ["Ongoing: Friendly heroes and allies have Frost Resistance."])  # two powers in one sentence


def test_a_prohibition_this_turn_or_while_in_play():
    entry = encode("ability", ["Friendly heroes can't be targeted by opponents this turn."])
    assert entry["effects"] == [{"create_prohibition": {"cannot": "be-targeted", "by": {"controller": "opponent"},
                                                        "affects": {"kind": "hero", "controller": "friendly"}},
                                 "duration": "this-turn"}]
    entry = encode("ally", ["Your weapons can't be targeted by opponents."])
    assert entry["powers"] == [{"prohibition": {"cannot": "be-targeted", "by": {"controller": "opponent"},
                                                "affects": {"kind": "weapon", "controller": "you"}}}]
    entry = encode("ability", ["Ongoing: Opposing heroes and allies can't be healed."])
    assert entry["powers"] == [{"prohibition": {"cannot": "be-healed", "affects": {"kind": "character",
                                                                                   "controller": "opposing"}}}]
    assert encode("ally", ["Your hero can't be destroyed."])["powers"] == [{"prohibition": {  # enc-if9: 410.6a stopped (103.2)
        "cannot": "be-destroyed", "affects": {"kind": "hero", "controller": "you"}}}]
    refused("ally", ["Target ally can't be healed."])               # a target, and no duration
    refused("ability", ["Opposing allies can't be healed."])        # on an ability only after 'Ongoing:'
    refused("ally", ["This ally can't be targeted by abilities."])  # a source the shape doesn't read





# -- a power of the card in play, counted from the game or with a 'while' (709.2d, 714.3a) ----------

def power(kind: str, sentence: str) -> dict:
    entry = encode(kind, [sentence])
    assert [next(iter(p)) for p in entry["powers"]] == ["continuous"]
    return entry["powers"][0]["continuous"]


def test_a_power_counted_from_cards_out_of_play_resources_or_a_group_in_play():
    assert power("ally", "This ally has +1 / +1 for each card in your hand.") == {
        "affects": {"this": True}, "atk": {"count": {"zone": "hand", "owner": "you"}},
        "health": {"count": {"zone": "hand", "owner": "you"}}}
    assert power("ally", "This ally has +2 ATK for each ally in all graveyards.")["atk"] == {
        "count": {"kind": "ally", "zone": "graveyard"}, "times": 2}
    assert power("ally", "This ally has +1 ATK for each card in opposing graveyards.")["atk"] == {
        "count": {"zone": "graveyard", "owner": "opponent"}}
    assert power("ally", "This ally has +1 ATK for each exhausted resource you control.")["atk"] == {
        "count": {"row": "resource", "controller": "you", "exhausted": True}}
    assert power("weapon", "This weapon has +1 ATK for each Monster hero and ally you control.")["atk"] == {
        "count": {"kind": "character", "controller": "you", "tag": "Monster"}}
    assert power("ally", "Stand-in has +1 ATK for each other Night Elf ally you control.")["atk"] == {
        "count": {"kind": "ally", "controller": "you", "other": True, "trait": "Night Elf"}}
    assert power("ally", "Your hero has +1 health for each Hunter and Warrior you control.") == {
        "affects": {"kind": "hero", "controller": "you"},
        "health": {"count": {"kind": "character", "any": [{"trait": "Hunter"}, {"trait": "Warrior"}], "controller": "you"}}}
    # near misses: a keyword beside Assault counted, a count whose owner is unsaid, one with no phrase ('your graveyards'),
    # damage on it (Berserking's shape), a count of cards in play that names no controller
    refused("ally", ["This ally has Assault 1 and Stealth for each ally you control."])  # enc-while1: Mend reads
    refused("ally", ["This ally has +1 ATK for each card in graveyards."])
    refused("ally", ["This ally has +1 ATK for each card in your graveyards."])
    refused("ally", ["This ally has +1 ATK for each ally in play."])
    refused("ally", ["This ally has +1 ATK for each Pet."])
    assert power("ally", "Stand-in has +1 ATK for each damage on him.")["atk"] == {"total": "damage", "of": {"this": True}}


def test_a_power_while_some_card_is_in_a_zone_in_play_or_a_hero_is_hurt():
    assert power("ally", "This ally has +1 / +1 while an equipment is in your graveyard.") == {
        "affects": {"this": True}, "atk": 1, "health": 1,
        "while_exists": [{"kind": "equipment", "zone": "graveyard", "owner": "you"}]}
    assert power("ally", "This ally has Long-Range while an opponent controls an ally with cost 4 or more.") == {
        "affects": {"this": True}, "gain_keywords": ["Long-Range"],
        "while_exists": [{"kind": "ally", "controller": "opposing", "cost_at_least": 4}]}
    assert power("ally", "Stand-in has Ferocity while you control a Form.")["while_exists"] == [
        {"tag": "Form", "controller": "you"}]
    assert power("ally", "This ally has Assault 3 while you control another Demon.")["while_exists"] == [
        {"kind": "character", "trait": "Demon", "controller": "you", "other": True}]
    assert power("ally", "This ally has +3 / +3 while your hero has 15 or more damage.")["while_exists"] == [
        {"kind": "hero", "controller": "you", "damage_at_least": 15}]
    assert power("ally", "While an opposing hero has 15 or more damage on it, allies you control have Stealth.") == {
        "affects": {"kind": "ally", "controller": "you"}, "gain_keywords": ["Stealth"],
        "while_exists": [{"kind": "hero", "controller": "opposing", "damage_at_least": 15}]}
    assert power("ally", "This ally has +2 / +2 while you control another ally, an ability, and an equipment.")[
        "while_exists"] == [{"kind": "ally", "controller": "you", "other": True}, {"kind": "ability", "controller": "you"},
                            {"kind": "equipment", "controller": "you"}]
    refused("ally", ["This ally has +2 / +2 while you control an ally and an ability."])  # no list: not split
    # near misses: an article that doesn't fit its noun (an icon the data set lost), one about
    # another player's graveyard, one the grammar doesn't read
    refused("ally", ["This ally has +7 / +7 while an opponent controls a or hero."])
    refused("ally", ["This ally has +1 / +1 while an ally is in an opponent's graveyard."])
    refused("ally", ["This ally has +1 / +1 while an opponent controls more abilities than you."])  # enc-cond reads allies
    refused("ally", ["This ally has +2 ATK while in combat."])  # enc-stat: no foe named (in combat with …: below)
    refused("ally", ["While you have six or more cards in your graveyard, Stand-in has +4 and Protector."])


def test_a_power_while_the_affected_ally_is_attacking_a_defender_that_fits():
    assert power("ally", "This ally has +4 ATK while attacking a hero.") == {
        "affects": {"this": True}, "atk": 4, "while": {"attacking": True},
        "while_exists": [{"kind": "hero", "defending": True}]}
    assert power("ally", "Stand-in has +3 ATK while attacking an exhausted hero or ally.")["while_exists"] == [
        {"kind": "character", "exhausted": True, "defending": True}]
    assert power("ally", "Allies you control have +1 ATK while attacking heroes.") == {
        "affects": {"kind": "ally", "controller": "you"}, "atk": 1, "while": {"attacking": True},
        "while_exists": [{"kind": "hero", "defending": True}]}
    assert power("ally", "This ally has -2/-2 while attacking.") == {
        "affects": {"this": True}, "atk": -2, "health": -2, "while": {"attacking": True}}
    both = encode("ally", ["This and other allies you control have +1 ATK while attacking heroes and allies."])["powers"]
    assert [p["continuous"]["affects"] for p in both] == [{"this": True}, {"kind": "ally", "controller": "you", "other": True}]
    assert both[0]["continuous"]["while_exists"] == [{"kind": "character", "defending": True}]
    assert power("weapon", "Friendly allies have +2 ATK while attacking.")["affects"] == {"kind": "ally", "controller": "friendly"}
    # near misses: a defender of a controller, a weapon's, a 'while' with more after it (your hero's own
    # attack is read: test_your_hero_has_more_atk_while_attacking)
    refused("ally", ["This ally has +2 ATK while attacking an opposing ally."])
    refused("weapon", ["This weapon has +2 ATK while attacking a hero."])
    refused("ally", ["This ally has +3 ATK while attacking a Raiding hero with no ready resources."])
    refused("ally", ["Your hero has +1 ATK while attacking for each hero and ally in your party with Haste."])





# -- enc-r2b: a 'while' that counts (while_at_least, 714.3a) -----------------------------------------

def test_a_power_while_some_number_of_cards_fit():
    assert power("ally", "This ally has +1 / +1 while you control two or more allies.") == {
        "affects": {"this": True}, "atk": 1, "health": 1,
        "while_exists": [{"kind": "ally", "controller": "you"}], "while_at_least": 2}
    assert power("ally", "While you have six or more cards in your graveyard, Stand-in has +2 ATK and Protector.") == {
        "affects": {"this": True}, "atk": 2, "gain_keywords": ["Protector"],
        "while_exists": [{"zone": "graveyard", "owner": "you"}], "while_at_least": 6}
    # 'you have N or more equipment': the cards you have in play, those you control (Doomplate Legguards)
    assert power("weapon", "Your weapons have +3 ATK while you have five or more equipment.") == {
        "affects": {"kind": "weapon", "controller": "you"}, "atk": 3,
        "while_exists": [{"kind": "equipment", "controller": "you"}], "while_at_least": 5}
    # 'one or more' is 'some card fits': no count written
    assert power("ally", "While you control one or more equipment, this ally has Stealth.") == {
        "affects": {"this": True}, "gain_keywords": ["Stealth"], "while_exists": [{"kind": "equipment", "controller": "you"}]}
    # near misses: another player's hand (your hand is read: test_a_count_of_cards_in_hand_and_of_resources_you_have);
    # a missing stat word; a 'while' of no count
    refused("ally", ["This ally has +2 / +2 while you have seven or more cards in an opponent's hand."])
    refused("ally", ["While you have six or more cards in your graveyard, Stand-in has +4 and Protector."])
    refused("ally", ["This ally has +1 ATK while you have few cards in your hand."])  # (no cards: test_a_while_no_card_fits)


def test_unity_and_assault_with_other_keywords_under_a_counting_while():
    """'Unity:' names the condition the sentence spells out (three or more Human allies); Assault N
    is on its controller's turns only, so the other keywords are a second power (Human Operative)."""
    card = encode("ally", ["Unity: While you control three or more Human allies, this ally has Assault 2 and Stealth."])
    whiles = {"while_exists": [{"kind": "ally", "controller": "you", "trait": "Human"}], "while_at_least": 3}
    assert [p["continuous"] for p in card["powers"]] == [
        {"affects": {"this": True}, "atk": 2, "during": "your-turn", "gain_keywords": ["Assault 2"], **whiles},
        {"affects": {"this": True}, "gain_keywords": ["Stealth"], **whiles}]
    refused("ally", ["Unity: While you control two or more Human allies, this ally has Stealth."])  # not Unity's count
    refused("ally", ["While you control three or more allies, this ally has Assault 2 and +1 health."])  # which turns?


def test_a_count_of_the_while_needs_one_selector():
    from adjudicator.cards.model import Stat
    with pytest.raises(ValueError, match="exactly one while_exists"):
        Stat.model_validate({"affects": {"this": True}, "atk": 1, "while_at_least": 2})
    with pytest.raises(ValueError, match="exactly one while_exists"):
        Stat.model_validate({"affects": {"this": True}, "atk": 1, "while_at_least": 2,
                             "while_exists": [{"kind": "ally"}, {"kind": "ability"}]})
    assert Stat.model_validate({"affects": {"this": True}, "atk": 1, "while_at_least": 2,
                                "while_exists": [{"kind": "ally"}]}).while_at_least == 2





# -- enc-stat: Assault counted, an Ongoing ability's counted power, 'this and other' counted ---------

def test_assault_for_each_is_plus_atk_on_its_controllers_turns_for_each_card_counted():
    assert power("ally", "This ally has Assault 1 for each other Night Elf ally you control.") == {
        "affects": {"this": True}, "during": "your-turn",
        "atk": {"count": {"kind": "ally", "controller": "you", "other": True, "trait": "Night Elf"}}}
    assert power("ally", "This ally has Assault 1 for each ready opposing resource.")["atk"] == {
        "count": {"row": "resource", "controller": "opposing", "exhausted": False}}
    assert power("weapon", "Your hero has Assault 2 for each Dragonkin you control.") == {
        "affects": {"kind": "hero", "controller": "you"}, "during": "your-turn",
        "atk": {"count": {"kind": "character", "trait": "Dragonkin", "controller": "you"}, "times": 2}}
    # near misses: another keyword counted; resources with no side named; a resistance counted
    refused("ally", ["This ally has Mend 1 and Stealth for each ally you control."])  # enc-while1: Mend alone reads
    refused("ally", ["This ally has Assault 1 for each ready resource."])
    refused("ally", ["This ally has Fire Resistance for each ally you control."])


def test_an_ongoing_ability_gives_your_hero_or_a_group_a_counted_or_while_power():
    entry = encode("ability", ["Ongoing: Your hero has Assault 1 for each armor and item you control."])
    assert entry["tags"] == ["Ongoing"] and entry["powers"] == [{"continuous": {
        "affects": {"kind": "hero", "controller": "you"}, "during": "your-turn",
        "atk": {"count": {"kinds": ["armor", "item"], "controller": "you"}}}}]
    entry = encode("ability", ["Ongoing: Allies you control have +1 / +1 for each equipment you control."])
    assert entry["powers"][0]["continuous"]["affects"] == {"kind": "ally", "controller": "you"}
    entry = encode("ability", ["Ongoing: Your hero has Assault 2 while you control a form."])
    assert entry["powers"][0]["continuous"]["while_exists"] == [{"tag": "Form", "controller": "you"}]
    # near misses: the ability itself has nothing (it is no character); 'this and other' on an ability;
    # Assault beside another keyword under an Ongoing 'while' (two powers for one sentence)
    refused("ability", ["Ongoing: This ally has +1 ATK for each ally you control."])
    refused("ability", ["Ongoing: This and other allies you control have +1 ATK for each ally you control."])
    refused("ability", ["Ongoing: Your hero has Assault 2 and Stealth while you control a form."])
    refused("ability", ["Your hero has +1 ATK for each ally you control."])  # no 'Ongoing:': no duration


def test_this_and_other_allies_have_a_counted_power_each():
    entry = encode("ally", ["This and other Human allies you control have +1 / +1 for each Human ally you control."])
    count = {"count": {"kind": "ally", "controller": "you", "trait": "Human"}}
    assert entry["powers"] == [
        {"continuous": {"affects": {"this": True}, "atk": count, "health": count}},
        {"continuous": {"affects": {"kind": "ally", "controller": "you", "trait": "Human", "other": True},
                        "atk": count, "health": count}}]
    assert encode("ally", ["This and other Fire allies you control have +1 ATK for each ally you control."])[  # enc-trig
        "powers"][1]["continuous"]["affects"]["damage_type"] == "fire"  # (s9): the '[Fire] ally' icon as a word (205.1b)


def test_a_group_named_by_a_weapons_kind_or_by_traits_alone():
    assert power("weapon", "Your other daggers have +1 ATK.")["affects"] == {
        "kind": "weapon", "tag": "Dagger", "controller": "you", "other": True}
    entry = encode("ability", ["Ongoing: Your Two-Handed weapons have +5 ATK."])
    assert entry["powers"][0]["continuous"]["affects"] == {"kind": "weapon", "tag": "Two-Handed", "controller": "you"}
    assert power("ally", "Other Tauren in your party have +10 health.") == {
        "affects": {"kind": "character", "trait": "Tauren", "controller": "you", "other": True}, "health": 10}
    assert power("ally", "Dwarves you control have Protector.")["affects"] == {
        "kind": "character", "trait": "Dwarf", "controller": "you"}
    assert power("ally", "Friendly Druids and Rogues have Stealth.")["affects"] == {
        "kind": "character", "any": [{"trait": "Druid"}, {"trait": "Rogue"}], "controller": "friendly"}
    assert power("ally", "Opposing Rogues have -2 / -2.")["affects"]["controller"] == "opposing"
    # near misses: no side named (whose daggers?), a word that is no trait, two sides, daggers 'in your party'
    for kind, sentence in (("weapon", "Daggers have +1 ATK."), ("ally", "Other Tauren have +1 ATK."),
                           ("ally", "Wizards you control have +1 ATK."), ("ally", "Opposing Rogues you control have +1 ATK."),
                           ("weapon", "Daggers in your party have +1 ATK.")):
        refused(kind, [sentence])


def test_a_while_some_opposing_card_is_in_play():
    assert power("ally", "This ally has Assault 2 while an opposing ally with cost 4 or more is in play.")[
        "while_exists"] == [{"kind": "ally", "controller": "opposing", "cost_at_least": 4}]
    refused("ally", ["This ally has Assault 2 while an ally with cost 4 or more is in play."])  # whose: unsaid


def test_an_ally_named_by_part_of_its_name_as_the_subject_of_its_static():
    entry = encode("ally", ["Devonar is Elusive while ready."], name="Caretaker Devonar")
    assert entry["powers"] == [{"continuous": {"affects": {"this": True}, "gain_keywords": ["Elusive"],
                                               "while": {"exhausted": False}}}]
    assert statics.short_subject("Caretaker Devonar", "Devonar is Elusive while ready.") == "NAME is Elusive while ready."
    # near misses: a name part that is not the sentence's subject; a part of two letters
    assert statics.short_subject("Caretaker Devonar", "Allies like Devonar have +1 ATK.") == "Allies like Devonar have +1 ATK."
    assert statics.short_subject("Al Ox", "Al has +1 ATK.") == "Al has +1 ATK."


def test_a_power_while_the_card_itself_is_in_a_state_or_during_opponents_turns():
    assert power("ally", "Stand-in has -2 ATK while exhausted.") == {
        "affects": {"this": True}, "atk": -2, "while": {"exhausted": True}}
    assert power("ally", "Stand-in has -2 ATK during each opponent's turn.") == {
        "affects": {"this": True}, "atk": -2, "during": "opponents-turn"}
    assert power("ally", "This ally has +3 ATK on opposing turns.")["during"] == "opponents-turn"
    assert power("ally", "Stand-in has Ferocity while you have a weapon.")["while_exists"] == [
        {"kind": "weapon", "controller": "you"}]
    assert power("ally", "Your hero is Untargetable while an ally is in your party.")["while_exists"] == [
        {"kind": "ally", "controller": "you"}]
    # near misses: Assault (its controller's turns) on opposing turns; a state the card can't be in
    # with a 'while' ('while in a graveyard'); 'you have' a card in a zone
    refused("ally", ["This ally has Assault 2 on opposing turns."])
    refused("ally", ["Opposing allies have -1 ATK during each opponent's turn."])  # whose turn: the opponents' own
    refused("ally", ["Stand-in is a Combo card while in a graveyard."])
    refused("ally", ["Stand-in has Ferocity while you have an ally in your graveyard."])


def test_a_group_of_cards_with_a_keyword():
    assert power("ally", "Heroes and allies you control with Smash have Assault 3.")["affects"] == {
        "kind": "character", "controller": "you", "keyword": "Smash"}
    assert power("ally", "Heroes and allies you control with Mend also have Assault 1.")["affects"]["keyword"] == "Mend"
    entry = encode("ability", ["Ongoing: Allies with Stealth in your party are Elusive and Untargetable."])
    assert entry["powers"][0]["continuous"] == {"affects": {"kind": "ally", "controller": "you", "keyword": "Stealth"},
                                                "gain_keywords": ["Elusive", "Untargetable"]}
    # near misses: a keyword the engine doesn't know; a group the selector doesn't read before 'with'
    refused("ally", ["Heroes and allies you control with Warp have Assault 3."])  # enc-kw5: Rift is read now
    assert power("ally", "Fire allies with Smash have Assault 3.")["affects"] == {  # enc-trig (s9): the '[Fire] ally'
        "kind": "ally", "damage_type": "fire", "keyword": "Smash"}  # icon as a word (205.1b)


def test_a_while_about_the_card_itself_named_by_a_pronoun():
    assert power("ally", "While Stand-in is undamaged, she has Assault 4.") == {
        "affects": {"this": True}, "atk": 4, "during": "your-turn", "gain_keywords": ["Assault 4"],
        "while": {"damaged": False}}
    assert power("ally", "This ally has Mend 2 while she's damaged.")["while"] == {"damaged": True}
    # near misses: a pronoun after a 'while' about another card; the card's state as a group's 'while'
    refused("ally", ["While you control an equipment, she has Stealth."])
    refused("ally", ["Allies you control have +1 ATK while Stand-in is damaged."])


def test_an_ongoing_your_hero_has_reads_health_in_brackets():
    entry = encode("ability", ["Ongoing: Your hero has Protector and +10 [Health]."])
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "hero", "controller": "you"},
                                               "gain_keywords": ["Protector"], "health": 10}}]
    refused("ability", ["Ongoing: Your hero has Protector and a +5 [Health]."])





# -- enc-stat2: a 'while' about your hero's combat, a hand count, resources you have ---------------------

def test_a_weapon_has_more_atk_while_your_hero_attacks_a_defender_that_fits():
    """'This weapon has +2 ATK while your hero is attacking a damaged hero or ally' (Dirk's Command):
    two 'while' conditions, your hero the attacker and a defender that fits (602.1, 602.3, 714.3a)."""
    stat = encode("weapon", ["This weapon has +2 ATK while your hero is attacking a damaged hero or ally."])["powers"][0]
    assert stat == {"continuous": {"affects": {"this": True}, "atk": 2, "while_exists": [
        {"kind": "hero", "controller": "you", "attacking": True}, {"kind": "character", "damaged": True, "defending": True}]}}
    stat = encode("weapon", ["Stand-in has +2 ATK while your hero is attacking a hero with 15 or more damage."])["powers"][0]
    assert stat["continuous"]["while_exists"][1] == {"kind": "hero", "damage_at_least": 15, "defending": True}
    stat = encode("weapon", ["Stand-in has +4 ATK while your hero is defending."])["powers"][0]  # Terokk's Quill
    assert stat["continuous"]["while_exists"] == [{"kind": "hero", "controller": "you", "defending": True}]
    # near misses: a lost icon ('an hero'), a defender no selector reads, an attacker named while defending
    refused("weapon", ["Stand-in has +3 ATK while your hero is attacking an hero."])
    refused("weapon", ["Stand-in has +2 ATK while your hero is attacking a hero or ally that attacked this turn."])
    refused("weapon", ["Stand-in has +4 ATK while your hero is defending against an ally."])


def test_your_hero_has_more_atk_while_attacking():
    """'Your hero has +1 ATK while attacking' (Masons Fraternity Ring): a 'while' on your hero (714.3a)."""
    shape = pool_shapes.piece("Your hero has +1 ATK while attacking.")
    assert shape.shape == statics.IN_COMBAT_HERO and shape.parts["powers"] == [{"continuous": {
        "affects": {"kind": "hero", "controller": "you"}, "atk": 1, "while": {"attacking": True}}}]
    refused("weapon", ["Your hero and allies you control have +1 ATK while attacking."])  # several subjects
    refused("ability", ["Your hero has +1 ATK while attacking."])  # an ability's, with no duration


def test_a_count_of_cards_in_hand_and_of_resources_you_have():
    stat = encode("ally", ["Stand-in has +2 ATK/ +2 Health while you have seven or more cards in hand."])["powers"][0]
    assert stat == {"continuous": {"affects": {"this": True}, "atk": 2, "health": 2,
                                   "while_exists": [{"zone": "hand", "owner": "you"}], "while_at_least": 7}}
    stat = encode("weapon", ["Stand-in has +1 ATK for each resource you have."])["powers"][0]
    assert stat["continuous"]["atk"] == {"count": {"row": "resource", "controller": "you"}}
    refused("ally", ["Stand-in has +2 ATK while you have seven cards in hand."])  # not 'or more'
    refused("weapon", ["Stand-in has +1 ATK for each resource you own."])


def test_a_group_loses_and_cant_have_keywords():
    """'Opposing heroes and allies lose and can't have Elusive, Stealth, and Untargetable this turn'
    (Flare): the link's modifier for this turn (503.2a) with cant_have_keywords (103.2); a card's
    power in play without 'this turn' (704.1a)."""
    shape = pool_shapes.piece("Opposing heroes and allies lose and can't have Elusive, Stealth, and Untargetable this turn.")
    assert shape.shape == "modifier this turn: a group"
    assert [make(None) for make in shape.parts["effects"]] == [{"create_continuous": {
        "affects": {"kind": "character", "controller": "opposing"},
        "cant_have_keywords": ["Elusive", "Stealth", "Untargetable"]}, "duration": "this-turn"}]
    shape = pool_shapes.piece("Opposing allies lose and can't have Elusive and Untargetable.")
    assert shape.parts["powers"] == [{"continuous": {"affects": {"kind": "ally", "controller": "opposing"},
                                                     "cant_have_keywords": ["Elusive", "Untargetable"]}}]
    # near misses: powers (a blank text box later gains can't fill: no field), a target with no 'this turn', a keyword
    # the engine doesn't know, 'Ongoing:' with 'this turn' (an attached card's is another family's: enc-has5,
    # tools/shapes/attached_card.py)
    for words in ("Opposing heroes lose and can't have powers.", "Target ally loses and can't have Stealth.",
                  "Opposing allies lose and can't have Spellshield.",
                  "Ongoing: Opposing allies lose and can't have Stealth this turn."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(words)


def test_a_power_while_in_combat_with_a_foe():
    """enc-stat: 'This ally has +2 ATK while in combat with a Monster' (Sebastian Malak): its 'while' is
    being in combat (602.3b), and a Monster, another card, must be in combat too (714.3a)."""
    shape = pool_shapes.piece("This ally has +2 ATK while in combat with a Monster.")
    assert shape.shape == statics.IN_COMBAT_WITH and shape.parts["powers"] == [{"continuous": {
        "affects": {"this": True}, "atk": 2, "while": {"in_combat": True},
        "while_exists": [{"kind": "character", "tag": "Monster", "in_combat": True, "other": True}]}}]
    # 'Ongoing: Opposing heroes and allies have -1 ATK while in combat with your hero' (Lightning Reflexes)
    shape = pool_shapes.piece("Ongoing: Opposing heroes and allies have -1 ATK while in combat with your hero.")
    assert shape.shape == statics.ONGOING_IN_COMBAT_WITH and shape.parts["ongoing"] == {
        "affects": {"kind": "character", "controller": "opposing"}, "atk": -1, "while": {"in_combat": True},
        "while_exists": [{"kind": "hero", "controller": "you", "in_combat": True}]}
    # 'NAME has +4 ATK while your hero is in combat with an ally with cost 5 or more' (Hemet's Elekk Gun)
    stat = encode("weapon", ["Stand-in has +4 ATK while your hero is in combat with an ally with cost 5 or more."])
    assert stat["powers"] == [{"continuous": {"affects": {"this": True}, "atk": 4, "while_exists": [
        {"kind": "hero", "controller": "you", "in_combat": True}, {"kind": "ally", "cost_at_least": 5, "in_combat": True}]}}]


def test_a_foe_in_combat_that_could_be_an_affected_card_is_refused():
    """Near misses: a foe that could be the affected card itself (an ally you control 'in combat with an
    ally' would fit its own 'while'), a lost icon's article ('an Monster'), a count beside it, Assault
    (its controller's turns), 'while your hero is in combat' on another card than the card itself, and
    the card itself after 'Ongoing:'."""
    for words in ("Allies you control have +1 ATK while in combat with an ally.",
                  "This ally has +2 ATK while in combat with an Monster.",
                  "Opposing heroes and allies have -1 ATK / -1 health while in combat with NAME for each Arena ally "
                  "in your party.",
                  "This ally has Assault 2 while in combat with a Monster.",
                  "Your hero has +1 ATK while your hero is in combat with an ally.",
                  "Ongoing: Your hero has +1 ATK while in combat with your hero."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(words)
    refused("ability", ["Your hero has +1 ATK while in combat with an opposing hero."])  # an ability's: no 'Ongoing:'


def test_a_power_while_defending_and_an_ongoing_power_while_attacking():
    """enc-stat: 'Your hero has +1 ATK while defending' (Flawless Defense, after its 'Ongoing:'): a 'while'
    on each affected card, the defender (602.3, 714.3a); 'Ongoing: Opposing heroes and allies have -1 ATK
    while attacking' (Screeching Shot): the attacker (602.1)."""
    shape = pool_shapes.piece("Your hero has +1 ATK while defending.")
    assert shape.shape == statics.IN_DEFENCE and shape.parts["powers"] == [{"continuous": {
        "affects": {"kind": "hero", "controller": "you"}, "atk": 1, "while": {"defending": True}}}]
    entry = encode("ability", ["Ongoing: Your hero has Protector. Your hero has +1 ATK while defending."])
    assert entry["powers"][1] == {"continuous": {"affects": {"kind": "hero", "controller": "you"}, "atk": 1,
                                                 "while": {"defending": True}}}
    shape = pool_shapes.piece("Ongoing: Opposing heroes and allies have -1 ATK while attacking.")
    assert shape.shape == statics.ONGOING_FIGHTING and shape.parts["ongoing"] == {
        "affects": {"kind": "character", "controller": "opposing"}, "atk": -1, "while": {"attacking": True}}
    # near misses: an ability's power with neither 'Ongoing:' nor a duration, a target, the card itself after
    # 'Ongoing:', Assault (an attached card is another family's: shapes/host_combat.py, enc-has3)
    refused("ability", ["Your hero has +1 ATK while defending."])
    for words in ("Target ally has +2 ATK while defending.",
                  "Ongoing: This ally has +2 ATK while defending.", "NAME has Assault 2 while defending."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(words)


def test_a_while_no_card_fits():
    """enc-stat: 'while he is the only ally in your party' (Halnar Stands-Alone), 'Ongoing: While you
    control no ready resources, …' (Burning Rage), 'while you have no cards in your hand', 'while you
    have no weapons': a 'while' that no card fits, ``while_none`` (714.3a)."""
    shape = pool_shapes.piece("NAME has +3 ATK and +3 health while he is the only ally in your party.")
    assert shape.shape == statics.COUNTED and shape.parts["powers"] == [{"continuous": {
        "affects": {"this": True}, "atk": 3, "health": 3,
        "while_none": [{"kind": "ally", "controller": "you", "other": True}]}}]
    shape = pool_shapes.piece("Ongoing: While you control no ready resources, allies you control have +2 ATK.")
    assert shape.parts["ongoing"] == {"affects": {"kind": "ally", "controller": "you"}, "atk": 2,
                                      "while_none": [{"row": "resource", "controller": "you", "exhausted": False}]}
    assert statics.no_card("you have no cards in your hand") == {"while_none": [{"zone": "hand", "owner": "you"}]}
    assert statics.no_card("you have no weapons") == {"while_none": [{"kind": "weapon", "controller": "you"}]}
    assert statics.no_card("you control an ally") is None
    # near misses: a state only resources read ('no ready weapons'), 'cards' in play, a noun no selector reads,
    # the only ally in play (not your party: another sentence)
    for words in ("you control no ready weapons", "you have no cards", "you have no friends in your hand"):
        with pytest.raises(pool_shapes.Unrecognised):
            statics.no_card(words)
    for words in ("NAME has +3 ATK while he is the only ally in play.",
                  "NAME has +3 ATK while you have no cards in your deck."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(words)


def test_a_modifier_this_turn_while_attacking():
    """enc-stat: 'Your hero has +1 ATK while attacking this turn' (Armwraps of Disdain, Teina Cloudstalker):
    a modifier the link makes, lasting this turn, with a 'while' on each affected card, the attacker
    (602.1, 714.3a)."""
    entry = encode("weapon", ["Destroy an ability you control → Your hero has +1 ATK while attacking this turn."])
    assert entry["powers"][0]["payment"]["effects"] == [{"create_continuous": {
        "affects": {"kind": "hero", "controller": "you"}, "atk": 1, "while": {"attacking": True}}, "duration": "this-turn"}]
    shape = pool_shapes.piece("Target ally has +2 ATK while attacking this turn.")
    assert shape.shape == "modifier this turn: a target"
    # near misses: a keyword while attacking, 'while attacking' with no duration on an ability (enc-deal3: two
    # changes of which one only while attacking, Obfuscate, is read as two clauses: tests/test_shapes_joined_clauses.py)
    for words in ("Target ally has Stealth while attacking this turn.",):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(words)
    refused("ability", ["Target ally has +2 ATK while attacking."])





# -- enc-stat (s9): a number X read from the game, counters on the card, damage on a group, an attachment's count --

def ongoing(text: list[str]) -> dict:
    """The one continuous power an ability's text gives it (its ongoing power, on its host or your hero)."""
    powers = encode("ability", text)["powers"]
    assert len(powers) == 1
    return powers[0]["continuous"]


def test_a_power_whose_x_is_a_total_read_from_the_game():
    assert power("weapon", "This weapon has +X ATK, where X is the highest cost among Dragonkin allies you control.") == {
        "affects": {"this": True}, "atk": {"total": "cost", "of": {"kind": "ally", "controller": "you", "trait": "Dragonkin"},
                                           "take": "highest"}}
    assert power("ally", "Stand-in has +X ATK / +X health, where X is the combined DEF of your armor.") == {
        "affects": {"this": True}, "atk": {"total": "defense", "of": {"kind": "armor", "controller": "you"}},
        "health": {"total": "defense", "of": {"kind": "armor", "controller": "you"}}}
    assert power("ally", "This ally has Assault X, where X is the combined [DEF] of Leather and Mail armor you control.") == {
        "affects": {"this": True}, "during": "your-turn",
        "atk": {"total": "defense", "of": {"kind": "armor", "controller": "you", "any": [{"tag": "Leather"}, {"tag": "Mail"}]}}}
    assert power("ally", "Stand-in has +X ATK, where X is the combined damage on Trolls in your party.")["atk"] == {
        "total": "damage", "of": {"kind": "character", "trait": "Troll", "controller": "you"}}
    assert power("ally", "Your hero has Assault X, where X is Stand-in's ATK.") == {
        "affects": {"kind": "hero", "controller": "you"}, "atk": {"total": "atk", "of": {"this": True}}, "during": "your-turn"}
    assert ongoing(["Attach to target ally.", "Ongoing: Attached ally has +X health, where X is the highest DEF among your armor."]) \
        == {"affects": {"host": True}, "health": {"total": "defense", "of": {"kind": "armor", "controller": "you"}, "take": "highest"}}
    # near misses: an X locked in as a link resolves ('this turn', 709.2d), a change of DEF (no board shows it), an
    # armor kind that is none, an X said twice, the highest damage, 'attached' with no 'Ongoing:', an X of no reading
    refused("weapon", ["Stand-in has +X ATK this turn, where X is its ATK."])
    refused("ally", ["Stand-in has +X DEF, where X is your hero's ATK."])
    refused("ally", ["This ally has +X ATK, where X is the combined DEF of Silk armor you control."])
    refused("ally", ["This ally has +X ATK / +X health, where X is X."])
    refused("ally", ["This ally has +X ATK, where X is the highest damage among allies you control."])
    refused("ability", ["Attach to target ally.", "Attached ally has +X health, where X is the highest DEF among your armor."])
    refused("ally", ["This ally has +X ATK, where X is the number of the beast."])


def test_a_power_counted_by_counters_on_the_card_damage_on_a_group_or_every_hand():
    assert power("weapon", "Stand-in has +1 ATK for each strength counter on it.") == {
        "affects": {"this": True}, "atk": {"counters": "strength"}}
    assert power("ally", "Your hero has Assault 1 for each depth counter on Stand-in.") == {
        "affects": {"kind": "hero", "controller": "you"}, "atk": {"counters": "depth"}, "during": "your-turn"}
    assert power("ally", "This ally has +1 / +1 for each damage on opposing heroes.") == {
        "affects": {"this": True}, "atk": {"total": "damage", "of": {"kind": "hero", "controller": "opposing"}},
        "health": {"total": "damage", "of": {"kind": "hero", "controller": "opposing"}}}
    assert power("ally", "Stand-in has +1 / +1 for each card in all players' hands.")["atk"] == {"count": {"zone": "hand"}}
    assert ongoing(["Attach to target ally you control.", "Ongoing: Attached ally has Assault 1 for each card in opposing "
                    "graveyards."]) == {"affects": {"host": True}, "atk": {"count": {"zone": "graveyard", "owner": "opponent"}},
                                        "during": "your-turn"}
    # near misses: counters on 'it' for your hero (which card?), counters on no card, +2 for each damage (a total is
    # never a multiple), cards in play of any controller (no harness board)
    refused("ally", ["Your hero has Assault 1 for each depth counter on it."])
    refused("ally", ["Your hero has Assault 1 for each tactics counter."])
    refused("ally", ["This ally has +2 / +2 for each damage on opposing heroes."])
    # (a host in combat: read since enc-has3, shapes/host_combat.py, the pool harness's host_defends board)
    refused("ally", ["This ally has +1 / +1 for each ally in play."])  # enc-if3: every hero in play is read (its board: 101.1)





# -- enc-stat (s10) ---------------------------------------------------------------------------------------------

def made(sentence: str) -> list[dict]:
    """The effects a 'this turn' sentence makes (its target, if any, in the slot 'first')."""
    return [make("first") for make in pool_shapes.piece(sentence).parts["effects"]]


def test_this_equipment_is_the_weapon_or_armor_itself():
    entry = encode("weapon", ["This equipment has +3 ATK for each heirloom counter on it."])
    assert entry["powers"] == [{"continuous": {"affects": {"this": True}, "atk": {"counters": "heirloom", "times": 3}}}]
    # near miss: 'this equipment' on an ally names no card (only a weapon or armor is equipment, 300.1)
    refused("ally", ["This equipment has +3 ATK for each heirloom counter on it."])


def test_a_modifier_this_turn_counted_for_each_card():
    assert made("Target ally has +1 ATK this turn for each resource you control.") == [{"create_continuous": {
        "affects": {"target": "first"}, "atk": {"count": {"row": "resource", "controller": "you"}}},
        "duration": "this-turn"}]
    assert made("Your hero has Assault 1 this turn for each token ally you control.") == [{"create_continuous": {
        "affects": {"kind": "hero", "controller": "you"}, "atk": {"count": {"kind": "ally", "controller": "you",
                                                                             "token": True}}, "during": "your-turn"},
        "duration": "this-turn"}]
    assert made("Your hero has +2 ATK this turn for each ally you control.")[0]["create_continuous"]["atk"] == {
        "count": {"kind": "ally", "controller": "you"}, "times": 2}
    # near misses: a keyword counted, a 'while' with a count, counters on 'it' for another card, an unread count
    for sentence in ("Target ally has Stealth this turn for each ally you control.",
                     "Target ally has +1 ATK while attacking this turn for each ally you control.",
                     "Target ally has +1 ATK this turn for each fury counter on it.",
                     "Target ally has +1 ATK this turn for each ongoing ability in play.",  # enc-if3: 'you control' now reads
                     "Target ally has +1 ATK this turn for each Ongoing card you control."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(sentence)


def test_assault_beside_other_keywords_this_turn_is_two_modifiers():
    assert made("Target ally has Assault 2, Ferocity, and Long-Range this turn.") == [
        {"create_continuous": {"affects": {"target": "first"}, "atk": 2, "during": "your-turn",
                               "gain_keywords": ["Assault 2"]}, "duration": "this-turn"},
        {"create_continuous": {"affects": {"target": "first"}, "gain_keywords": ["Ferocity", "Long-Range"]},
         "duration": "this-turn"}]
    assert len(made("Your hero has Assault 2 and Stealth this turn.")) == 2
    # near misses: a number beside Assault (which turns would it apply on?), a resistance beside it
    for sentence in ("Target ally has Assault 2 and +1 ATK this turn.", "Target ally has Assault 2, +1 ATK this turn.",
                     "Target ally has Assault 2 and Fire Resistance this turn."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(sentence)


def test_what_cards_have_and_what_cant_happen_to_them_in_one_sentence():
    weapons = {"kind": "weapon", "controller": "you"}
    assert encode("weapon", ["Your weapons have +1 ATK and can't be targeted by opponents."])["powers"] == [
        {"continuous": {"affects": weapons, "atk": 1}},
        {"prohibition": {"cannot": "be-targeted", "by": {"controller": "opponent"}, "affects": weapons}}]
    piece = pool_shapes.piece("Monster heroes and allies you control have Stealth and can't be targeted by opponents this turn.")
    group = {"kind": "character", "controller": "you", "tag": "Monster"}
    assert [make(None) for make in piece.parts["effects"]] == [
        {"create_continuous": {"affects": group, "gain_keywords": ["Stealth"]}, "duration": "this-turn"},
        {"create_prohibition": {"cannot": "be-targeted", "by": {"controller": "opponent"}, "affects": group},
         "duration": "this-turn"}]
    assert made("Target ally has +2 ATK and can't be healed this turn.")[1] == {
        "create_prohibition": {"cannot": "be-healed", "affects": {"target": "first"}}, "duration": "this-turn"}
    # near misses: after 'Ongoing:' (one power per sentence), a target with no duration, a 'can't' no shape reads
    for sentence in ("Ongoing: Your weapons have +1 ATK and can't be targeted by opponents.",
                     "Target ally has +2 ATK and can't be healed.", "Your weapons have +1 ATK and can't be destroyed by allies."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(sentence)


def test_a_cost_change_counted_more_or_less_to_play_or_strike_with():
    # enc-stat (s11): 707.1e, N for each card counted as the cost is worked out
    weapons = {"kind": "weapon", "controller": "you"}
    assert encode("weapon", ["You pay 1 more to strike with Stand-in for each card in your hand."])["powers"] == [
        {"continuous": {"affects": {"this": True}, "strike_cost": {"count": {"zone": "hand", "owner": "you"}, "times": 1}}}]
    assert encode("weapon", ["You pay 1 more to play Stand-in for each card in opposing hands."])["powers"] == [
        {"continuous": {"affects": {"this": True}, "play_cost": {"count": {"zone": "hand", "owner": "opponent"}, "times": 1}}}]
    assert encode("weapon", ["You pay 1 less to strike with weapons for each weapon you have."])["powers"] == [
        {"continuous": {"affects": weapons, "strike_cost": {"count": weapons, "times": -1}}}]
    assert pool_shapes.piece("Ongoing: You pay 2 less to play allies for each weapon you control, to a minimum of 1."
                             ).parts["ongoing"] == {"affects": {"kind": "ally", "controller": "you"}, "minimum": 1,
                                                    "play_cost": {"count": weapons, "times": -2}}
    # 'less to play NAME for each …' stays the costs family's reading (costs.COUNTED)
    assert pool_shapes.piece("You pay 1 less to play NAME for each ally you control.").parts["powers"] == [
        {"continuous": {"affects": {"this": True}, "play_cost": {"count": {"kind": "ally", "controller": "you"}, "times": -1}}}]
    # near misses: a minimum on an increase, an ability's own cost after 'Ongoing:', counters or damage counted,
    # a count no reader knows, a singular group
    for sentence in ("You pay 1 more to play allies for each weapon you control, to a minimum of 1.",
                     "Ongoing: You pay 1 more to play NAME for each card in your hand.",
                     "You pay 1 less to strike with NAME for each strength counter on it.",
                     "You pay 1 less to strike with NAME for each damage on opposing heroes.",
                     "You pay 1 less to play abilities for each Gizmo you control, to a minimum of 1.",
                     "You pay 1 less to strike with weapon for each weapon you control."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(sentence)


def test_counters_naming_no_card_are_those_on_the_card_with_the_power():
    # enc-stat (s11): 404.1a; only in a power of a card in play
    entry = encode("ability", ["Ongoing: When you play a Melee weapon, put a strength counter on Stand-in.",
                               "Your Melee weapons have +1 ATK for each strength counter."])
    assert entry["powers"][1] == {"continuous": {"affects": {"kind": "weapon", "controller": "you", "tag": "Melee"},
                                                 "atk": {"counters": "strength"}}}
    assert encode("ally", ["At the end of your turn, put a bone counter on Stand-in.",
                           "This ally has +1 / +1 for each bone counter."])["powers"][1] == {
        "continuous": {"affects": {"this": True}, "atk": {"counters": "bone"}, "health": {"counters": "bone"}}}
    # near misses: no text of the card puts such counters on it (they may be on another card), counters put on
    # another card, a modifier a link makes this turn, counters of two words
    refused("ally", ["This ally has +1 / +1 for each bone counter."])
    refused("ally", ["At the end of your turn, put a venom counter on target hero.", "This ally has +1 ATK for each venom counter."])
    for sentence in ("Target ally has +1 ATK this turn for each strength counter.",
                     "This ally has +1 ATK for each big bone counter."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(sentence)





# -- enc-dealt --


def test_enc_dealt_another_target_has_a_modifier_this_turn():
    """'When NAME attacks, another target hero or ally has +2 ATK this turn' (Neferset Shadowstalker): any card that
    fits but the card whose power it is (706.1). Only a power says it: an ability's own line is refused, and so is a
    plural ('another target allies') or a slot of several."""
    entry = encode("ally", ["When Stand-in attacks, another target hero or ally has +2 ATK this turn."])
    power = entry["powers"][0]["triggered"]
    assert power["targets"] == [{"id": "first", "kind": "character", "fits": {"other": True}}]
    assert power["effects"] == [{"create_continuous": {"affects": {"target": "first"}, "atk": 2}, "duration": "this-turn"}]
    refused("ability", ["Another target ally has +2 ATK this turn."])
    refused("ally", ["When Stand-in attacks, another target allies have +2 ATK this turn."])
    refused("ally", ["When Stand-in attacks, another up to two target allies have +2 ATK this turn."])





# -- enc-kw --

@pytest.mark.parametrize("line, keyword", [
    ("Arena allies in your party are Protectors.", "Protector"),  # Gladiator Kaniya, Gladiator Keward
    ("Arena allies in your party are Elusive.", "Elusive"),       # Gladiator Katianna
    ("Arena allies in your party have Ferocity.", "Ferocity"),    # Gladiator Boum
])
def test_arena_allies_are_a_group_by_their_tag(line, keyword):
    entry = encode("ally", [line])
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "ally", "controller": "you", "trait": "Arena"},
                                               "gain_keywords": [keyword]}}]


def test_a_word_that_is_no_tag_nor_trait_stays_unread():
    refused("ally", ["Arenas allies in your party are Protectors."])


def test_lose_and_cant_have_one_keyword_or_another_is_neither():
    entry = encode("ally", ["Opposing allies lose and can't have Elusive or Stealth."])  # Thulthun
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "ally", "controller": "opposing"},
                                               "cant_have_keywords": ["Elusive", "Stealth"]}}]
    refused("ally", ["Opposing allies lose and can't have Elusive or Haste."])


@pytest.mark.parametrize("line, trait, keyword", [
    ("Fire Elementals you control have Ferocity.", "Fire Elemental", "Ferocity"),      # Ragnaros the Firelord
    ("Air Elementals you control have Untargetable.", "Air Elemental", "Untargetable"),  # Al'Akir the Windlord
])
def test_a_two_word_trait_said_in_the_plural_is_a_group(line, trait, keyword):
    entry = encode("ally", [line])
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "character", "trait": trait, "controller": "you"},
                                               "gain_keywords": [keyword]}}]
    refused("ally", [line.replace(trait.split()[0], "Gizmo")])  # no character of the pool carries 'Gizmo Elemental'


def test_pets_you_control_are_the_allies_with_the_tag():
    entry = encode("ally", ["Pets you control have Long-Range."])  # Dastrin Bowman
    assert entry["powers"] == [{"continuous": {"affects": {"kind": "ally", "tag": "Pet", "controller": "you"},
                                               "gain_keywords": ["Long-Range"]}}]
    refused("ally", ["Friendly Totems are Untargetable."])  # Porto: no quiet Totem for the pool harness





# -- enc-if --


def test_a_resistance_with_a_while_is_its_prevention_with_that_while():
    entry = encode("ability", ["Ongoing: Friendly allies have Frost Resistance while ready."])
    assert entry["powers"][1] == {"replacement": {"when": {"event": "damage", "damage_type": "frost", "destination": {
        "kind": "ally", "controller": "friendly", "exhausted": False}}, "instead": {"prevent": "all"}}}
    entry = encode("ally", ["This ally has Nature Resistance while you control another ally."])
    assert entry["powers"][1]["replacement"]["while"] == {"exists": {"kind": "ally", "controller": "you", "other": True}}
    refused("ally", ["This ally has Nature Resistance for each ally you control."])  # a count of a keyword
    refused("ally", ["This ally has Nature Resistance while you control three or more allies."])  # a 'while' that counts


def test_a_while_an_ability_is_attached_to_the_card_itself():
    attached = [{"kind": "ability", "attached_to": {"this": True}}]
    entry = encode("ally", ["This ally has Protector and Sentinel while an ability is attached to him."])
    assert entry["powers"] == [{"continuous": {"affects": {"this": True}, "gain_keywords": ["Protector", "Sentinel"],
                                               "while_exists": attached}}]
    entry = encode("ally", ["While an ability is attached to this ally, he has Elusive and Stealth."])
    assert entry["powers"][0]["continuous"]["while_exists"] == attached
    refused("ally", ["Allies you control have +1 ATK while an ability is attached to him."])  # 'him': not the subject


def test_keywords_and_assault_while_no_ready_opposing_ally():
    entry = encode("ally", ["This ally has Ferocity and Assault 2 while there are no ready opposing allies."])
    none = [{"kind": "ally", "controller": "opposing", "exhausted": False}]
    assert [p["continuous"]["gain_keywords"] for p in entry["powers"]] == [["Assault 2"], ["Ferocity"]]
    assert all(p["continuous"]["while_none"] == none for p in entry["powers"])
    refused("ally", ["This ally has +2 ATK and Assault 2 while there are no ready opposing allies."])  # a stat beside it
    refused("ally", ["This ally has Ferocity while there are no ready opposing Orcs."])


def test_a_while_naming_a_trait_some_character_has():
    entry = encode("ally", ["This ally has +2 / +2 while you control another Merciless One."])
    assert entry["powers"][0]["continuous"]["while_exists"] == [
        {"kind": "character", "trait": "Merciless One", "controller": "you", "other": True}]
    refused("ally", ["This ally has +2 / +2 while you control another Gizmo."])  # no character has it: never guessed


def test_a_count_of_the_attachments_on_the_card_itself():
    entry = encode("ally", ["This ally has +2 / +2 for each attachment attached to him."])
    count = {"count": {"attached_to": {"this": True}}, "times": 2}
    assert entry["powers"] == [{"continuous": {"affects": {"this": True}, "atk": count, "health": count}}]
    refused("ally", ["Allies you control have +1 ATK for each attachment attached to him."])  # 'him': not the subject





# -- enc-start2 ----------------------------------------------------------------------------------------------------

def test_a_target_loses_and_cant_have_keywords_this_turn():
    """'At the start of your turn, target ally loses and can't have Elusive this turn' (Durnholde Tracking Hound):
    the link's modifier for this turn (503.2a) on the card chosen as the trigger joined the chain (707.1d)."""
    shape = pool_shapes.piece("Target opposing ally loses and can't have Stealth and Elusive this turn.")
    assert shape.shape == "modifier this turn: a target"
    assert shape.parts["target"] == {"kind": "ally", "controller": "opposing"}
    assert [make("first") for make in shape.parts["effects"]] == [{"create_continuous": {
        "affects": {"target": "first"}, "cant_have_keywords": ["Stealth", "Elusive"]}, "duration": "this-turn"}]
    power = pool_shapes.piece("At the start of your turn, target ally loses and can't have Elusive this turn.")
    assert power.parts["powers"][0]["triggered"]["targets"] == [{"id": "first", "kind": "ally"}]
    # near misses: a target with no duration, its powers (without 'can't have': no field), 'Ongoing:' with 'this turn'
    # (enc-reward3: '… loses and can't have powers this turn' is lose_powers, tests/test_shapes_becomes.py)
    for words in ("Target ally loses and can't have Elusive.", "Target ally loses powers this turn.",
                  "Ongoing: Target ally loses and can't have Elusive this turn."):
        with pytest.raises(pool_shapes.Unrecognised):
            pool_shapes.piece(words)





# -- enc-deal2 --
def test_an_ally_dealing_or_healing_by_a_part_of_its_name():
    """'[Exhaust] -> Marnie heals 5 damage from target hero or ally' on Marnie Moonlight: the ally itself is the source
    (200.1, 408.1); the name part elsewhere than the subject's place is not read as the card."""
    card = {"id": "x", "name": "Marnie Moonlight", "type": "ally", "printings": [["s", "7", "Common"]], "cost": 3,
            "atk": 1, "health": 3, "damage_type": "holy"}
    entry, _ = pool_shapes.encode(card, {"s": {"name": "A Set", "kind": "set"}},
                                  ["[Exhaust] -> Marnie deals 1 holy damage to target hero or ally."])
    assert entry["powers"][0]["payment"]["effects"][0]["source"] == {"this": True}
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.encode(card, {"s": {"name": "A Set", "kind": "set"}},
                           ["[Exhaust] -> Your hero deals 1 holy damage to Marnie."])


def test_a_card_healing_all_the_damage_from_itself():
    """'NAME heals all damage from himself', 'Your hero heals all damage from itself': as much as the damage on it
    (407.1); a number still reads as that number."""
    for sentence, who in (("NAME heals all damage from himself.", {"this": True}),
                          ("Your hero heals all damage from itself.", {"kind": "hero", "controller": "you"})):
        made = pool_shapes.piece(sentence).parts["effects"][0](None)
        assert made == {"heal": {"its": "damage"}, "source": who, "from": who}
    assert pool_shapes.piece("NAME heals 2 damage from herself.").parts["effects"][0](None)["heal"] == 2
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece("NAME heals most damage from himself.")


def test_an_ally_that_cant_attack_by_a_part_of_its_name():
    """'Ninoo can't attack.' on Ninoo of the Light: the ally's own prohibition (103.2), as 'This ally can't attack.'."""
    card = {"id": "x", "name": "Ninoo of the Light", "type": "ally", "printings": [["s", "7", "Common"]], "cost": 3,
            "atk": 1, "health": 3, "damage_type": "holy"}
    entry, _ = pool_shapes.encode(card, SETS, ["Ninoo can't attack."])
    assert entry["powers"] == [{"prohibition": {"cannot": "attack", "affects": {"this": True}}}]





# -- enc-if3 --

def test_a_count_of_every_hero_of_quests_you_have_and_a_while_of_either_class():
    """'for each hero in play': every player's (no controller); 'for each quest you have': the quests you control
    (401.3); 'while you control a Hunter or Shaman': a hero or ally of either class (206.1a)."""
    every = encode("ally", ["NAME has +1 ATK / +1 health for each hero in play."])["powers"]
    assert every == [{"continuous": {"affects": {"this": True}, "atk": {"count": {"kind": "hero"}},
                                     "health": {"count": {"kind": "hero"}}}}]
    quests = encode("ally", ["NAME has +1 health for each quest you have."])["powers"]
    assert quests == [{"continuous": {"affects": {"this": True}, "health": {"count": {"kind": "quest", "controller": "you"}}}}]
    either = encode("ally", ["While you control a Priest or Druid, NAME has Mend 2."])["powers"][0]["continuous"]
    assert either["while_exists"] == [{"kind": "character", "any": [{"trait": "Priest"}, {"trait": "Druid"}],
                                       "controller": "you"}]
    refused("ally", ["NAME has +1 health for each card in play."])  # 'in play' without whose: of heroes only
    refused("ally", ["While you control a Priest or Gizmo, NAME has Mend 2."])  # no such class or race
    refused("ally", ["NAME has +1 health for each hero."])  # whose heroes: unsaid


def test_a_count_of_ongoing_abilities_of_a_damage_type_or_of_your_weapons():
    """'for each ongoing ability you control' (the Ongoing tag, 305.2), 'for each [Arcane] card you control' (its
    damage type, 205.1: any kind of card), 'for each of your weapons' (those you control, 401.3)."""
    assert power("ally", "This ally has +1 ATK for each ongoing ability you control.")["atk"] == {
        "count": {"kind": "ability", "tag": "Ongoing", "controller": "you"}}
    assert power("ally", "This ally has +1 ATK for each [Arcane] card you control.")["atk"] == {
        "count": {"damage_type": "arcane", "controller": "you"}}
    assert power("ally", "This ally has +1 ATK for each of your weapons.")["atk"] == {
        "count": {"kind": "weapon", "controller": "you"}}
    refused("ally", ["This ally has +1 ATK for each [Hunter] card you control."])  # a class icon: not a damage type
    refused("ally", ["This ally has +1 ATK for each [Arcane] card."])  # whose: unsaid
    refused("ally", ["This ally has +1 ATK for each of your quests."])  # not a kind read here


def test_a_while_of_an_ability_with_a_talent():
    """'while you control a Holy ability': an ability whose type line has the word (an ability's talent is a tag in
    the card language, 202.1), only a word some ability of the pool has."""
    stat = power("ally", "While you control a Retribution ability, NAME has Assault 2.")
    assert stat["while_exists"] == [{"kind": "ability", "tag": "Retribution", "controller": "you"}]
    refused("ally", ["While you control a Gizmo ability, NAME has Assault 2."])  # no ability has it: never guessed
    refused("ally", ["While you control a Retribution card, NAME has Assault 2."])  # of any kind: not read


# -- enc-has2 --
def test_a_def_change_with_a_while_about_the_game_but_not_about_your_heros_combat():
    """'Each of your armor has +3 DEF while you have five or more equipment' (304.2, 714.3a): a power in play whose
    'while' the board shows; with a 'while' about your hero's combat, DEF beside another change refused (enc-while1: alone, it reads)."""
    stat = power("ally", "Each of your armor has +3 DEF while you have five or more equipment.")
    assert stat == {"affects": {"kind": "armor", "controller": "you"}, "def": 3,
                    "while_exists": [{"kind": "equipment", "controller": "you"}], "while_at_least": 5}
    refused("ally", ["Each of your armor has +5 DEF and +1 ATK while your hero is attacking."])  # enc-while1: DEF alone reads
    refused("ally", ["Each of your armor has +5 DEF and Stealth while your hero is attacking an exhausted hero or ally."])
    refused("ally", ["Each of your armor has +3 DEF for each equipment you control."])  # a counted DEF: not read


def test_a_while_about_a_hero_face_up_or_face_down():
    """enc-has2: 'while an opposing hero is face up' (a hero flipped to its other side is face down, 301.2): a hero
    that must fit (714.3a), ``face_down``; a hero's side said otherwise, or another card's, is refused."""
    assert power("ally", "NAME has +2 ATK / +2 health while an opposing hero is face up.")["while_exists"] == [
        {"kind": "hero", "controller": "opposing", "face_down": False}]
    assert power("ally", "This ally has Assault 2 while your hero is face down.")["while_exists"] == [
        {"kind": "hero", "controller": "you", "face_down": True}]
    refused("ally", ["This ally has Assault 2 while an opposing hero is flipped."])
    refused("ally", ["This ally has Assault 2 while an opposing ally is face down."])


def test_a_while_about_a_card_of_a_damage_type():
    """enc-has2: 'while you control another [Fire] card' (a card of any kind with that damage type on its ATK line,
    205.1; 'another': not the card with the power); a class icon or a cost beside it is refused."""
    assert power("ally", "This ally has +2 / +2 while you control another [Fire] card.")["while_exists"] == [
        {"damage_type": "fire", "controller": "you", "other": True}]
    assert power("ally", "This ally has Assault 2 while an opponent controls a [Shadow] card.")["while_exists"] == [
        {"damage_type": "shadow", "controller": "opposing"}]
    refused("ally", ["This ally has Assault 2 while an opponent controls a [Hunter] card."])
    refused("ally", ["This ally has Assault 2 while you control a [Fire] card with cost 3 or more."])
