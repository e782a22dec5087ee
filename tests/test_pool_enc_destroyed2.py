"""enc-destroyed2: the pool cards of tools/shapes/gone_may.py played on small boards of their own (beside the harness of
tests/test_encode_pool.py): Aurius watches Paladins of its controller's side only, the destroyed Paladin deals the
damage as it last was in play (709.2d), and the controller of the power may decline it (708.3)."""
from __future__ import annotations

import pytest

from test_encode_pool import HEROES, card_named, run
from adjudicator.yamlio import SourceError

PALADIN = "Anika Berlyn"  # a Human Paladin ally, 6 health, no power of its own
PLAIN = "Generic One-Two Ally"  # no race or class


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


# -- Colossus Smash (tools/shapes/whenever.py): 'Whenever an ally you control with 5 or more ATK is destroyed' --
FOUR_ATK = "Asoren Darksnout"  # 4 ATK, 5 health, no power of its own
RUNE = "Generic Hardening Rune"  # a +1 ATK / +1 health counter on a target ally


def smash_board(rune: bool, answer: str | None) -> dict:
    """Colossus Smash in play for Alice, her 4-ATK ally (with a +1 ATK counter first if ``rune``) destroyed by her own
    ability; Bob's weapon the target if the power triggers."""
    hand = [{"card": "Generic Instant Destroy", "id": "destroy"}] + ([{"card": RUNE, "id": "rune"}] if rune else [])
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "resources": 3, "hand": hand,
             "play": [{"card": "Colossus Smash", "id": "smash"}, {"card": FOUR_ATK, "id": "victim"}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "play": [{"card": "Generic Shortsword", "id": "sword"}]}
    script = [{"play": "rune", "by": "Alice", "targets": {"first": "victim"}}] if rune else []
    script += [{"play": "destroy", "by": "Alice", "targets": {"first": "victim"}, "when": "chain-empty"}]
    if answer is not None:
        script += [{"choose": "sword", "by": "Alice"}, {"choose": answer, "by": "Alice"}]
    return {"setup": {"turn_player": "Alice", "players": [alice, bob]}, "script": script,
            "expect": {"cards": {"victim": {"zone": "graveyard"}, "smash": {"zone": "play"}}}}


def test_an_ally_of_four_atk_triggers_nothing(tmp_path):
    card = card_named("Colossus Smash")
    data = smash_board(False, None)
    data["expect"]["cards"]["sword"] = {"zone": "play"}
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches
    data["script"] += [{"choose": "sword", "by": "Alice"}, {"choose": "yes", "by": "Alice"}]
    with pytest.raises(SourceError, match="never used"):
        run(card, data, tmp_path)


def test_its_atk_is_judged_as_it_last_was(tmp_path):
    """A +1 ATK counter makes the ally 5 ATK: destroyed, it is looked back on with 5 (703.4), and the weapon goes."""
    card = card_named("Colossus Smash")
    data = smash_board(True, "yes")
    data["expect"]["cards"]["sword"] = {"zone": "graveyard"}
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches
    data["expect"]["cards"]["sword"] = {"zone": "play"}  # a changed expectation fails
    assert not run(card, data, tmp_path).passed
    declined = smash_board(True, "no")
    declined["expect"]["cards"]["sword"] = {"zone": "play"}
    got = run(card, declined, tmp_path)
    assert got.passed, got.mismatches


# -- Soulshatter (tools/shapes/attackers_party.py): the party of the ally Alice's hero defends against --
def shatter_board(defender: str) -> dict:
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]},
             "play": [{"card": "Soulshatter", "id": "shatter"}, {"card": PALADIN, "id": "alice-ally"}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]},
           "play": [{"card": PALADIN, "id": "bob-attacker"}, {"card": PLAIN, "id": "bob-other"}]}
    return {"setup": {"turn_player": "Bob", "players": [alice, bob]},
            "script": [{"attack": "bob-attacker", "defender": defender, "by": "Bob"}]}


def test_the_attackers_party_is_exhausted_not_alices(tmp_path):
    card = card_named("Soulshatter")
    data = shatter_board("alice-hero")
    data["expect"] = {"cards": {"bob-other": {"exhausted": True}, "alice-ally": {"exhausted": False},
                                "alice-hero": {"damage": 5}}}
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches
    data["expect"]["cards"]["bob-other"] = {"exhausted": False}  # a changed expectation fails
    assert not run(card, data, tmp_path).passed


def test_an_attack_on_an_ally_is_no_defence_of_the_hero(tmp_path):
    card = card_named("Soulshatter")
    data = shatter_board("alice-ally")
    data["expect"] = {"cards": {"bob-other": {"exhausted": False}, "alice-ally": {"damage": 5}}}
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches
