"""enc-r2e: an amount read from each affected card: Penance, written by the encoder (tools/shapes/its_own_amount.py),
played on a board of its own: each ally deals itself a packet of its own ATK (``deal_damage: {its: atk}``), an ally of
0 ATK none (408.2a); a changed expectation fails."""
from __future__ import annotations

import copy

import yaml

from test_encode_pool import CARDS, library_for, load_scenario, replay_scenario

WRITTEN = {c.name: c for c in CARDS}


def replayed(doc: dict, tmp_path):
    text = yaml.safe_dump(doc, sort_keys=False)
    scenario, loaded = load_scenario(tmp_path / "pool-shape.yaml", text=text)
    return replay_scenario(scenario, loaded, library_for(text))


def test_the_encoder_writes_penance_with_its_own_atk():
    [effect] = WRITTEN["Penance"].effects
    assert effect.deal_damage.its == "atk" and effect.source.recipient


def board(expect: dict) -> dict:
    """Alice plays Penance; she controls Anika Berlyn (5 ATK, 6 health) and Generic Riding Horse (0 ATK); Bob controls
    Corin Stallnorth (1 ATK, 4 health)."""
    return {"id": "pool-shape", "title": "Penance", "question": "-", "sources": ["-"], "ruling": "-", "rules": [],
            "setup": {"turn_player": "Alice", "players": [
                {"name": "Alice", "hero": {"card": "Generic Alliance Hero"}, "resources": 4,
                 "deck": [{"card": "Fire Blast", "id": "alice-draw"}], "hand": [{"card": "Penance", "id": "it"}],
                 "play": [{"card": "Anika Berlyn", "id": "anika"}, {"card": "Generic Riding Horse", "id": "horse"}]},
                {"name": "Bob", "hero": {"card": "Generic Horde Hero"}, "deck": [{"card": "Fire Blast", "id": "bob-draw"}],
                 "play": [{"card": "Corin Stallnorth", "id": "corin"}]}]},
            "script": [{"play": "it", "by": "Alice"}], "expect": {"cards": expect}}


def test_each_ally_is_dealt_its_own_atk_and_a_zero_atk_ally_none(tmp_path):
    doc = board({"anika": {"damage": 5}, "horse": {"damage": 0}, "corin": {"damage": 1}, "alice-hero": {"damage": 0}})
    result = replayed(doc, tmp_path)
    assert result.passed
    wrong = copy.deepcopy(doc)
    wrong["expect"]["cards"]["corin"]["damage"] = 5  # not the ATK of another card
    assert not replayed(wrong, tmp_path).passed
