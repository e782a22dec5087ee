"""enc-while3's pool cards on boards of their own: what the generic board of tests/test_encode_pool.py (its enc-while3
block) plays with the 'while' met, played with it not met, or on the other player's turn."""
from __future__ import annotations

import yaml

from adjudicator.formats.load import load_scenario
from adjudicator.replay import replay_scenario
from test_encode_pool import CARDS, library_for, replays, scenario_text


def card(name: str):
    return next(c for c in CARDS if c.name == name)


def run_of(text: str, path):
    scenario, doc = load_scenario(path, text=text)
    return replay_scenario(scenario, doc, library_for(text))


def test_kindred_spirits_keeps_the_hero_only_while_another_friendly_character_is_in_play(tmp_path):
    """Met (an ally of hers in play), the hero with fatal damage stays (103.2); not met, the same board's expectations
    fail: the 'can't' is not in force (714.3a) and the hero is destroyed (410.6a)."""
    spirits = card("Kindred Spirits")
    replays(scenario_text(spirits), tmp_path / "met.yaml")
    unmet = yaml.safe_load(scenario_text(spirits, met=False))
    unmet["expect"] = yaml.safe_load(scenario_text(spirits))["expect"]
    run = run_of(yaml.safe_dump(unmet, sort_keys=False), tmp_path / "unmet.yaml")
    assert not run.passed and run.mismatches


def test_kindred_spirits_counts_no_opposing_ally(tmp_path):
    """'another friendly hero or ally': Bob's ally in play doesn't keep Alice's hero (friendly, 102)."""
    doc = yaml.safe_load(scenario_text(card("Kindred Spirits"), met=False))
    doc["setup"]["players"][1]["play"] = [{"card": "Anika Berlyn", "id": "bob-ally"}]
    run = run_of(yaml.safe_dump(doc, sort_keys=False), tmp_path / "bobs.yaml")
    assert not run.passed and run.mismatches


def test_assault_of_the_two_powers_is_on_its_controllers_turn_only(tmp_path):
    """Riveted Abomination Leggings on Alice's turn: +2 ATK and Conspicuous on her ally; played on her turn, then on
    Bob's turn the Assault power (its +2 and its keyword) has no effect (700.1, 'during': her own turns) and
    Conspicuous stays."""
    doc = yaml.safe_load(scenario_text(card("Riveted Abomination Leggings")))
    seen = doc["expect"]["cards"]["alice-ally-in-group"]
    assert sorted(seen["keywords"]) == ["Assault 2", "Conspicuous"]
    doc["script"].append({"end_turn": True, "by": "Alice"})
    doc["setup"]["players"][1]["deck"] = [{"card": "Anika Berlyn", "id": f"bob-deck-{i}"} for i in range(2)]
    seen["atk"] -= 2
    seen["keywords"] = ["Conspicuous"]  # the Assault power has no effect on other turns, its keyword with it
    doc["expect"]["turn_player"] = "Bob"
    replays(yaml.safe_dump(doc, sort_keys=False), tmp_path / "bobs-turn.yaml")


def test_intimidation_without_a_pet_lets_them_ready(tmp_path):
    """No Pet of Alice's in play: Bob's ally readies in his ready step (501.1a), against the met board's expectations."""
    intimidation = card("Intimidation")
    unmet = yaml.safe_load(scenario_text(intimidation, met=False))
    unmet["expect"] = yaml.safe_load(scenario_text(intimidation))["expect"]
    run = run_of(yaml.safe_dump(unmet, sort_keys=False), tmp_path / "no-pet.yaml")
    assert not run.passed and run.mismatches


def test_magistrix_oleinas_in_hand_makes_nothing_instant(tmp_path):
    """Met (Magistrix in play), Alice plays two allies on Bob's turn; not met (in her hand: a power works in play,
    704.1a), her first ally is refused (410.2a) and the met board's expectations fail."""
    magistrix = card("Magistrix Oleinas")
    replays(scenario_text(magistrix), tmp_path / "met.yaml")
    unmet = yaml.safe_load(scenario_text(magistrix, met=False))
    unmet["expect"] = yaml.safe_load(scenario_text(magistrix))["expect"]
    run = run_of(yaml.safe_dump(unmet, sort_keys=False), tmp_path / "unmet.yaml")
    assert not run.passed and run.mismatches


def test_without_the_card_nobody_of_the_group_protects(tmp_path):
    """Yellowspine, Azzinoth, Child of Aviana (protected_by, 602.2): with a plain ally in the card's place, the group's
    character can't protect it, and the board's expectations with the card fail."""
    for name in ("Yellowspine", "Azzinoth", "Child of Aviana"):
        guarded = card(name)
        unmet = yaml.safe_load(scenario_text(guarded, met=False))
        replays(yaml.safe_dump(unmet, sort_keys=False), tmp_path / f"{len(name)}-refused.yaml")  # refused both times
        unmet["expect"] = yaml.safe_load(scenario_text(guarded))["expect"]
        run = run_of(yaml.safe_dump(unmet, sort_keys=False), tmp_path / f"{len(name)}-unmet.yaml")
        assert not run.passed and run.mismatches, name
