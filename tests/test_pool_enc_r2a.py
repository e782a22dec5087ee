"""enc-r2a: Vampiric Touch (tools/shapes/two_powers.py), each of its two ongoing powers played on a board of its own:
the burn of its host (an ally here) as its controller's turn starts, and 'when you play a <tag> ability, ready one of
your resources', which an ability of the tag played by Alice fires and neither one of another tag nor one Bob plays
does. Made-up sentences check the pairing and its near misses."""
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


def touch(turn_player: str, alice_hand: list, bob_hand: list, script: list) -> dict:
    """Alice's Vampiric Touch attached to Bob's ally; Alice has 2 ready resources and 1 exhausted, Bob 2 ready."""
    return {"id": "pool-shape", "title": "Vampiric Touch", "question": "-", "sources": ["-"], "ruling": "-",
            "rules": [], "setup": {"turn_player": turn_player, "players": [
                {"name": "Alice", "hero": {"card": "Generic Alliance Hero", "id": "alice-hero"},
                 "deck": [{"card": "Anika Berlyn", "id": f"alice-deck-{i}"} for i in range(6)], "hand": alice_hand,
                 "resources": 2, "exhausted_resources": 1,
                 "play": [{"card": "Vampiric Touch", "id": "it", "attached_to": "bob-ally"}]},
                {"name": "Bob", "hero": {"card": "Generic Horde Hero", "id": "bob-hero"},
                 "deck": [{"card": "Anika Berlyn", "id": f"bob-deck-{i}"} for i in range(6)], "hand": bob_hand,
                 "resources": 2, "play": [{"card": "Anika Berlyn", "id": "bob-ally"}]}]},
            "script": script}


def test_the_encoder_writes_vampiric_touch():
    card = WRITTEN["Vampiric Touch"]
    assert [p.triggered.when.event for p in card.powers] == ["turn-starts", "played"]


def test_vampiric_touch_burns_its_host_as_alices_turn_starts(tmp_path):
    """Bob ends his turn: as Alice's starts her hero deals 1 shadow damage to the host, Bob's ally."""
    doc = touch("Bob", [], [], [{"end_turn": True, "by": "Bob"}])
    doc["expect"] = {"cards": {"bob-ally": {"damage": 1}, "bob-hero": {"damage": 0}}}
    assert replayed(doc, tmp_path).passed
    wrong = copy.deepcopy(doc)
    wrong["expect"]["cards"]["bob-ally"]["damage"] = 0
    assert not replayed(wrong, tmp_path).passed


def test_a_shadow_ability_alice_plays_readies_one_of_her_resources(tmp_path):
    """Alice plays Dark Embrace (Shadow, cost 2): her 2 ready resources pay for it, and the triggered power readies
    one (of the 3 she then has exhausted) before it resolves."""
    doc = touch("Alice", [{"card": "Dark Embrace", "id": "embrace"}], [], [{"play": "embrace", "by": "Alice"}])
    doc["expect"] = {"cards": {"embrace": {"zone": "graveyard"}, "bob-ally": {"damage": 0}},
                     "players": {"Alice": {"ready_resources": 1}}}
    assert replayed(doc, tmp_path).passed
    wrong = copy.deepcopy(doc)
    wrong["expect"]["players"]["Alice"]["ready_resources"] = 0
    assert not replayed(wrong, tmp_path).passed


def test_an_ability_of_another_tag_readies_nothing(tmp_path):
    """Fire Blast (Fire, not Shadow; cost 1) played by Alice: one of her 2 ready resources pays for it, none is
    readied."""
    doc = touch("Alice", [{"card": "Fire Blast", "id": "blast"}], [],
                [{"play": "blast", "targets": {"first": "bob-hero"}, "by": "Alice"}])
    doc["expect"] = {"cards": {"bob-hero": {"damage": 2}}, "players": {"Alice": {"ready_resources": 1}}}
    assert replayed(doc, tmp_path).passed
    wrong = copy.deepcopy(doc)
    wrong["expect"]["players"]["Alice"]["ready_resources"] = 2
    assert not replayed(wrong, tmp_path).passed


def test_a_shadow_ability_bob_plays_readies_nothing_of_alices(tmp_path):
    """Bob plays Dark Embrace on his turn: 'you' is Alice, the attachment's controller, so nothing is readied."""
    doc = touch("Bob", [], [{"card": "Dark Embrace", "id": "embrace"}], [{"play": "embrace", "by": "Bob"}])
    doc["expect"] = {"cards": {"embrace": {"zone": "graveyard"}},
                     "players": {"Alice": {"ready_resources": 2}, "Bob": {"ready_resources": 0}}}
    assert replayed(doc, tmp_path).passed


ATTACH = "Attach to target hero or ally."
BURN = "Ongoing: At the start of your turn, your hero deals 2 shadow damage to attached character."


def test_a_burn_and_a_power_on_a_tagged_ability_played_read():
    e = encode([ATTACH, BURN, "When you play a Frost ability, ready one of your resources."])
    assert e["attach"] == "host"
    assert [p["triggered"]["when"] for p in e["powers"]][1] == {
        "event": "played", "subject": {"kind": "ability", "controller": "you", "tag": "Frost"}}


@pytest.mark.parametrize("second", [
    "When you play an ability, ready one of your resources.",  # no tag: not this pairing's board
    "When an opponent plays a Shadow ability, ready one of your resources.",  # not yours
    "When you play an ally, ready one of your resources.",
])
def test_near_misses_stay_refused(second):
    with pytest.raises(Unrecognised, match="only 'when you play a <tag> ability'"):
        encode([ATTACH, BURN, second])


# -- Havoc: 'when attached ally is dealt damage, your hero deals that much fire damage to that ally's controller's hero'
# and 'when attached ally is destroyed, you may put this from its owner's graveyard into his hand' --------------------

def havoc(host_side: str, host_damage: int, alice_hand: list, script: list) -> dict:
    """Alice's Havoc attached to an ally (6 health) of ``host_side``'s with ``host_damage`` on it; Alice has 3 ready
    resources."""
    players = [{"name": "Alice", "hero": {"card": "Generic Alliance Hero", "id": "alice-hero"},
                "deck": [{"card": "Anika Berlyn", "id": "alice-deck"}], "hand": alice_hand, "resources": 3,
                "play": [{"card": "Havoc", "id": "it", "attached_to": "host"}]},
               {"name": "Bob", "hero": {"card": "Generic Horde Hero", "id": "bob-hero"},
                "deck": [{"card": "Anika Berlyn", "id": "bob-deck"}]}]
    players[0 if host_side == "Alice" else 1].setdefault("play", []).append(
        {"card": "Anika Berlyn", "id": "host", "damage": host_damage})
    return {"id": "pool-shape", "title": "Havoc", "question": "-", "sources": ["-"], "ruling": "-", "rules": [],
            "setup": {"turn_player": "Alice", "players": players}, "script": script}


def test_havoc_deals_the_hosts_damage_to_its_controllers_hero(tmp_path):
    """Fire Blast deals Bob's host 2 (it survives): Alice's hero deals 2 fire damage to Bob's hero, not her own."""
    doc = havoc("Bob", 0, [{"card": "Fire Blast", "id": "blast"}],
                [{"play": "blast", "targets": {"first": "host"}, "by": "Alice"}])
    doc["expect"] = {"cards": {"host": {"damage": 2}, "bob-hero": {"damage": 2}, "alice-hero": {"damage": 0},
                               "it": {"zone": "play", "attached_to": "host"}}}
    assert replayed(doc, tmp_path).passed
    wrong = copy.deepcopy(doc)
    wrong["expect"]["cards"]["bob-hero"]["damage"] = 0
    assert not replayed(wrong, tmp_path).passed


def test_havoc_on_alices_own_ally_burns_her_hero(tmp_path):
    """The host is Alice's: 'that ally's controller' is she, so her own hero is dealt the 2."""
    doc = havoc("Alice", 0, [{"card": "Fire Blast", "id": "blast"}],
                [{"play": "blast", "targets": {"first": "host"}, "by": "Alice"}])
    doc["expect"] = {"cards": {"host": {"damage": 2}, "alice-hero": {"damage": 2}, "bob-hero": {"damage": 0}}}
    assert replayed(doc, tmp_path).passed


@pytest.mark.parametrize("answer, zone", [("yes", "hand"), ("no", "graveyard")])
def test_havoc_destroyed_with_its_host_may_go_back_to_alices_hand(tmp_path, answer, zone):
    """Alice's Generic Instant Destroy destroys Bob's host: Havoc goes with it (400.4), and its power, looking back
    (703.4), lets Alice put it from her graveyard into her hand; no damage was dealt, so no hero is burned."""
    doc = havoc("Bob", 0, [{"card": "Generic Instant Destroy", "id": "destroy"}],
                [{"play": "destroy", "targets": {"first": "host"}, "by": "Alice"}, {"choose": answer, "by": "Alice"}])
    doc["expect"] = {"cards": {"host": {"zone": "graveyard"}, "it": {"zone": zone}, "bob-hero": {"damage": 0}}}
    assert replayed(doc, tmp_path).passed
    wrong = copy.deepcopy(doc)
    wrong["expect"]["cards"]["it"]["zone"] = "graveyard" if zone == "hand" else "hand"
    assert not replayed(wrong, tmp_path).passed


def test_havoc_both_powers_as_lethal_damage_destroys_its_host(tmp_path):
    """Fire Blast deals Bob's host (4 damage) its last 2: both powers trigger, and Alice orders them (708.1a): the
    one on the damage first, so it resolves last. She puts Havoc back into her hand, then Bob's hero, that ally's
    controller's as it left play, is dealt 2."""
    doc = havoc("Bob", 4, [{"card": "Fire Blast", "id": "blast"}],
                [{"play": "blast", "targets": {"first": "host"}, "by": "Alice"},
                 {"choose": "it (alice-hero)", "by": "Alice"}, {"choose": "yes", "by": "Alice"}])
    doc["expect"] = {"cards": {"host": {"zone": "graveyard"}, "it": {"zone": "hand"}, "bob-hero": {"damage": 2}}}
    assert replayed(doc, tmp_path).passed


DEALT = "Ongoing: When attached ally is dealt damage, your hero deals that much shadow damage to that ally's controller's hero."


def test_the_encoder_writes_havoc():
    """(Its second sentence reads only in the printed words, which a test doesn't copy: the card the encoder wrote
    from the mirrors is checked instead.)"""
    powers = [p.triggered for p in WRITTEN["Havoc"].powers]
    assert [(p.when.event, p.when.model_dump(exclude_defaults=True).get("destination", p.when.model_dump(
        exclude_defaults=True).get("subject"))) for p in powers] == [("damage", {"host": True, "kind": "ally"}),
                                                                        ("destroyed", {"host": True, "kind": "ally"})]


@pytest.mark.parametrize("second", [
    "When attached ally is destroyed, draw a card.",
    "When attached ally attacks, draw a card.",
])
def test_beside_a_host_dealt_damage_only_the_optional_return_reads(second):
    with pytest.raises(Unrecognised, match="more than one ongoing"):
        encode(["Attach to target ally.", DEALT, second])
