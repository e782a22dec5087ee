"""enc-harness2: pool cards the harness of tests/test_encode_pool.py now plays: an Ongoing ability's lasting cost change
(To Arms!, Expertise of Steel, Muddle), a hero's other side triggered by the damage she deals, by nature damage to
an opposing ally or by combat damage as she defends (Ayaka Winterhoof, Malaxia Wizwhirl, Jumo'zin), played on small boards made from their own
encodings."""
from __future__ import annotations

import pytest
import yaml

from test_encode_pool import CARDS, LIB, scenario_text
from adjudicator.cards.library import CardLibrary
from adjudicator.formats.load import load_scenario
from adjudicator.replay import replay_scenario
from adjudicator.yamlio import SourceError


def named(name: str):
    return next(c for c in CARDS if c.name == name)


def run(card, text: str, tmp_path, powers=None):
    """The scenario replayed with the card as encoded, or with ``powers`` in place of its own."""
    scenario, doc = load_scenario(tmp_path / "pool-shape.yaml", text=text)
    if powers is not None and card.back is not None:  # a two-sided hero: its other side's powers (301.2a)
        card = card.model_copy(update={"back": card.back.model_copy(update={"powers": powers})})
    elif powers is not None:
        card = card.model_copy(update={"powers": powers})
    return replay_scenario(scenario, doc, CardLibrary({**{c.name: c for c in LIB}, card.name: card}, dict(LIB.origin)))


def cost_change(power) -> bool:
    stat = power.continuous
    return stat is not None and (stat.play_cost is not None or stat.strike_cost is not None)


# -- 'Ongoing: … You pay 5 less to strike with Melee weapons.', 'Opponents pay 1 more to play abilities.' (707.1e, 305.2):
# the ability in play changes the cost paid after it: Alice strikes (her second weapon played once her hero has Dual
# Wield, 406.1), or Bob plays an ability on his turn, with just the changed cost; without the change it can't be paid

@pytest.mark.parametrize("name", ["To Arms!", "Expertise of Steel", "Muddle"])
def test_an_ongoing_abilitys_cost_change_is_paid(name, tmp_path):
    card = named(name)
    assert card.type == "ability" and "Ongoing" in card.tags and any(cost_change(p) for p in card.powers)
    text = scenario_text(card)
    assert run(card, text, tmp_path).passed
    unchanged = [p for p in card.powers if not cost_change(p)]
    assert fails(card, text, tmp_path, unchanged)  # unchanged: she can't pay it, or Bob has a resource left


def fails(card, text: str, tmp_path, powers) -> bool:
    """The replay with ``powers`` misses an expectation, or its script can't be followed (a cost not paid, 403.1; a
    choice the power would ask for never asked)."""
    try:
        return not run(card, text, tmp_path, powers).passed
    except SourceError as exc:
        return "can't pay" in str(exc) or "never used" in str(exc)


def test_to_arms_struck_weapon_is_of_the_group():
    text = scenario_text(named("To Arms!"))
    assert "damage: 8" in text and "- play: alice-weapon" in text  # Krol Blade's 3 ATK and To Arms!'s +5


# -- a two-sided hero's other side (301.2a): 'When Ayaka deals 1 or more damage, she heals 1 damage from herself' (she
# strikes Bob's ally, which deals 5 back: 4 left), 'When an opposing ally is dealt [Nature] damage, Malaxia may deal 1
# nature damage to target hero' (Alice's Wrath at Bob's ally: Bob's hero is dealt 1), 'When Jumo'zin is dealt combat
# damage while defending, he deals 1 nature damage to the source of that damage' (Bob's ally attacks her on his turn: it
# is dealt 1); without the power, none

@pytest.mark.parametrize("name, label, seen", [("Ayaka Winterhoof", "it", 4), ("Malaxia Wizwhirl", "bob-hero", 1),
                                               ("Jumo'zin", "bob-ally", 1)])
def test_a_back_triggered_by_damage(name, label, seen, tmp_path):
    card = named(name)
    text = scenario_text(card)
    assert yaml.safe_load(text)["expect"]["cards"][label] == {"damage": seen}
    assert run(card, text, tmp_path).passed
    assert fails(card, text, tmp_path, [])


# -- 'At the start of your turn, if you control an [Arcane] ally, you may draw a card.' (Almia Moonwhisper's other side,
# 703.2): with an arcane ally of hers in play she draws on top of her draw step; with none, only the draw step's card

def test_a_backs_condition_is_decided_on_the_board(tmp_path):
    card = named("Almia Moonwhisper")
    met = scenario_text(card)
    assert yaml.safe_load(met)["expect"]["players"]["Alice"]["hand"] == 2
    assert run(card, met, tmp_path).passed
    unmet = run(card, scenario_text(card, met=False), tmp_path)
    assert [m[0] for m in unmet.mismatches] == [["expect", "players", "Alice", "hand"]]
