"""Correctness fixes in the card language: fields that some path accepted and ignored are now
honoured or refused, and the readings a judge sees say what the card does."""
from __future__ import annotations

import re

import pytest
from pydantic import ValidationError

from adjudicator.cardbook.words import card_words
from adjudicator.cards.library import default_library
from adjudicator.cards.model import CardDefinition, CreateProhibition, Prohibition
from adjudicator.engine.agents import ScriptAgent
from adjudicator.engine.decisions import IllegalAction
from adjudicator.engine.game import Game
from adjudicator.engine.paying import exhaustable
from adjudicator.engine.prohibitions import in_force
from adjudicator.engine.state import Modifier, Player, State

LIB = default_library()


def game_with(*cards: tuple[str, str, str]) -> Game:
    """A two-player game with each (id, card name, owner) in play."""
    state = State([Player("Alice", "Alice"), Player("Bob", "Bob")], "Alice")
    state.add_card("alice-hero", LIB.get("Generic Alliance Hero"), "Alice", "play")
    state.add_card("bob-hero", LIB.get("Generic Horde Hero"), "Bob", "play")
    for label, name, owner in cards:
        state.add_card(label, LIB.get(name), owner, "play")
    return Game(state, ScriptAgent([], []))


def made_by_alice(game: Game, rule: dict) -> None:
    """A "this turn, … can't …" modifier Alice's link made (712.2), sourced from her hero."""
    state = game.state
    spec = CreateProhibition.model_validate({"create_prohibition": rule, "duration": "this-turn"})
    state.modifiers.append(Modifier(state.new_mid(), spec, "Alice", state.by_label("alice-hero"), {},
                                    state.tick(), None, state.turn))


def test_an_effect_made_cant_lapses_while_its_controller_is_outnumbered():
    """103.2: "unless an opponent controls more allies than you" is read for a link's modifier as for a
    card's power: the controller is the player whose link made it."""
    rule = {"cannot": "attack", "affects": {"kind": "ally"}, "unless_outnumbered": {"kind": "ally"}}
    even = game_with(("a1", "Vesh'ral", "Alice"), ("b1", "Benethor Draigo", "Bob"))
    made_by_alice(even, rule)
    assert len(in_force(even.state, "attack")) == 1
    outnumbered = game_with(("a1", "Vesh'ral", "Alice"), ("b1", "Benethor Draigo", "Bob"),
                            ("b2", "Vaerik Proudhoof", "Bob"))
    made_by_alice(outnumbered, rule)
    assert in_force(outnumbered.state, "attack") == []
    # Alice outnumbering Bob doesn't lift her own "can't": it is her opponents who must have more.
    ahead = game_with(("a1", "Vesh'ral", "Alice"), ("a2", "Vaerik Proudhoof", "Alice"),
                      ("b1", "Benethor Draigo", "Bob"))
    made_by_alice(ahead, rule)
    assert len(in_force(ahead.state, "attack")) == 1


@pytest.mark.parametrize("rule, says", [
    ({"cannot": "attack", "affects": {"this": True}, "by": {"kind": "ability"}}, "by is read only for cannot"),
    ({"cannot": "ready", "affects": {"this": True}, "players": "you"}, "players is read only for cannot"),
    ({"cannot": "be-destroyed", "affects": {"this": True}, "damage_type": "fire"}, "damage_type is read only"),
    ({"cannot": "play", "players": "you", "affects": {"this": True}}, "affects is read only for cannot"),
    ({"cannot": "be-prevented", "affects": {"this": True}}, "affects is read only for cannot"),
    ({"cannot": "strike", "players": "opponent", "cards": "ability"}, "cards is read only for cannot: play"),
    ({"cannot": "attack"}, "cannot: attack needs affects"),
    ({"cannot": "be-prevented"}, "cannot: be-prevented needs damage"),
    ({"cannot": "play", "cards": "ally"}, "cannot: play needs players"),
])
def test_a_prohibition_field_its_kind_never_reads_is_refused(rule, says):
    with pytest.raises(ValidationError, match=says):
        Prohibition.model_validate(rule)


def test_a_prohibition_whose_fields_are_read_loads():
    for rule in ({"cannot": "be-targeted", "affects": {"this": True}, "by": {"kind": "ability"}},
                 {"cannot": "play", "players": "you", "cards": "ability"},
                 {"cannot": "be-prevented", "damage": {"event": "damage"}},
                 {"cannot": "be-dealt-damage", "affects": {"this": True}, "damage_type": "fire"}):
        Prohibition.model_validate(rule)


def test_a_cant_be_exhausted_ally_cant_pay_an_exhaust_cost():
    """103.2, 403.1: Glacial Tomb's ally can't be exhausted, so it can't pay Poisonfire Greatsword's
    "exhaust an ally you control" (the paying code once asked for a kind of "can't" no card has)."""
    game = game_with(("sword", "Poisonfire Greatsword", "Alice"), ("ally", "Vesh'ral", "Alice"))
    state = game.state
    ally = state.by_label("ally")
    state.add_card("tomb", LIB.get("Glacial Tomb"), "Alice", "play", attached_to=ally.oid)
    sword = state.by_label("sword")
    cost = sword.definition.powers[0].payment.cost
    with pytest.raises(IllegalAction, match="can't be exhausted"):
        exhaustable(game, sword, "Alice", cost, None, "the payment")


DIVIDED = {"deal_damage": 3, "damage_type": "fire", "source": {"this": True}, "to": {"target": "first"},
           "divided": True}
SLOT = [{"id": "first", "kind": "character", "count": 3, "up_to": True}]


def card(**more) -> dict:
    return {"name": "Test Card", "text": "(a test card)", "type": "ally", "cost": 1, "atk": 1, "health": 1, **more}


@pytest.mark.parametrize("where", [
    "triggered", "payment", "card",
])
def test_divided_damage_loads_where_a_link_shares_it_out(where):
    """707.1d: a card played (`divide`), a payment power used (`divide`), a triggered effect joining the
    chain (a decision) each share the damage out."""
    if where == "card":
        CardDefinition.model_validate({**card(type="ability"), "targets": SLOT, "effects": [DIVIDED]})
    elif where == "payment":
        CardDefinition.model_validate(card(powers=[{"payment": {"cost": {"resources": 1}, "targets": SLOT,
                                                                "effects": [DIVIDED]}}]))
    else:
        CardDefinition.model_validate(card(powers=[{"triggered": {"when": {"event": "enters-play",
                                                                           "subject": {"this": True}},
                                                                  "targets": SLOT, "effects": [DIVIDED]}}]))


def test_divided_damage_where_no_share_is_chosen_is_refused():
    with pytest.raises(ValidationError, match="no share of it is ever chosen there"):
        CardDefinition.model_validate({**card(type="quest"), "powers": [
            {"reward": {"cost": {"resources": 1}, "targets": SLOT, "effects": [DIVIDED]}}]})
    with pytest.raises(ValidationError, match="two effects of one link divide damage"):
        CardDefinition.model_validate({**card(type="ability"), "targets": SLOT, "effects": [DIVIDED, DIVIDED]})
    with pytest.raises(ValidationError, match="divided damage goes to a target slot"):
        CardDefinition.model_validate({**card(type="ability"), "targets": SLOT,
                                       "effects": [{**DIVIDED, "to": {"target": "first", "kind": "ally"}}]})


@pytest.mark.parametrize("name, says", [
    ("Baxtan, Herald of the Flame", "if there is another Mage hero or ally you control:"),
    ("Lord Jorach Ravenholdt", "exhaust a Rogue hero or ally you control >>>"),
    ("Scholar Krosiss", "while there are at least 7 cards you own in a hand."),
    ("Documenting the Timeways", "for each group of 5 cards you own in a graveyard."),
    ("Obsidian Drakonid", "when a card that is this card or another Black Dragonkin ally you control or another "
                          "Twilight Dragonkin ally you control is destroyed:"),
    ("Toho Bloomhorn", "put that card, now in the graveyard, into its owner's resource row face down, exhausted."),
    ("Penelope's Rose", "Triggered: when a quest you control is completed: you draw a card."),
    ("Bottled Light", "put the target 'first', if it is in a graveyard, into play (targets: target ally you "
                      "control with cost 2 or less in a graveyard ('first'))"),
    ("Ashroot, Ancient of Lore", "deals damage to Ashroot, Ancient of Lore, if it is defending (combat damage):"),
    ("Explosive Trap", "exhaust each hero or ally of the player who controls the target 'first' that is not the "
                       "target 'first'."),
    ("Snake Trap", "as many as the cost of the target 'first'."),
    ("Bolan Earthmend", "when Bolan Earthmend is readied:"),
])
def test_a_real_cards_reading_is_english(name, says):
    """What a judge reads (adjudicator card NAME): a trait before its noun, counted cards in the plural,
    every event named in words, a clause closed by its comma, a target's zone said once."""
    assert says in " ".join(card_words(LIB.get(name)))


def test_no_reading_has_the_old_slips():
    """Every library card's reading, checked for the slips the generator once made."""
    slips = re.compile(r"\b(?:hero|ally|card) an? [A-Z]|\bof (?:card|ally|ability) |a card this card|"
                       r"\bor other |completed \(|, \(|,[.;:)]|\bone the |\ban? (?:an?|the|your) ")
    found = [f"{c.name}: {m.group(0)!r}" for c in LIB for line in card_words(c) for m in [slips.search(line)] if m]
    assert found == []
