"""enc-if10's pool-harness blocks: the cards its readers gained, played on a board (tests/test_encode_pool.py's
harness, imported by name)."""
from __future__ import annotations

import yaml

from test_encode_pool import CARDS, HEROES, LIB, envelope, plain_ally, replays


def written(name: str):
    return next(c for c in CARDS if c.name == name)


# -- enc-if10: 'If a Unique ally you control would be dealt damage, prevent 1 of it.' (Crusader Lord Dalfors: 'a
# Unique', its 'U' sounding 'you', is no lost icon) --
# Alice controls Dalfors, a plain Unique ally and a plain Dwarf; on Bob's turn his Fire Blast (2 fire damage) hits one
# of her allies. The Unique one is dealt 1 (717.2, the tag, 202.1, read by the selector) and lives; the Dwarf is dealt
# all 2 and is destroyed.

def blasted(target: str) -> str:
    unique, dwarf = plain_ally(tag="Unique"), plain_ally("Dwarf")
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]},
             "play": [{"card": "Crusader Lord Dalfors", "id": "dalfors"}, {"card": unique, "id": "unique"},
                      {"card": dwarf, "id": "dwarf"}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "hand": [{"card": "Fire Blast", "id": "blast"}],
           "resources": LIB.get("Fire Blast").cost}
    script = [{"play": "blast", "by": "Bob", "targets": {"first": target}}]
    expect = {"cards": {target: {"damage": 1, "zone": "play"} if target == "unique" else {"zone": "graveyard"}}}
    return yaml.safe_dump({**envelope(written("Crusader Lord Dalfors")),
                           "setup": {"turn_player": "Bob", "players": [bob, alice]},
                           "script": script, "expect": expect}, sort_keys=False)


def test_enc_if10_dalfors_prevents_one_to_a_unique_ally_only(tmp_path):
    assert written("Crusader Lord Dalfors").powers[0].replacement.when.destination.tag == "Unique"
    replays(blasted("unique"), tmp_path / "unique.yaml")
    replays(blasted("dwarf"), tmp_path / "dwarf.yaml")


# -- enc-if10: 'you may exhaust a hero or ally in your party. If you do, draw a card.' (Headmaster's Charge: 'if you
# do' after a card chosen and exhausted, 709.2f) --
# Alice plays Fire Blast at Bob's hero; the Charge's trigger has her choose her ally and exhaust it: she draws her deck's
# top card. If the ally she chooses was exhausted already, nothing was exhausted (411.1), so she draws nothing.

def charged(exhausted: bool) -> str:
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "hand": [{"card": "Fire Blast", "id": "blast"}],
             "resources": LIB.get("Fire Blast").cost, "deck": [{"card": "Anika Berlyn", "id": "top"}],
             "play": [{"card": "Headmaster's Charge", "id": "charge"},
                      {"card": plain_ally("Dwarf"), "id": "dwarf", **({"exhausted": True} if exhausted else {})}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}}
    script = [{"play": "blast", "by": "Alice", "targets": {"first": "bob-hero"}},
              {"choose": "yes", "by": "Alice"}, {"choose": "dwarf", "by": "Alice"}]
    expect = {"cards": {"dwarf": {"exhausted": True}, "top": {"zone": "deck" if exhausted else "hand"}}}
    return yaml.safe_dump({**envelope(written("Headmaster's Charge")),
                           "setup": {"turn_player": "Alice", "players": [alice, bob]},
                           "script": script, "expect": expect}, sort_keys=False)


def test_enc_if10_headmasters_charge_draws_only_if_it_exhausted_a_card(tmp_path):
    replays(charged(False), tmp_path / "ready.yaml")
    replays(charged(True), tmp_path / "exhausted.yaml")


# -- enc-if10: 'Interrupt target ally card. If you do, remove it from the game.' (Swallow Soul; 'if you do' after an
# interrupt, 709.2f) --
# Bob plays an ally; Alice answers with Swallow Soul: the ally is interrupted, goes to Bob's graveyard (711.1) and from
# there out of the game (415.7a). (Wrecking Crew, its tokens after an interrupt, is played by the generic harness.)

def swallowed() -> str:
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "hand": [{"card": "Swallow Soul", "id": "swallow"}],
             "resources": LIB.get("Swallow Soul").cost}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "hand": [{"card": "Anika Berlyn", "id": "anika"}],
           "resources": LIB.get("Anika Berlyn").cost}
    script = [{"play": "anika", "by": "Bob"}, {"play": "swallow", "by": "Alice", "targets": {"first": "anika"}}]
    return yaml.safe_dump({**envelope(written("Swallow Soul")), "setup": {"turn_player": "Bob", "players": [bob, alice]},
                           "script": script, "expect": {"cards": {"anika": {"zone": "removed"},
                                                                  "swallow": {"zone": "graveyard"}}}}, sort_keys=False)


def test_enc_if10_swallow_soul_removes_the_interrupted_ally(tmp_path):
    replays(swallowed(), tmp_path / "swallow.yaml")
