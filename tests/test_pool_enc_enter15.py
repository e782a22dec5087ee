"""enc-enter15: a 'may' the text gives a player other than the link's controller (709.2b: the link tells that player
to act, so he makes the choice) — 'each friendly player may draw' (Draw.optional), 'its owner may put it from his
graveyard into play / into his hand' (PutIntoPlay.optional, PutIntoHand.optional) — and '… or a friendly player's
control, it may deal' (shapes/enter.py IT_MAY). Shape tests with made-up sentences, then the pool cards on boards of
their own where the player says no (the pool harness of tests/test_encode_pool.py has each say yes; scenarios
G1840-G1842 play a teammate, an opposing owner and the next turn's start)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402
from test_encode_pool import BIG_ALLY, CARDS, HEROES, assert_plays  # noqa: E402

BY_NAME = {c.name: c for c in CARDS}
MOVED = {"event": "moved", "zone": "graveyard"}


def powers(sentence: str) -> list:
    return pool_shapes.piece(sentence).parts["powers"]


# -- shapes ----------------------------------------------------------------------------------------------------------

def test_each_friendly_player_may_draw_is_each_ones_choice():
    effects = powers("When NAME attacks, each friendly player may draw two cards.")[0]["triggered"]["effects"]
    assert effects == [{"draw": 2, "player": "each-friendly", "optional": True}]


@pytest.mark.parametrize("to, effect", [
    ("play", {"put_into_play": MOVED, "under": "owner", "optional": True}),
    ("his hand", {"put_into_hand": MOVED, "optional": True}),
    ("hand", {"put_into_hand": MOVED, "optional": True}),
])
def test_its_owner_may_put_a_destroyed_ally_back(to, effect):
    found = powers(f"When another Dwarf ally you control is destroyed, its owner may put it from his graveyard into {to}.")
    assert found == [{"triggered": {"when": {"event": "destroyed", "subject": {
        "kind": "ally", "controller": "you", "trait": "Dwarf", "other": True}}, "effects": [effect]}}]


def test_an_attached_allys_owner_may_put_it_into_play():
    found = pool_shapes.piece("Ongoing: When attached ally is destroyed, its owner may put it from his graveyard into play.")
    assert found.parts["ongoing_power"]["triggered"]["effects"] == [
        {"put_into_play": MOVED, "under": "owner", "optional": True}]


def test_a_friendly_players_ally_may_deal_its_damage():
    found = powers("When an Orc ally enters play under your control or a friendly player's control, it may deal 2 fire "
                   "damage to target ally.")[0]["triggered"]
    assert found["when"]["subject"]["controller"] == "friendly"
    assert found["effects"] == [{"may": [{"deal_damage": 2, "damage_type": "fire", "source": {"event": "subject"},
                                          "to": {"target": "first"}}]}]


@pytest.mark.parametrize("sentence", [
    "When NAME is destroyed, its owner may put it from his graveyard into his hand.",  # the card itself: enter.py's
    "When a resource is destroyed, its owner may put it from his graveyard into play.",  # no ally
    "When another ally enters play, its owner may put it from his graveyard into play.",  # no destruction
    "When another ally you control is destroyed, its owner may put it from his graveyard on top of his deck.",
    "Ongoing: When attached ally is destroyed, its owner may put it from his graveyard into his hand.",
    "Each friendly player may draw X cards.",
    "When an Orc ally enters play under a friendly player's control, it may deal 2 fire damage to target ally.",
])
def test_near_misses_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


# -- boards: the player the text names says no -------------------------------------------------------------------------

def players(alice: dict, bob: dict | None = None) -> list:
    return [{"name": "Alice", "hero": {"card": HEROES["Alice"]}, **alice},
            {"name": "Bob", "hero": {"card": HEROES["Bob"]}, **(bob or {})}]


def test_mining_monkey_draws_nothing_when_alice_declines(tmp_path):
    card = BY_NAME["Mining Monkey"]
    setup = {"turn_player": "Alice", "players": players(
        {"hand": [{"card": card.name, "id": "it"}], "resources": card.cost, "deck": [{"card": BIG_ALLY, "id": "top"}]},
        {"deck": [{"card": BIG_ALLY, "id": "bob-top"}]})}
    script = [{"play": "it", "by": "Alice"}, {"choose": "no", "by": "Alice"}]
    expect = {"cards": {"it": {"zone": "play"}, "top": {"zone": "deck"}, "bob-top": {"zone": "deck"}},
              "players": {"Alice": {"hand": 0}, "Bob": {"hand": 0}}}
    assert_plays(card, setup, script, expect, tmp_path)


def test_soulstone_leaves_the_ally_when_its_owner_declines(tmp_path):
    card = BY_NAME["Soulstone"]
    setup = {"turn_player": "Alice", "players": players(
        {"hand": [{"card": card.name, "id": "it"}, {"card": "Generic Instant Destroy", "id": "destroy"}], "resources": 6},
        {"play": [{"card": BIG_ALLY, "id": "bob-big"}]})}
    script = [{"play": "it", "by": "Alice", "targets": {"host": "bob-big"}},
              {"play": "destroy", "by": "Alice", "targets": {"first": "bob-big"}, "when": "chain-empty"},
              {"choose": "no", "by": "Bob"}]
    expect = {"cards": {"bob-big": {"zone": "graveyard"}, "it": {"zone": "graveyard"}}}
    assert_plays(card, setup, script, expect, tmp_path)


def test_anchorite_ceyla_leaves_the_ally_when_its_owner_declines(tmp_path):
    card = BY_NAME["Anchorite Ceyla"]
    setup = {"turn_player": "Alice", "players": players(
        {"play": [{"card": card.name, "id": "it"}, {"card": BIG_ALLY, "id": "gone"}],
         "hand": [{"card": "Generic Instant Destroy", "id": "destroy"}], "resources": 2})}
    script = [{"play": "destroy", "by": "Alice", "targets": {"first": "gone"}}, {"end_turn": True, "by": "Alice"},
              {"choose": "no", "by": "Alice"}]
    expect = {"cards": {"gone": {"zone": "graveyard"}, "it": {"zone": "play"}}}
    assert_plays(card, setup, script, expect, tmp_path)


# -- 'during your turn' and 'at end of turn' (shapes/owner_may.py): an ally destroyed on Bob's turn doesn't trigger Corpse
# Run (your_turn, 500.1), so nothing waits for the turn's end and the ally stays in Alice's graveyard

def test_corpse_run_ignores_an_ally_destroyed_on_an_opponents_turn(tmp_path):
    card = BY_NAME["Corpse Run"]
    setup = {"turn_player": "Bob", "players": players(
        {"play": [{"card": card.name, "id": "it"}, {"card": BIG_ALLY, "id": "gone"}]},
        {"hand": [{"card": "Generic Instant Destroy", "id": "destroy"}], "resources": 2})}
    script = [{"play": "destroy", "by": "Bob", "targets": {"first": "gone"}}, {"end_turn": True, "by": "Bob"}]
    expect = {"cards": {"gone": {"zone": "graveyard"}, "it": {"zone": "play"}}, "players": {"Alice": {"hand": 0}}}
    assert_plays(card, setup, script, expect, tmp_path)


def test_a_destroyed_ally_waits_for_the_end_of_turn():
    found = pool_shapes.piece("Ongoing: When a Gnome ally in your party is destroyed during your turn, you may put it from "
                              "its owner's graveyard into his hand at end of turn.")
    power = found.parts["ongoing_power"]["triggered"]
    assert power["your_turn"] is True
    assert power["effects"] == [{"create_trigger": {"when": {"event": "turn-ends"}, "once": True, "effects": [
        {"may": [{"put_into_hand": MOVED}]}]}, "duration": "game"}]


@pytest.mark.parametrize("sentence", [
    "When an ally you control is destroyed, you may put it from its owner's graveyard into play.",  # under whose control?
    "When an ally you control is destroyed, you may put it from its owner's graveyard into his hand at the end of the "
    "next turn.",
    "When an ally you control is destroyed during an opponent's turn, you may put it from its owner's graveyard into his "
    "hand.",
    "When an ally you control is destroyed during your turn, put it from its owner's graveyard into his hand.",  # no 'may'
])
def test_other_forms_are_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


# -- 'put it into play, and it's also an Undead' (shapes/owner_may.py BACK_AS): the destroyed ally back under the link's
# controller's control (710.1), a modifier with no duration giving the card put into play this way the race (714.3)

@pytest.mark.parametrize("words", ["put it into play, and it's also an Orc", "put it into play and its also Orc"])
def test_a_destroyed_ally_back_with_a_race_besides(words):
    found = powers(f"When a non-Orc ally you control is destroyed, {words}.")[0]["triggered"]
    assert found["effects"] == [{"put_into_play": MOVED}, {"create_continuous": {
        "affects": {"put_this_way": True}, "gain_traits": ["Orc"]}, "duration": "game"}]


@pytest.mark.parametrize("sentence", [
    "When NAME is destroyed, put it into play, and it's also an Orc.",  # the card itself
    "When a non-Orc ally you control is destroyed, put it into play, and it's also an orc.",  # no race's capital
    "When a non-Orc ally you control enters play, put it into play, and it's also an Orc.",
])
def test_a_race_besides_near_misses(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


# -- "Attached hero's controller may draw a card." after an ongoing power dealing damage to the host (shapes/
# host_follows.py): the host's controller (Bob) chooses (709.2b); declining, he draws nothing more than his draw step's card

def test_the_hosts_controller_may_draw_after_the_damage():
    from shape_cards import encode
    card = encode(["Attach to target hero.", "Ongoing: At the start of your turn, your hero deals 2 nature damage to "
                   "attached hero. Attached hero's controller may draw a card."])
    assert card["powers"][0]["triggered"]["effects"][1] == {"draw": 1, "player": {"controller_of": {"host": True}},
                                                            "optional": True}


@pytest.mark.parametrize("text", [
    ["Attach to target hero.", "Ongoing: Attached hero's controller may draw a card."],  # no power before it
    ["Attach to target hero.", "Ongoing: At the start of your turn, your hero deals 2 nature damage to target opposing "
     "ally. Attached hero's controller may draw a card."],  # damage not to the host
])
def test_the_hosts_controller_may_draw_only_after_damage_to_the_host(text):
    from shape_cards import encode
    with pytest.raises(Unrecognised):
        encode(text)


def test_gushing_wound_draws_nothing_when_bob_declines(tmp_path):
    card = BY_NAME["Gushing Wound"]
    setup = {"turn_player": "Alice", "players": players(
        {"hand": [{"card": card.name, "id": "it"}], "resources": card.cost,
         "deck": [{"card": BIG_ALLY, "id": f"alice-deck-{i}"} for i in range(2)]},
        {"deck": [{"card": BIG_ALLY, "id": f"bob-deck-{i}"} for i in range(2)]})}
    script = [{"play": "it", "by": "Alice", "targets": {"host": "bob-hero"}}, {"end_turn": True, "by": "Alice"},
              {"end_turn": True, "by": "Bob"}, {"choose": "no", "by": "Bob"}]
    expect = {"cards": {"bob-hero": {"damage": 3}, "bob-deck-1": {"zone": "deck"}},
              "players": {"Bob": {"hand": 1}}}
    assert_plays(card, setup, script, expect, tmp_path)
