"""enc-harness1: pool cards the harness of tests/test_encode_pool.py now plays, each on a small board made from its own
encoding, and again without the power (a near miss that must fail or change the outcome)."""
from __future__ import annotations

import yaml

from test_encode_pool import BIG_ALLY, CARDS, HEROES, LIB, envelope, library_for, replays, scenario_text
from adjudicator.cards.library import CardLibrary
from adjudicator.formats.load import load_scenario
from adjudicator.replay import replay_scenario

BLAST = "Fire Blast"  # Alice's hero deals 2 fire damage to target hero or ally


def written(name: str):
    card = next((c for c in CARDS if c.name == name), None)
    assert card is not None, f"{name}: not written by the encoder"
    return card


def replayed(card, data: dict, tmp_path, powers=None):
    """The board replayed with the card as encoded, or with ``powers`` in place of its (or its other side's)."""
    text = yaml.safe_dump({**envelope(card), **data}, sort_keys=False)
    scenario, doc = load_scenario(tmp_path / "pool-shape.yaml", text=text)
    if powers is not None:
        card = card.model_copy(update={"back": card.back.model_copy(update={"powers": powers})} if card.back is not None
                               else {"powers": powers})
    lib = CardLibrary({**{c.name: c for c in LIB}, card.name: card}, dict(LIB.origin))
    return replay_scenario(scenario, doc, lib)


# -- tools/shapes/prevent_first.py: 'Prevent the first 1 damage that would be dealt to NAME each turn' (717.5)


def first_each_turn_board(card) -> dict:
    """Valerie Worfield face down: Bob's two Fire Blasts at her, 2 damage each; only the turn's first 1 is prevented."""
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "resources": 2 * LIB.get(BLAST).cost,
           "hand": [{"card": BLAST, "id": f"blast-{i}"} for i in range(2)]}
    alice = {"name": "Alice", "hero": {"card": card.name, "id": "it", "face_down": True}}
    script = [{"play": f"blast-{i}", "by": "Bob", "targets": {"first": "it"}, "when": "chain-empty"} for i in range(2)]
    return {"setup": {"turn_player": "Bob", "players": [alice, bob]}, "script": script,
            "expect": {"cards": {"it": {"damage": 3}}}}


def test_the_first_damage_each_turn_is_prevented_once(tmp_path):
    card = written("Valerie Worfield")
    result = replayed(card, first_each_turn_board(card), tmp_path)
    assert result.passed, result.mismatches
    data = first_each_turn_board(card)
    data["expect"]["cards"]["it"]["damage"] = 4  # near miss: without the power, all of both packets
    result = replayed(card, data, tmp_path, powers=[])
    assert result.passed, result.mismatches


# -- 'If a Unique ally you control would be dealt damage, prevent 1 of it.' (Crusader Lord Dalfors): the core board
# deals Bob's 3 damage to a big Unique ally of Alice's, 1 of it prevented; to a big ally without the tag, none is.


def test_a_unique_allys_damage_is_prevented_and_a_plain_allys_is_not(tmp_path):
    card = written("Crusader Lord Dalfors")
    text = scenario_text(card)
    assert "card: Big Unique Ally" in text and "damage: 2" in text
    replays(text, tmp_path / "pool-shape.yaml")
    plain = text.replace("card: Big Unique Ally", f"card: {BIG_ALLY}")  # near miss: the same ally, untagged
    scenario, doc = load_scenario(tmp_path / "pool-shape.yaml", text=plain)
    run = replay_scenario(scenario, doc, library_for(plain))
    assert [m for _, m in run.mismatches] == ["alice-ally damage: expected 2, the replay gives 3"]


# -- 'When you play an ability, you may exhaust a hero or ally in your party. If you do, draw a card.' (Headmaster's
# Charge): the core board exhausts the ready ally she chooses and she draws; choosing one already exhausted, nothing is
# exhausted, so she draws nothing (709.2f).


def test_an_exhausted_card_chosen_draws_nothing(tmp_path):
    card = written("Headmaster's Charge")
    text = scenario_text(card)
    replays(text, tmp_path / "pool-shape.yaml")
    data = yaml.safe_load(text)
    alice = data["setup"]["players"][0]
    next(e for e in alice["play"] if e["id"] == "alice-pick-0")["exhausted"] = True
    assert data["expect"]["players"]["Alice"]["hand"] == 1
    data["expect"]["players"]["Alice"]["hand"] = 0
    replays(yaml.safe_dump(data, sort_keys=False), tmp_path / "pool-shape.yaml")


# -- 'When this armor enters play, you may destroy target armor or weapon. Opposing weapons have -1 ATK. Opposing armor
# have -1 DEF' (Bladebreaker Gauntlets, its last full stop lost in every data set): the core board destroys Bob's
# armor target and lowers his other weapon and armor; without its two statics, neither is lowered.


def test_the_target_is_destroyed_and_the_opposing_equipment_lowered(tmp_path):
    card = written("Bladebreaker Gauntlets")
    assert [p.continuous.defense if p.continuous.atk is None else p.continuous.atk for p in card.powers[1:]] == [-1, -1]
    text = scenario_text(card)
    replays(text, tmp_path / "pool-shape.yaml")
    scenario, doc = load_scenario(tmp_path / "pool-shape.yaml", text=text)
    run = replay_scenario(scenario, doc, CardLibrary({**{c.name: c for c in LIB},
                                                      card.name: card.model_copy(update={"powers": card.powers[:1]})},
                                                     dict(LIB.origin)))
    assert sorted(m.split(":")[0] for _, m in run.mismatches) == ["bob-armor-in-group DEF", "bob-weapon-in-group atk"]


# -- 'Your hero deals 1 shadow damage to target ally for each card in that ally's controller's graveyard.' (Hand of
# Dread): the core board aims it at Bob's ally (his graveyard holds two cards, Alice's one); aimed at an ally of
# Alice's instead, her own graveyard is counted (401.2, 405.4).


def test_the_targets_controllers_graveyard_is_counted(tmp_path):
    card = written("Hand of Dread")
    text = scenario_text(card)
    replays(text, tmp_path / "pool-shape.yaml")
    data = yaml.safe_load(text)
    data["setup"]["players"][0]["play"] = [{"card": BIG_ALLY, "id": "alice-ally"}]
    data["script"][0]["targets"] = {"first": "alice-ally"}
    data["expect"]["cards"] = {"alice-ally": {"damage": 1}, "bob-ally": {"damage": 2}}
    replays(yaml.safe_dump(data, sort_keys=False), tmp_path / "pool-shape.yaml")


# -- 'Double the damage on each opposing ally.' (Grievous Wounds): the core board's opposing ally with 2 damage has 4;
# an undamaged one beside it gets none, and Alice's damaged ally is not of the group.


def test_each_opposing_allys_damage_is_doubled(tmp_path):
    card = written("Grievous Wounds")
    text = scenario_text(card)
    replays(text, tmp_path / "pool-shape.yaml")
    data = yaml.safe_load(text)
    data["setup"]["players"][1]["play"].append({"card": BIG_ALLY, "id": "bob-unhurt"})
    data["setup"]["players"][0]["play"] = [{"card": BIG_ALLY, "id": "alice-hurt", "damage": 1}]
    data["expect"]["cards"].update({"bob-unhurt": {"damage": 0}, "alice-hurt": {"damage": 1}})
    replays(yaml.safe_dump(data, sort_keys=False), tmp_path / "pool-shape.yaml")
