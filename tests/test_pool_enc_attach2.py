"""enc-attach2: the pool cards the encoder writes with this round's readers, played on boards of their own (the harness
of tests/test_encode_pool.py): the host's controller discarding for each damage an ongoing power dealt this way
(tools/shapes/host_follows.py)."""
from __future__ import annotations

import copy

import yaml

from test_encode_pool import CARDS, library_for, load_scenario, replay_scenario

WRITTEN = {c.name: c for c in CARDS}
PREVENTS_ONE = "Devotion Aura"  # Ongoing: prevent 1 of each packet of damage to a hero or ally its controller controls


def replayed(doc: dict, tmp_path):
    text = yaml.safe_dump(doc, sort_keys=False)
    scenario, loaded = load_scenario(tmp_path / "pool-shape.yaml", text=text)
    return replay_scenario(scenario, loaded, library_for(text))


def test_the_encoder_writes_this_rounds_cards():
    assert {"Devouring Plague"} <= set(WRITTEN)


def plague(bob_play: list) -> dict:
    """Alice's Devouring Plague attached to Bob's hero; Bob ends his turn with four cards in hand, and Alice's turn
    starts: the plague's power fires (503.1)."""
    return {"id": "pool-shape", "title": "Devouring Plague", "question": "-", "sources": ["-"], "ruling": "-",
            "rules": [], "setup": {"turn_player": "Bob", "players": [
                {"name": "Alice", "hero": {"card": "Generic Alliance Hero"}, "deck": [{"card": "Anika Berlyn"}],
                 "play": [{"card": "Devouring Plague", "id": "it", "attached_to": "bob-hero"}]},
                {"name": "Bob", "hero": {"card": "Generic Horde Hero", "id": "bob-hero"},
                 "hand": [{"card": "Anika Berlyn", "id": f"card-{i}"} for i in range(4)], "play": bob_play}]},
            "script": [{"end_turn": True, "by": "Bob"}]}


def test_devouring_plague_makes_the_hosts_controller_discard_for_each_damage(tmp_path):
    doc = plague([])
    doc["expect"] = {"cards": {"bob-hero": {"damage": 3}}, "players": {"Bob": {"hand": 1}}}
    assert replayed(doc, tmp_path).passed
    wrong = copy.deepcopy(doc)
    wrong["expect"]["players"]["Bob"]["hand"] = 2
    assert not replayed(wrong, tmp_path).passed


def test_devouring_plague_counts_only_the_damage_dealt(tmp_path):
    """Bob's Devotion Aura prevents 1 of the packet: 2 damage dealt this way (405.6), so two cards discarded."""
    doc = plague([{"card": PREVENTS_ONE, "id": "aura"}])
    doc["expect"] = {"cards": {"bob-hero": {"damage": 2}}, "players": {"Bob": {"hand": 2}}}
    assert replayed(doc, tmp_path).passed
    wrong = copy.deepcopy(doc)
    wrong["expect"]["players"]["Bob"]["hand"] = 1
    assert not replayed(wrong, tmp_path).passed


def tongues(curse_on: str) -> dict:
    """Alice's Curse of Tongues attached to ``curse_on``; Bob, with three resources, plays Fire Blast (cost 1) at
    Alice's hero on his turn."""
    return {"id": "pool-shape", "title": "Curse of Tongues", "question": "-", "sources": ["-"], "ruling": "-",
            "rules": [], "setup": {"turn_player": "Bob", "players": [
                {"name": "Alice", "hero": {"card": "Generic Alliance Hero", "id": "alice-hero"},
                 "play": [{"card": "Curse of Tongues", "id": "it", "attached_to": curse_on}]},
                {"name": "Bob", "hero": {"card": "Generic Horde Hero", "id": "bob-hero"},
                 "hand": [{"card": "Fire Blast", "id": "blast"}], "resources": 3}]},
            "script": [{"play": "blast", "targets": {"first": "alice-hero"}, "by": "Bob"}]}


def test_curse_of_tongues_raises_the_cost_of_its_hosts_controllers_abilities(tmp_path):
    doc = tongues("bob-hero")
    doc["expect"] = {"cards": {"alice-hero": {"damage": 2}}, "players": {"Bob": {"ready_resources": 1}}}
    assert replayed(doc, tmp_path).passed
    wrong = copy.deepcopy(doc)
    wrong["expect"]["players"]["Bob"]["ready_resources"] = 2
    assert not replayed(wrong, tmp_path).passed


def test_curse_of_tongues_on_alices_own_hero_leaves_bobs_costs_alone(tmp_path):
    doc = tongues("alice-hero")
    doc["expect"] = {"cards": {"alice-hero": {"damage": 2}}, "players": {"Bob": {"ready_resources": 2}}}
    assert replayed(doc, tmp_path).passed
