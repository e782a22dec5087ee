"""enc-destroyed2: the pool cards of tools/shapes/gone_may.py played on small boards of their own (beside the harness of
tests/test_encode_pool.py): Aurius watches Paladins of its controller's side only, the destroyed Paladin deals the
damage as it last was in play (709.2d), and the controller of the power may decline it (708.3)."""
from __future__ import annotations

import pytest
import yaml

from test_encode_pool import CARDS, HEROES, LIB, envelope
from adjudicator.cards.library import CardLibrary
from adjudicator.formats.load import load_scenario
from adjudicator.replay import replay_scenario
from adjudicator.yamlio import SourceError

PALADIN = "Anika Berlyn"  # a Human Paladin ally, 6 health, no power of its own
PLAIN = "Generic One-Two Ally"  # no race or class


def card_named(name: str):
    return next(c for c in CARDS if c.name == name)


def run(card, data: dict, tmp_path):
    text = yaml.safe_dump({**envelope(card), **data}, sort_keys=False)
    scenario, doc = load_scenario(tmp_path / "pool-shape.yaml", text=text)
    lib = CardLibrary({**{c.name: c for c in LIB}, card.name: card}, dict(LIB.origin))
    return replay_scenario(scenario, doc, lib)


def destroy_board(victim_card: str | None, victims_side: str, answer: str | None) -> dict:
    """Aurius in Alice's party; Alice's destroy ability at the victim (Aurius itself when ``victim_card`` is None),
    then, if the power triggers, its target (Bob's hero) and her answer to 'may'."""
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "resources": 2,
             "hand": [{"card": "Generic Instant Destroy", "id": "destroy"}], "play": [{"card": "Aurius", "id": "aurius"}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "play": []}
    victim = "aurius"
    if victim_card is not None:
        victim = "victim"
        (alice if victims_side == "Alice" else bob)["play"].append({"card": victim_card, "id": victim})
    script = [{"play": "destroy", "by": "Alice", "targets": {"first": victim}}]
    if answer is not None:
        script += [{"choose": "bob-hero", "by": "Alice"}, {"choose": answer, "by": "Alice"}]
    return {"setup": {"turn_player": "Alice", "players": [alice, bob]}, "script": script,
            "expect": {"cards": {victim: {"zone": "graveyard"}}}}


def test_a_friendly_paladin_destroyed_may_deal_three(tmp_path):
    card = card_named("Aurius")
    data = destroy_board(PALADIN, "Alice", "yes")
    data["expect"]["cards"]["bob-hero"] = {"damage": 3}
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches
    data["expect"]["cards"]["bob-hero"] = {"damage": 2}  # a changed expectation fails
    assert not run(card, data, tmp_path).passed


def test_declined_it_deals_nothing(tmp_path):
    card = card_named("Aurius")
    data = destroy_board(PALADIN, "Alice", "no")
    data["expect"]["cards"]["bob-hero"] = {"damage": 0}
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches


def test_aurius_destroyed_deals_as_it_last_was(tmp_path):
    """Aurius is a Paladin of Alice's side too: its own destruction triggers it, looking back (703.4)."""
    card = card_named("Aurius")
    data = destroy_board(None, "Alice", "yes")
    data["expect"]["cards"]["bob-hero"] = {"damage": 3}
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches


def test_an_opposing_paladin_or_a_friendly_non_paladin_triggers_nothing(tmp_path):
    card = card_named("Aurius")
    for victim, side in ((PALADIN, "Bob"), (PLAIN, "Alice")):
        data = destroy_board(victim, side, None)
        data["expect"]["cards"]["bob-hero"] = {"damage": 0}
        got = run(card, data, tmp_path)
        assert got.passed, (victim, side, got.mismatches)
        data["script"] += [{"choose": "bob-hero", "by": "Alice"}, {"choose": "yes", "by": "Alice"}]
        with pytest.raises(SourceError, match="never used"):  # no trigger: a choice scripted for it is never used
            run(card, data, tmp_path)
