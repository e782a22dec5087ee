"""enc-reward9: the pool cards the encoder writes with this round's readers, played on the pool harness's boards
(tests/test_encode_pool.py): a token's tag of two words (tools/shapes/effects.py, 202.4), your next card of a
talent or of its damage type costing less (tools/shapes/talent_or_icon_cost.py) and every ally held from attacking
this turn (tools/shapes/group_cant.py)."""
from __future__ import annotations

import pytest
import yaml

from adjudicator.yamlio import SourceError

from test_encode_pool import CARDS, LIB, encode_pool, library_for, load_scenario, replay_scenario, scenario_text

WRITTEN = {c.name: c for c in CARDS}


def replayed(text: str, tmp_path):
    scenario, doc = load_scenario(tmp_path / "pool-shape.yaml", text=text)
    return replay_scenario(scenario, doc, library_for(text))


def test_the_encoder_writes_this_rounds_cards():
    assert {"Feral Spirit", "Fandral's Flamescythe", "Dread Pirate Ring", "Servant of Neptulon",
            "Vor'na the Disciplined"} <= set(WRITTEN)
    assert "The Circle of Blood" not in WRITTEN  # an Arena Gladiator: Arena is no ally type (202.4)


def test_feral_spirit_puts_two_spirit_wolves_into_play(tmp_path):
    made = WRITTEN["Feral Spirit"].effects[0]
    assert (made.put_token, made.traits, made.count) == ("Spirit Wolf", ["Spirit Wolf"], 2)
    assert replayed(scenario_text(WRITTEN["Feral Spirit"]), tmp_path).passed


def test_feral_spirit_makes_no_plain_wolf(tmp_path):
    """The same board expecting two tokens named Wolf: the game has no card of that name, the tag of two words is
    the tokens' name (404.2)."""
    doc = yaml.safe_load(scenario_text(WRITTEN["Feral Spirit"]))
    doc["expect"]["in_play"] = {"Wolf": 2}
    with pytest.raises(SourceError, match="no card name 'Wolf'"):
        replayed(yaml.safe_dump(doc, sort_keys=False), tmp_path)


def test_servant_of_neptulon_lowers_the_next_frost_card_once(tmp_path):
    assert replayed(scenario_text(WRITTEN["Servant of Neptulon"]), tmp_path).passed


def test_servant_of_neptulon_leaves_a_card_of_another_school_at_its_cost(tmp_path):
    """The same board, the card Alice plays next of the same cost but neither Frost nor of frost damage: no cost
    is lowered, she can't pay it (403.1) and the replay can't follow its script."""
    doc = yaml.safe_load(scenario_text(WRITTEN["Servant of Neptulon"]))
    alice = doc["setup"]["players"][0]
    frost = LIB.get(alice["hand"][0]["card"])
    alice["hand"][0]["card"] = next(c.name for c in sorted(LIB, key=lambda c: c.name) if c.type == frost.type
                                    and c.cost == frost.cost and c.damage_type != "frost"
                                    and "Frost" not in c.tags and not LIB.origin[c.name].startswith(encode_pool.PREFIX))
    with pytest.raises(SourceError, match=rf"3 ready resources and can't pay \({frost.cost}\)"):
        replayed(yaml.safe_dump(doc, sort_keys=False), tmp_path)


def test_vorna_holds_alices_own_ally_from_attacking(tmp_path):
    assert replayed(scenario_text(WRITTEN["Vor'na the Disciplined"]), tmp_path).passed


def test_without_vornas_flip_the_ally_attacks(tmp_path):
    """The same board without the flip: Alice's ally attacks Bob's hero, so the step scripted as refused (601.2a)
    is not refused and the replay can't follow its script."""
    doc = yaml.safe_load(scenario_text(WRITTEN["Vor'na the Disciplined"]))
    doc["script"] = [step for step in doc["script"] if step.get("use") != "alice-hero"]
    doc["script"][0].pop("when")
    doc["setup"]["players"][0]["hero"]["card"] = "Generic Alliance Hero"
    with pytest.raises(SourceError, match="expects this to be refused, but the rules allow it"):
        replayed(yaml.safe_dump(doc, sort_keys=False), tmp_path)
