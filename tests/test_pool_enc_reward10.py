"""enc-reward10's readings and pool cards on boards of their own: 'with A, B, or C and cost less than or equal to the
number of …' (shapes/grammar.py: Restitution), and a revealed card's cost bounded by the damage on your hero
(shapes/revealed_bound.py: The Storm King's Vengeance). Sentences are made up in the cards' manner."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
import yaml

from adjudicator.formats.load import load_scenario
from adjudicator.replay import replay_scenario
from test_encode_pool import CARDS, library_for, replays, scenario_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402


def card(name: str):
    return next(c for c in CARDS if c.name == name)


def run_of(text: str, path):
    scenario, doc = load_scenario(path, text=text)
    return replay_scenario(scenario, doc, library_for(text))


# -- 'with A, B, or C and cost …' ---------------------------------------------------------------------------------

def test_three_keywords_are_any_of_them():
    piece = pool_shapes.piece("Destroy target ally with Elusive, Stealth, or Protector.")
    assert piece.parts["target"]["fits"] == {"any": [{"keyword": "Elusive"}, {"keyword": "Stealth"},
                                                     {"keyword": "Protector"}]}


def test_keywords_then_a_counted_cost_bound_joined_by_and():
    piece = pool_shapes.piece("Put target ally with Mend, Assault, or Protector and cost less than or equal to the "
                              "number of allies you control from your graveyard into play.")
    fits = piece.parts["target"]["fits"]
    assert fits["any"] == [{"keyword": "Mend"}, {"keyword": "Assault"}, {"keyword": "Protector"}]
    assert fits["cost_at_most"] == {"count": {"kind": "ally", "controller": "you"}}


@pytest.mark.parametrize("sentence", [
    "Destroy target ally with Elusive, Protector.",  # no 'or': no list
    "Destroy target ally with Elusive, or Protector.",  # a comma before 'or' of two
    "Destroy target ally with Elusive, Elusive, or Protector.",  # one keyword twice
    "Put target ally and cost less than or equal to the number of allies you control from your graveyard into play.",
])
def test_near_misses_stay_refused(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


def test_restitution_refuses_an_ally_without_the_keywords(tmp_path):
    """The generic board's graveyard ally, given none of the three keywords, can't be chosen (706.1)."""
    doc = yaml.safe_load(scenario_text(card("Restitution")))
    alice = doc["setup"]["players"][0]
    chosen = doc["script"][0]["targets"]["first"]
    next(e for e in alice["graveyard"] if e["id"] == chosen)["card"] = "Generic Four-Health Ally"
    doc["script"][0]["rejected"] = "706.1"
    doc["expect"] = {"cards": {chosen: {"zone": "graveyard"}}}
    replays(yaml.safe_dump(doc, sort_keys=False), tmp_path / "no-keyword.yaml")


# -- a revealed card's cost bounded by the damage on your hero ----------------------------------------------------

def test_the_bound_is_the_damage_on_your_hero():
    piece = pool_shapes.piece("Reveal the top four cards of your deck. Put a revealed ally or equipment with cost less "
                              "than or equal to the amount of damage on your hero into your hand and the rest on the "
                              "bottom of your deck.")
    effect = piece.parts["effects"][0](None)
    assert effect == {"reveal_top": 4, "rest": "bottom", "then": [{"to": "hand", "fits": {
        "kinds": ["ally", "equipment"], "cost_at_most": {"total": "damage", "of": {"kind": "hero", "controller": "you"}}}}]}


@pytest.mark.parametrize("sentence", [
    "Reveal the top card of your deck. Put a revealed ally or ability with cost less than or equal to the amount of "
    "damage on your hero into your hand and the rest on the bottom of your deck.",  # one card: no 'rest'
    "Reveal the top three cards of your deck. Put a revealed ally or ally with cost less than or equal to the amount "
    "of damage on your hero into your hand and the rest on the bottom of your deck.",  # a kind twice
    "Reveal the top three cards of your deck. Put a revealed ally or ability with cost less than or equal to the "
    "amount of damage on target hero into your hand and the rest on the bottom of your deck.",  # another hero
])
def test_damage_bound_near_misses(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


def test_storm_kings_vengeance_takes_nothing_with_less_damage(tmp_path):
    """With one damage fewer on Alice's hero than the revealed cards' cost, none fits and none is taken (415.3a): no
    pick is asked for, her hand stays empty and the card the generic board has her take stays in the deck."""
    doc = yaml.safe_load(scenario_text(card("The Storm King's Vengeance")))
    doc["setup"]["players"][0]["hero"]["damage"] -= 1
    picked = doc["script"].pop()["choose"]
    assert not doc["script"][1:]
    doc["expect"] = {"cards": {picked: {"zone": "deck"}}, "players": {"Alice": {"hand": 0}}}
    replays(yaml.safe_dump(doc, sort_keys=False), tmp_path / "less.yaml")


# -- a graveyard card into your hand if its cost is less than a count ------------------------------------------------

def test_the_cost_is_below_the_count_of_the_race_in_your_party():
    piece = pool_shapes.piece("Put target weapon card from your graveyard into hand if its cost is less than the "
                              "number of Gnomes in your party.")
    assert piece.parts["target"] == {"kind": "weapon", "zone": "graveyard", "controller": "you"}
    assert piece.parts["effects"][0]("first") == {
        "if": {"exists": {"target": "first", "zone": "graveyard", "cost_at_most": {
            "count": {"kind": "character", "controller": "you", "trait": "Gnome"}, "plus": -1}}},
        "then": [{"put_into_hand": {"target": "first", "zone": "graveyard"}}]}


@pytest.mark.parametrize("sentence", [
    "Put target weapon card from your graveyard into play if its cost is less than the number of Gnomes in your "
    "party.",  # into play
    "Put target weapon card from your graveyard into hand if its cost is more than the number of Gnomes in your "
    "party.",  # another bound
    "Put target weapon card from your graveyard into hand if its cost is less than the number of Gnomes you "
    "control.",  # not 'in your party'
])
def test_below_near_misses(sentence):
    with pytest.raises(Unrecognised):
        pool_shapes.piece(sentence)


def test_ironforge_leaves_the_card_with_a_count_equal_to_its_cost(tmp_path):
    """One Dwarf fewer (as many as the target's cost): the power is used (its cost paid, 701.1), the target stays in
    the graveyard and the hand stays empty (709.2c)."""
    doc = yaml.safe_load(scenario_text(card("Ironforge"), met=False))
    chosen = doc["script"][0]["targets"]["first"]
    doc["expect"] = {"cards": {"it": {"exhausted": True}, chosen: {"zone": "graveyard"}},
                     "players": {"Alice": {"hand": 0}}}
    replays(yaml.safe_dump(doc, sort_keys=False), tmp_path / "equal.yaml")
