"""enc-cost2: the pool cards this round's readers write, on boards of their own: a weapon's ATK and strike cost by a
count of your armor (Resolute Aura, tools/shapes/stat_and_strike.py) and an armor's DEF only if an ally entered a
graveyard this turn (Leggings of the Honored). Each board starts from the worked example (G1594, G1595), changed."""
from __future__ import annotations

from pathlib import Path

import yaml

from test_encode_pool import CARDS, library_for, load_scenario, replay_scenario

ROOT = Path(__file__).resolve().parents[1]
AURA = ROOT / "scenarios/3-card-types/303/G1594-generated-resolute-aura-armor-counts-for-weapons.yaml"
LEGS = ROOT / "scenarios/7-powers-links-modifiers/703/G1595-generated-leggings-of-the-honored-an-ally-milled.yaml"


def replayed(doc: dict, tmp_path):
    text = yaml.safe_dump(doc, sort_keys=False)
    scenario, loaded = load_scenario(tmp_path / "board.yaml", text=text)
    return replay_scenario(scenario, loaded, library_for(text))


def test_the_encoder_writes_this_rounds_cards():
    assert {"Resolute Aura", "Leggings of the Honored"} <= {c.name for c in CARDS}
    assert "Emberstone Staff" not in {c.name for c in CARDS}  # a dungeon card: refused on its facts


def test_the_worked_examples_pass(tmp_path):
    for path in (AURA, LEGS):
        assert replayed(yaml.safe_load(path.read_text()), tmp_path).passed


def test_one_armor_gives_one_atk_and_one_less_to_strike(tmp_path):
    """One armor fewer: Annihilator is 4 ATK and costs (1) to strike with; Alice pays it with her one resource."""
    doc = yaml.safe_load(AURA.read_text())
    alice = doc["setup"]["players"][0]
    alice["play"] = [c for c in alice["play"] if c["id"] != "helm"]
    alice["resources"] = 1
    doc["expect"] = {"cards": {"axe": {"exhausted": True, "atk": 4}, "bob-hero": {"damage": 4}},
                     "players": {"Alice": {"ready_resources": 0}}}
    assert replayed(doc, tmp_path).passed
    doc["expect"]["cards"]["axe"]["atk"] = 5  # the two-armor value: a mismatch now
    assert not replayed(doc, tmp_path).passed


def test_the_aura_changes_no_weapon_of_bobs(tmp_path):
    """Bob's weapon is no weapon of Alice's: it keeps its printed ATK (3)."""
    doc = yaml.safe_load(AURA.read_text())
    doc["setup"]["players"][1]["play"] = [{"card": "Annihilator", "id": "bobs-axe"}]
    doc["expect"]["cards"]["bobs-axe"] = {"atk": 3}
    assert replayed(doc, tmp_path).passed


def test_no_ally_into_a_graveyard_leaves_the_leggings_at_their_def(tmp_path):
    """Bob's top three cards are abilities: no ally entered a graveyard, the Leggings keep DEF 1."""
    doc = yaml.safe_load(LEGS.read_text())
    bob = doc["setup"]["players"][1]
    bob["deck"][0] = {"card": "Flash Heal", "id": "one"}
    assert not replayed(doc, tmp_path).passed
    doc["expect"]["cards"]["legs"] = {"def": 1}
    assert replayed(doc, tmp_path).passed


BOW = ROOT / "scenarios/3-card-types/303/G1596-generated-trophy-gatherer-in-combat-with-a-big-ally.yaml"


def test_trophy_gatherer_worked_example_passes(tmp_path):
    assert replayed(yaml.safe_load(BOW.read_text()), tmp_path).passed


def defended(attacker: str) -> dict:
    """Bob's ally attacks Alice's hero on his turn; she strikes with Trophy Gatherer in the Defend Window, with no
    ready resource."""
    doc = yaml.safe_load(BOW.read_text())
    alice, bob = doc["setup"]["players"]
    bob["play"] = [{"card": attacker, "id": "vaerik"}]
    doc["setup"]["turn_player"] = "Bob"
    doc["script"] = [{"attack": "vaerik", "defender": "alice-hero", "by": "Bob"}, {"strike": "bow", "by": "Alice",
                                                                               "at": {"step": "defend-window"}}]
    doc["expect"] = {"cards": {"bow": {"exhausted": True}}, "players": {"Alice": {"ready_resources": 0}}}
    return doc


def test_trophy_gatherer_defending_against_a_big_ally_strikes_for_nothing(tmp_path):
    assert replayed(defended("Anika Berlyn"), tmp_path).passed


def test_trophy_gatherer_defending_against_a_small_ally_costs_its_full_strike(tmp_path):
    """A cost-2 attacker: no 'in combat with an ally with cost 4 or more', the strike costs (3) and is refused."""
    doc = defended("Generic Two-Three Ally")
    doc["script"][1]["rejected"] = "303.2"
    doc["expect"], doc["rules"] = {"cards": {"bow": {"exhausted": False}}}, ["303.2"]  # no cost change applies
    assert replayed(doc, tmp_path).passed


def test_trophy_gatherer_attacking_a_small_ally_costs_its_full_strike(tmp_path):
    doc = yaml.safe_load(BOW.read_text())
    doc["setup"]["players"][1]["play"] = [{"card": "Generic Two-Three Ally", "id": "vaerik"}]
    doc["script"][1].update(rejected="303.2", when="chain-empty")
    doc["expect"], doc["rules"] = {"cards": {"bow": {"exhausted": False}}}, ["303.2"]  # no cost change applies
    assert replayed(doc, tmp_path).passed
