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
