"""enc-reward8: the pool cards the encoder writes with this round's readers, played on the pool harness's boards
(tests/test_encode_pool.py): what entered or left play this turn (tools/shapes/happened_play.py), a word of a card's
name and a list of damage types (tools/shapes/grammar.py)."""
from __future__ import annotations

import pytest
import yaml

from adjudicator.yamlio import SourceError

from test_encode_pool import CARDS, LIB, encode_pool, library_for, load_scenario, replay_scenario, scenario_text

WRITTEN = {c.name: c for c in CARDS}


def replayed(text: str, tmp_path):
    scenario, doc = load_scenario(tmp_path / "pool-shape.yaml", text=text)
    return replay_scenario(scenario, doc, library_for(text))


def quiet_ally(damage_type: str, health: int = 0) -> str:
    """A hand-written ally of that damage type with no power that fires as it enters play (and more than that health)."""
    return next(c.name for c in sorted(LIB, key=lambda c: c.name) if c.type == "ally" and c.damage_type == damage_type
                and not LIB.origin[c.name].startswith(encode_pool.PREFIX) and all(p.payment for p in c.powers)
                and "Unique" not in c.tags and (c.health or 0) > health)


def test_the_encoder_writes_this_rounds_cards():
    assert {"Challenge to the Black Flight", "Mercy for the Bound", "Mana-Etched Spaulders", "Impede", "Overwhelm",
            "Gloves of Token Respect", "Unleash Elements", "Wild Cascade"} <= set(WRITTEN)


def test_mercy_for_the_bound_completes_after_a_fire_ally_entered_play(tmp_path):
    assert replayed(scenario_text(WRITTEN["Mercy for the Bound"]), tmp_path).passed


def test_mercy_for_the_bound_doesnt_complete_after_a_shadow_ally_entered_play(tmp_path):
    """The same board, the ally Alice plays first of a damage type the quest doesn't list: the completion is refused
    (701.1) and the quest stays face up; expecting it completed is a mismatch."""
    doc = yaml.safe_load(scenario_text(WRITTEN["Mercy for the Bound"]))
    alice = doc["setup"]["players"][0]
    entered = next(e for e in alice["hand"] if e["id"] == "alice-enters-play-first")
    shadow = quiet_ally("shadow")
    alice["resources"] += LIB.get(shadow).cost - LIB.get(entered["card"]).cost
    entered["card"] = shadow
    completed = next(e for e in doc["script"] if e.get("complete") == "it")
    completed["rejected"] = "701.1"
    doc["expect"] = {"cards": {"it": {"face_down": False}, "alice-enters-play-first": {"zone": "play"}}}
    assert replayed(yaml.safe_dump(doc, sort_keys=False), tmp_path).passed
    doc["expect"]["cards"]["it"] = {"face_down": True}
    run = replayed(yaml.safe_dump(doc, sort_keys=False), tmp_path)
    assert not run.passed and run.mismatches


def test_challenge_to_the_black_flight_draws_one_card_for_each_event(tmp_path):
    """Met, a Dragonkin entered play and another left it this turn: two cards. Without the Dragonkin destroyed first,
    one card fewer in hand than expected."""
    text = scenario_text(WRITTEN["Challenge to the Black Flight"])
    doc = yaml.safe_load(text)
    assert doc["expect"]["players"]["Alice"]["hand"] == 2
    assert replayed(text, tmp_path).passed
    doc["script"] = [e for e in doc["script"] if e.get("play") != "alice-destroys-first"]
    doc["script"][0].pop("when", None)
    alice = doc["setup"]["players"][0]
    alice["hand"] = [e for e in alice["hand"] if e["id"] != "alice-destroys-first"]  # not held: her hand counts true
    del doc["expect"]["cards"]["alice-leaves-play-first"]
    run = replayed(yaml.safe_dump(doc, sort_keys=False), tmp_path)
    assert not run.passed and run.mismatches


def test_mana_etched_spaulders_counts_only_armor_with_its_word():
    heal = WRITTEN["Mana-Etched Spaulders"].powers[0].payment.effects[0]
    assert heal.model_dump(exclude_defaults=True, by_alias=True)["heal"] == {
        "count": {"kind": "armor", "controller": "you", "name_contains": "Mana-Etched"}}


def test_impede_aims_at_an_ally_or_weapon_of_a_listed_damage_type(tmp_path):
    """The harness's board: Impede put on top of its owner's deck an ally of one of the three types; aimed at an ally
    of another type (fire), the target is refused (706.1) and the replay can't follow its script."""
    text = scenario_text(WRITTEN["Impede"])
    assert replayed(text, tmp_path).passed
    doc = yaml.safe_load(text)
    aimed = next(e for e in doc["script"] if e.get("play") == "it")["targets"]["first"]
    holder = next(p for p in doc["setup"]["players"] for e in p.get("play", []) if e["id"] == aimed)
    entry = next(e for e in holder["play"] if e["id"] == aimed)
    assert LIB.get(entry["card"]).damage_type in ("shadow", "holy", "nature")
    entry["card"] = quiet_ally("fire", entry.get("damage", 0))  # as sturdy: only its damage type differs
    with pytest.raises(SourceError, match="not a legal target"):
        replayed(yaml.safe_dump(doc, sort_keys=False), tmp_path)


def test_gloves_of_token_respect_copies_a_token_with_its_second_power(tmp_path):
    """The harness's board plays the gloves' first power (a Spider token); here its second: destroyed as it is used
    (with its exhaust), a copy of Alice's Ghoul token is put into play, a token too (404.2): two Ghouls."""
    power = next(i for i, p in enumerate(WRITTEN["Gloves of Token Respect"].powers, 1)
                 if p.payment and p.payment.effects[0].model_dump(exclude_defaults=True).get("put_token_copy"))
    doc = {"id": "pool-shape", "title": "Gloves of Token Respect", "question": "-", "sources": ["-"], "ruling": "-",
           "rules": [], "setup": {"turn_player": "Alice", "players": [
               {"name": "Alice", "hero": {"card": "Generic Alliance Hero"},
                "play": [{"card": "Gloves of Token Respect", "id": "it"}, {"token_from": "Army of the Dead", "id": "ghoul"}]},
               {"name": "Bob", "hero": {"card": "Generic Horde Hero"}}]},
           "script": [{"use": "it", "power": power, "by": "Alice", "targets": {"first": "ghoul"}}],
           "expect": {"cards": {"it": {"zone": "graveyard"}, "ghoul": {"zone": "play"}}, "in_play": {"Ghoul": 2}}}
    assert replayed(yaml.safe_dump(doc, sort_keys=False), tmp_path).passed
    doc["expect"]["in_play"] = {"Ghoul": 1}
    assert not replayed(yaml.safe_dump(doc, sort_keys=False), tmp_path).passed


def test_wild_cascade_copies_only_its_players_tokens_as_her_turn_starts(tmp_path):
    """The harness's board checks that the ability stays in play; here its power fires: Bob ends his turn with a Ghoul
    of his own and one of Alice's in play, and her turn starts with her Ghoul copied, his not (three Ghouls)."""
    assert WRITTEN["Wild Cascade"].powers[0].triggered.when.event == "turn-starts"
    doc = {"id": "pool-shape", "title": "Wild Cascade", "question": "-", "sources": ["-"], "ruling": "-", "rules": [],
           "setup": {"turn_player": "Bob", "players": [
               {"name": "Alice", "hero": {"card": "Generic Alliance Hero"}, "deck": [{"card": "Anika Berlyn"}],
                "play": [{"card": "Wild Cascade", "id": "it"}, {"token_from": "Army of the Dead", "id": "ghoul"}]},
               {"name": "Bob", "hero": {"card": "Generic Horde Hero"},
                "play": [{"token_from": "Army of the Dead", "id": "bob-ghoul"}]}]},
           "script": [{"end_turn": True, "by": "Bob"}], "expect": {"in_play": {"Ghoul": 3}}}
    assert replayed(yaml.safe_dump(doc, sort_keys=False), tmp_path).passed
    doc["expect"]["in_play"] = {"Ghoul": 4}
    assert not replayed(yaml.safe_dump(doc, sort_keys=False), tmp_path).passed
