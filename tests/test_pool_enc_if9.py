"""enc-if9's pool-harness blocks: the cards its readers gained, played on a board (tests/test_encode_pool.py's
harness, imported by name)."""
from __future__ import annotations

import yaml

from test_encode_pool import CARDS, HEROES, LIB, envelope, replays


def written(name: str):
    return next(c for c in CARDS if c.name == name)


# -- enc-if9: 'Your hero can't be destroyed.' (Dakota, tools/shapes/statics.py's cant_be, now for a hero too) --
# Alice's hero is one short of fatal damage; on Bob's turn his Fire Blast deals it 2 more. With Dakota in play, the
# pre-priority check doesn't destroy it (410.6a stopped by the 'can't', 103.2): nobody loses. Without Dakota, she does.

def hero_blasted(with_dakota: bool) -> str:
    health = LIB.get(HEROES["Alice"]).health
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"], "damage": health - 1},
             "play": [{"card": "Dakota", "id": "dakota"}] if with_dakota else []}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "hand": [{"card": "Fire Blast", "id": "blast"}],
           "resources": LIB.get("Fire Blast").cost}
    script = [{"play": "blast", "by": "Bob", "targets": {"first": "alice-hero"}}]
    expect = {"cards": {"alice-hero": {"damage": health + 1}}, "losers": []} if with_dakota else {"losers": [["Alice"]]}
    return yaml.safe_dump({**envelope(written("Dakota")), "setup": {"turn_player": "Bob", "players": [bob, alice]},
                           "script": script, "expect": expect}, sort_keys=False)


def test_enc_if9_dakota_keeps_your_hero_with_fatal_damage_in_play(tmp_path):
    assert written("Dakota").powers[0].prohibition.affects.kind == "hero"
    run = replays(hero_blasted(True), tmp_path / "dakota.yaml")  # a stopped destruction alone is no action (410.6)
    assert run.game.state.hero("Alice") is not None
    replays(hero_blasted(False), tmp_path / "no-dakota.yaml")


# -- enc-if9: a draw replaced by draws (Voren'thal the Seer, The Abominable Greench; tools/shapes/draw_instead.py) --
# Bob ends his turn; in Alice's draw step Voren'thal turns her draw into two (716.1a). Greench, Alice's: in Bob's draw
# step his draw becomes hers; with Bob's Generic Replenish ('draw until you have five') instead, she keeps drawing
# until she is decked (713.2a) and loses, and Bob's hand stays empty.

def deck(who: str, n: int) -> list:
    return [{"card": "Anika Berlyn", "id": f"{who}-deck-{i}"} for i in range(n)]


def drawn_board(name: str, turn_player: str, bob_more: dict | None = None) -> tuple[dict, dict]:
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "play": [{"card": name, "id": "it"}],
             "deck": deck("alice", 3)}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "deck": deck("bob", 3), **(bob_more or {})}
    return alice, bob


def drawn(name: str, setup: dict, script: list, expect: dict, path, until: str | None = "draw-step") -> None:
    text = yaml.safe_dump({**envelope(written(name)), **({"until": until} if until else {}), "setup": setup,
                           "script": script, "expect": expect}, sort_keys=False)
    replays(text, path)


def test_enc_if9_vorenthal_draws_two_instead(tmp_path):
    alice, bob = drawn_board("Voren'thal the Seer", "Bob")
    drawn("Voren'thal the Seer", {"turn_player": "Bob", "players": [bob, alice]}, [{"end_turn": True, "by": "Bob"}],
          {"players": {"Alice": {"hand": 2, "deck": 1}, "Bob": {"hand": 0, "deck": 3}}}, tmp_path / "v.yaml")


def test_enc_if9_greench_draws_in_the_opponents_place(tmp_path):
    alice, bob = drawn_board("The Abominable Greench", "Alice")
    drawn("The Abominable Greench", {"turn_player": "Alice", "players": [alice, bob]},
          [{"end_turn": True, "by": "Alice"}],
          {"players": {"Alice": {"hand": 1, "deck": 2}, "Bob": {"hand": 0, "deck": 3}}}, tmp_path / "g.yaml")


def test_enc_if9_greench_against_a_draw_up_to_a_limit_draws_until_decked(tmp_path):
    alice, bob = drawn_board("The Abominable Greench", "Bob", {
        "hand": [{"card": "Generic Replenish", "id": "replenish"}], "resources": LIB.get("Generic Replenish").cost})
    drawn("The Abominable Greench", {"turn_player": "Bob", "players": [bob, alice]},
          [{"play": "replenish", "by": "Bob"}],
          {"players": {"Bob": {"hand": 0, "deck": 3}}, "losers": [["Alice"]]},  # decked, she loses (410.6b, 102.1a)
          tmp_path / "r.yaml", until=None)


# -- enc-if9: Will of the Forsaken (Charkov, Deathstalker Leanna, Nathaniel Voran, Samuel Harrison; set_keywords.py) --
# On Bob's turn his Fear would return the card to Alice's hand: it stays in play (103.2). With one damage short of its
# health, Bob's Fire Blast gives it fatal damage: the "can't" is not in force, and 410.6a destroys it.
FORSAKEN = ["Charkov", "Deathstalker Leanna", "Nathaniel Voran", "Samuel Harrison"]


def feared(name: str, spell: str, damage: int) -> str:
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "play": [{"card": name, "id": "it", "damage": damage}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "hand": [{"card": spell, "id": "spell"}],
           "resources": LIB.get(spell).cost}
    zone = "play" if spell == "Fear" else "graveyard"
    return yaml.safe_dump({**envelope(written(name)), "setup": {"turn_player": "Bob", "players": [bob, alice]},
                           "script": [{"play": "spell", "by": "Bob", "targets": {"first": "it"}}],
                           "expect": {"cards": {"it": {"zone": zone}}}}, sort_keys=False)


def test_enc_if9_the_forsaken_cards_are_written_with_the_keyword():
    for name in FORSAKEN:
        assert "Will of the Forsaken" in written(name).keywords, name


def test_enc_if9_will_of_the_forsaken_stays_in_play_until_fatal_damage(tmp_path):
    for name in FORSAKEN:
        replays(feared(name, "Fear", 0), tmp_path / "fear.yaml")
        replays(feared(name, "Fire Blast", written(name).health - 2), tmp_path / "blast.yaml")


# -- enc-if9: Arcane Torrent (Canissa the Shadow, Nea Sunmark; set_keywords.py): as the ally enters play, the opposing
# card it targets loses its powers this turn (700.3): Bob's Protector ally Crazy Igvand has no keywords after it
# resolves; the next turn it has Protector again (503.2a).
TORRENT = ["Canissa the Shadow", "Nea Sunmark"]


def torrent(name: str, later: bool) -> str:
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "hand": [{"card": name, "id": "it"}],
             "resources": LIB.get(name).cost}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "play": [{"card": "Crazy Igvand", "id": "bob-ally"}]}
    script = [{"play": "it", "by": "Alice"}, {"choose": "bob-ally", "by": "Alice"}]
    script += [{"end_turn": True, "by": "Alice"}] if later else []
    expect = {"cards": {"it": {"zone": "play"}, "bob-ally": {"keywords": ["Protector"] if later else []}}}
    return yaml.safe_dump({**envelope(written(name)), "setup": {"turn_player": "Alice", "players": [alice, bob]},
                           "script": script, "expect": expect}, sort_keys=False)


def test_enc_if9_arcane_torrent_blanks_the_target_for_the_turn(tmp_path):
    for name in TORRENT:
        assert "Arcane Torrent" in written(name).keywords, name
        replays(torrent(name, False), tmp_path / "torrent.yaml")
        replays(torrent(name, True), tmp_path / "torrent-later.yaml")


# Naliss the Silencer's payment power, 'target opposing card in play' (tools/shapes/becomes.py): Bob's Crazy Igvand has no
# keywords after it resolves
def test_enc_if9_naliss_blanks_a_target_card_in_play(tmp_path):
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "play": [{"card": "Naliss the Silencer", "id": "it"}],
             "resources": 1}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "play": [{"card": "Crazy Igvand", "id": "bob-ally"}]}
    text = yaml.safe_dump({**envelope(written("Naliss the Silencer")),
                           "setup": {"turn_player": "Alice", "players": [alice, bob]},
                           "script": [{"use": "it", "by": "Alice", "targets": {"first": "bob-ally"}}],
                           "expect": {"cards": {"bob-ally": {"keywords": []}}}}, sort_keys=False)
    replays(text, tmp_path / "naliss.yaml")
