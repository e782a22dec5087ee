"""enc-cond: the shapes of tools/shapes/cond.py (two conditions read together, a weapon's ATK and strike
cost under one 'while', 'this combat') and its quest conditions (one opponent's cards against yours)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import pool_shapes  # noqa: E402
from shapes import cond  # noqa: E402

YOUR_HERO = {"kind": "hero", "controller": "you"}
SETS = {"s": {"name": "A Set", "kind": "set"}}
NUMBERS = {"ally": {"cost": 2, "atk": 1, "health": 3, "damage_type": "fire"}, "ability": {"cost": 1},
           "weapon": {"cost": 2, "atk": 2, "strike_cost": 1, "damage_type": "melee", "traits": ["2H", "Melee (1)", "Axe"]}}


def encode(kind: str, text: list[str], name: str = "Stand-in") -> dict:
    card = {"id": "x", "name": name, "type": kind, "printings": [["s", "7", "Common"]], **NUMBERS[kind]}
    return pool_shapes.encode(card, SETS, text)[0]


def refused(sentence: str) -> None:
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(sentence)


def continuous(sentence: str) -> list:
    return [p["continuous"] for p in pool_shapes.piece(sentence).parts["powers"]]


def test_a_count_while_the_affected_card_attacks():
    assert continuous("Your hero has +1 ATK while attacking for each slaughter counter on NAME.") == [
        {"affects": YOUR_HERO, "atk": {"counters": "slaughter"}, "while": {"attacking": True}}]
    assert pool_shapes.piece("Ongoing: Your hero has +1 ATK while attacking for each other ability you control."
                             ).parts["ongoing"] == {"affects": YOUR_HERO, "while": {"attacking": True},
                                                    "atk": {"count": {"kind": "ability", "controller": "you", "other": True}}}
    # near misses: a count no reader knows, a role no card has
    refused("Your hero has +1 ATK while attacking for each hero and ally in your party with Haste.")
    refused("Your hero has +1 ATK while protecting for each ally you control.")


def test_a_while_about_the_game_before_a_count_or_a_combat_role():
    assert continuous("While your hero is attacking a hero, NAME has +2 ATK for each heirloom counter on it.") == [
        {"affects": {"this": True}, "atk": {"counters": "heirloom", "times": 2},
         "while_exists": [{**YOUR_HERO, "attacking": True}, {"kind": "hero", "defending": True}]}]
    assert continuous("While you have no weapons, your hero has +1 ATK while attacking.") == [
        {"affects": YOUR_HERO, "atk": 1, "while_none": [{"kind": "weapon", "controller": "you"}], "while": {"attacking": True}}]
    # near misses: a word read as a trait that is neither a race nor a word of an ally's name ('a Gizmo ally'; enc-if4:
    # 'a Jaina ally' is read as name_contains, tests/test_shapes_while_cost.py), a 'while' no reader knows, a role beside
    # a state of its own
    refused("While you control a Gizmo ally, allies you control have Assault 1 for each exhausted opposing resource.")
    refused("While you control a Gizmo, your hero has +1 ATK while attacking.")  # a word no card carries
    refused("While NAME is exhausted, NAME has +1 ATK while attacking.")


def test_a_weapons_atk_and_strike_cost_under_one_while():
    for sentence in ("While you have no cards in your hand, NAME has +2 ATK, and you pay 2 less to strike with it.",
                     "While your hero has no damage, NAME has +2 ATK and you pay 2 less to strike with it."):
        atk, cost = continuous(sentence)
        whiles = {k: v for k, v in atk.items() if k.startswith("while")}
        assert whiles and atk["atk"] == 2 and cost == {"affects": {"this": True}, "strike_cost": -2, **whiles}
    entry = encode("weapon", ["While your hero has no damage, NAME has +2 ATK and you pay 2 less to strike with it."])
    assert entry["powers"][1]["continuous"]["while_exists"] == [{**YOUR_HERO, "damaged": False}]
    # near misses: a cost raised, a stat no reader knows, on an ally (no strike cost of its own)
    refused("While you have no cards in your hand, NAME has +2 ATK, and you pay 2 more to strike with it.")
    refused("While you have no cards in your hand, NAME has +2 DEF, and you pay 2 less to strike with it.")
    with pytest.raises(pool_shapes.Unrecognised):
        encode("ally", ["While you have no cards in your hand, NAME has +2 ATK, and you pay 2 less to strike with it."])


def test_a_modifier_this_combat():
    made = pool_shapes.piece("Your hero has +3 ATK while defending this combat.").parts["effects"][0](None)
    assert made == {"create_continuous": {"affects": YOUR_HERO, "atk": 3, "while": {"defending": True}},
                    "duration": "this-combat"}
    assert pool_shapes.piece("Your hero has +3 ATK this combat.").parts["effects"][0](None)["duration"] == "this-combat"
    refused("Target ally has +3 ATK this combat.")  # only your hero
    assert encode("ability", ["Your hero has +3 ATK this combat."])["effects"] == [
        {"create_continuous": {"affects": YOUR_HERO, "atk": 3}, "duration": "this-combat"}]
    refused("Your hero has +3 ATK while protecting this combat.")


def test_quests_compare_one_opponents_cards_with_yours():
    def only_if(sentence: str) -> dict:
        return pool_shapes.piece(sentence).parts["only_if"]["more_cards"]
    assert only_if("If an opponent has more resources than you, pay 1 to complete this quest.") == {
        "of": {"row": "resource", "controller": "opposing"}, "than": {"row": "resource", "controller": "you"},
        "per_opponent": "of"}
    assert only_if("If you control more allies than an opponent: Pay 1 to complete this quest.") == {
        "of": {"kind": "ally", "controller": "you"}, "than": {"kind": "ally", "controller": "opposing"},
        "per_opponent": "than"}
    assert only_if("While more allies are in an opponent's party than in yours, pay 2 to complete this quest.")[
        "per_opponent"] == "of"
    # near misses: a misprint ('than in your'), a kind not compared, all opponents together
    refused("While more allies are in an opponent's party than in your, pay 2 to complete this quest.")
    refused("If an opponent has more abilities than you, pay 1 to complete this quest.")
    refused("If opponents have more resources than you, pay 1 to complete this quest.")


def test_a_count_of_counters_the_card_never_puts_is_refused():
    cond.counters_named_here({"powers": [{"continuous": {"atk": {"counters": "heirloom"}}},
                                         {"stash": {"effects": [{"put_counters": 1, "named": "heirloom"}]}}]})
    with pytest.raises(pool_shapes.Unrecognised, match="heriloom"):
        cond.counters_named_here({"powers": [{"continuous": {"atk": {"counters": "heriloom"}}},
                                             {"stash": {"effects": [{"put_counters": 1, "named": "heirloom"}]}}]})


def test_a_power_in_play_while_cards_in_play_compare():
    damage = {"of": {"kind": "hero", "controller": "opposing"}, "than": {"kind": "hero", "controller": "you"}}
    assert continuous("Bloodrush: While an opposing hero has more damage on it than your hero, NAME has Ferocity.") == [
        {"affects": {"this": True}, "gain_keywords": ["Ferocity"], "while_more_damage": damage}]
    assert continuous("NAME has +3 ATK while you have fewer resources than an opponent.") == [
        {"affects": {"this": True}, "atk": 3, "while_more_cards": {"of": {"row": "resource", "controller": "opposing"},
                                                                   "than": {"row": "resource", "controller": "you"},
                                                                   "per_opponent": "of"}}]
    assert continuous("This ally has Ferocity and Long-Range while an opponent controls more allies than you.")[0][
        "while_more_cards"]["per_opponent"] == "of"
    # near misses: a label that names another condition, a target (a power in play names none), a kind not compared
    refused("Unity: While an opposing hero has more damage on it than your hero, NAME has Ferocity.")
    refused("Target ally has +2 ATK while an opponent controls more allies than you.")
    refused("NAME has +2 ATK while an opponent controls more abilities than you.")


def test_a_comparison_after_a_power_given_to_others():
    allies = {"of": {"kind": "ally", "controller": "opposing"}, "than": {"kind": "ally", "controller": "you"},
              "per_opponent": "of"}
    assert continuous("You pay 2 less to play allies while you control fewer allies than an opponent.") == [
        {"affects": {"kind": "ally", "controller": "you"}, "play_cost": -2, "while_more_cards": allies}]
    assert continuous("NAME has Ferocity and Long-Range while more allies are in an opponent's party than in yours.")[0][
        "while_more_cards"] == allies
    # near misses: a target (no power in play), a count beside the comparison, a quest's completion stays the
    # conditions' reading (only_if)
    refused("Target ally has +2 ATK while an opponent controls more allies than you.")
    refused("NAME has +2 ATK for each ally you control while an opponent controls more allies than you.")
    assert pool_shapes.piece("While more allies are in an opponent's party than in yours, pay 2 to complete this quest."
                             ).parts["only_if"]["more_cards"] == allies
