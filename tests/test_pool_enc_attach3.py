"""enc-attach3: an attachment with two ongoing powers (tools/shapes/two_powers.py), each power played on a board of its
own: the burn of its host as its controller's turn starts, and the triggered power of the ability in play that watches
an opposing ally destroyed elsewhere (Soul Pox); 'attached weapon has' beside 'your hero has Protector' (Rockbiter
Weapon), both checked by the harness's board. Made-up sentences check the pairing and its near misses."""
from __future__ import annotations

import copy

import pytest
import yaml

from shape_cards import encode
from test_encode_pool import CARDS, library_for, load_scenario, replay_scenario

from pool_shapes import Unrecognised

WRITTEN = {c.name: c for c in CARDS}


def replayed(doc: dict, tmp_path):
    text = yaml.safe_dump(doc, sort_keys=False)
    scenario, loaded = load_scenario(tmp_path / "pool-shape.yaml", text=text)
    return replay_scenario(scenario, loaded, library_for(text))


def test_the_encoder_writes_this_rounds_cards():
    assert "Soul Pox" in WRITTEN
    assert "Rockbiter Weapon" in WRITTEN
    assert "Vampiric Touch" in WRITTEN  # enc-r2a: the harness plays a Shadow ability for it (tests/test_pool_enc_r2a.py)


def pox(turn_player: str, alice_hand: list, bob_play: list, script: list) -> dict:
    """Alice's Soul Pox attached to Bob's hero; Alice's hero has 3 damage, Bob's none."""
    return {"id": "pool-shape", "title": "Soul Pox", "question": "-", "sources": ["-"], "ruling": "-",
            "rules": [], "setup": {"turn_player": turn_player, "players": [
                {"name": "Alice", "hero": {"card": "Generic Alliance Hero", "id": "alice-hero", "damage": 3},
                 "deck": [{"card": "Anika Berlyn", "id": "alice-deck"}], "hand": alice_hand, "resources": 1,
                 "play": [{"card": "Soul Pox", "id": "it", "attached_to": "bob-hero"}]},
                {"name": "Bob", "hero": {"card": "Generic Horde Hero", "id": "bob-hero"},
                 "deck": [{"card": "Anika Berlyn", "id": "bob-deck"}], "play": bob_play}]},
            "script": script}


def test_soul_pox_burns_its_host_as_alices_turn_starts(tmp_path):
    """Bob ends his turn: Alice's turn starts and her hero deals 1 shadow damage to Bob's hero; no ally of Bob's was
    destroyed, so her hero heals nothing."""
    doc = pox("Bob", [], [], [{"end_turn": True, "by": "Bob"}])
    doc["expect"] = {"cards": {"bob-hero": {"damage": 1}, "alice-hero": {"damage": 3}}}
    assert replayed(doc, tmp_path).passed
    wrong = copy.deepcopy(doc)
    wrong["expect"]["cards"]["bob-hero"]["damage"] = 0
    assert not replayed(wrong, tmp_path).passed


def test_soul_pox_heals_alices_hero_when_an_opposing_ally_is_destroyed(tmp_path):
    """On her turn Alice's Fire Blast destroys Bob's wounded ally: her hero heals 1 (the turn's start is not
    reached, so Bob's hero takes nothing)."""
    doc = pox("Alice", [{"card": "Fire Blast", "id": "blast"}],
              [{"card": "Anika Berlyn", "id": "bob-ally", "damage": 5}],
              [{"play": "blast", "targets": {"first": "bob-ally"}, "by": "Alice"}])
    doc["expect"] = {"cards": {"bob-ally": {"zone": "graveyard"}, "alice-hero": {"damage": 2}, "bob-hero": {"damage": 0}}}
    assert replayed(doc, tmp_path).passed
    wrong = copy.deepcopy(doc)
    wrong["expect"]["cards"]["alice-hero"]["damage"] = 3
    assert not replayed(wrong, tmp_path).passed


def test_soul_pox_ignores_alices_own_ally_destroyed(tmp_path):
    """An ally of Alice's own destroyed is no opposing ally: her hero heals nothing."""
    doc = pox("Alice", [{"card": "Fire Blast", "id": "blast"}], [],
              [{"play": "blast", "targets": {"first": "alice-ally"}, "by": "Alice"}])
    doc["setup"]["players"][0]["play"].append({"card": "Anika Berlyn", "id": "alice-ally", "damage": 5})
    doc["expect"] = {"cards": {"alice-ally": {"zone": "graveyard"}, "alice-hero": {"damage": 3}}}
    assert replayed(doc, tmp_path).passed


ATTACH = "Attach to target opposing hero."
BURN = "Ongoing: At the start of your turn, your hero deals 2 shadow damage to attached hero."


def entry(sentences: list[str]) -> dict:
    return encode(sentences)


def test_a_burn_and_a_power_on_an_opposing_ally_destroyed_read():
    e = entry([ATTACH, BURN, "When an opposing ally is destroyed, your hero heals 2 damage from itself."])
    assert e["attach"] == "host"
    events = [p["triggered"]["when"]["event"] for p in e["powers"]]
    assert events == ["turn-starts", "destroyed"]


@pytest.mark.parametrize("second, reason", [
    ("When you play an ability, ready one of your resources.", "only 'when you play a <tag> ability'"),  # enc-r2a
    ("When an opposing ally is destroyed, your hero deals 1 fire damage to target hero.", "more than one ongoing"),
    ("When an opposing ally enters play, your hero heals 2 damage from itself.", "more than one ongoing"),
])
def test_near_misses_stay_refused(second, reason):
    with pytest.raises(Unrecognised, match=reason):
        entry([ATTACH, BURN, second])


def test_rockbiter_weapons_harness_board_checks_both_powers():
    """The harness's board (tests/test_encode_pool.py) plays Rockbiter Weapon on Alice's melee weapon and checks both
    its powers: the weapon's +2 ATK and her hero's Protector."""
    from test_encode_pool import board
    _, _, expect = board(WRITTEN["Rockbiter Weapon"])
    assert expect["cards"]["alice-hero"]["keywords"] == ["Protector"]
    host = expect["cards"]["it"]["attached_to"]
    assert expect["cards"][host]["atk"] >= 2


@pytest.mark.parametrize("second", [
    "Your hero has +2 ATK.",  # a stat on the hero, not a keyword: not the board's check
    "Allies you control have Protector.",
])
def test_beside_attached_has_only_your_heros_keywords_read(second):
    with pytest.raises(Unrecognised, match="more than one ongoing"):
        entry(["Attach to target ally you control.", "Ongoing: Attached ally has +1/+1.", second])


def test_attached_has_and_your_hero_has_a_keyword_read():
    e = entry(["Attach to target ally you control.", "Ongoing: Attached ally has +1/+1.", "Your hero has Elusive."])
    assert [p["continuous"]["affects"] for p in e["powers"]] == [{"host": True}, {"kind": "hero", "controller": "you"}]
