"""enc-if13's pool-harness blocks: the cards its reader gained (tools/shapes/destroyed_stat.py), played on boards of
their own (tests/test_encode_pool.py's harness, imported by name), and the card language's checks of the name a
destroy_one gives the card it destroyed (adjudicator/cards/model.py)."""
from __future__ import annotations

import pytest
import yaml
from pydantic import ValidationError

from adjudicator.cards.model import CardDefinition
from test_encode_pool import CARDS, HEROES, envelope, replays


def written(name: str):
    return next(c for c in CARDS if c.name == name)


# -- 'At the start of your turn, you may destroy an ally you control. If you do, your hero deals shadow damage to target
# hero or ally equal to the destroyed ally's cost and heals …' (Grim Harvest) --
# Alice's turn starts with Grim Harvest in play and an ally of hers: the power aims at Bob's hero as it triggers
# (707.1d); she says no: nothing is destroyed, so nothing is dealt or healed (709.2f); yes: the harness's board
# (tests/test_encode_pool.py, turn_start_destroyed).

def harvested(yes: bool) -> str:
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"], "damage": 4},
             "play": [{"card": "Grim Harvest", "id": "harvest"}, {"card": "Anika Berlyn", "id": "ally"}],
             "deck": [{"card": "Anika Berlyn", "id": "alice-draw"}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}}
    script = [{"choose": "bob-hero", "by": "Alice"}, {"choose": "yes" if yes else "no", "by": "Alice"}]
    cost = 6  # Anika Berlyn's printed cost (201.1)
    expect = {"cards": {"ally": {"zone": "graveyard" if yes else "play"}, "bob-hero": {"damage": cost if yes else 0},
                        "alice-hero": {"damage": 0 if yes else 4}}}
    return yaml.safe_dump({**envelope(written("Grim Harvest")),
                           "setup": {"turn_player": "Bob", "players": [alice, bob]},
                           "script": [{"end_turn": True, "by": "Bob"}, *script], "expect": expect}, sort_keys=False)


def test_enc_if13_grim_harvest_does_nothing_unless_alice_destroys(tmp_path):
    replays(harvested(False), tmp_path / "no.yaml")
    replays(harvested(True), tmp_path / "yes.yaml")


# -- the card language: destroy_one's 'as' and the amounts that read it --
BASE = {"name": "Stand-in", "set": "A Set", "number": "1", "type": "ability", "cost": 1, "text": "-"}


def destroying(player: str = "you", named: str = "gone", read: str = "gone") -> dict:
    return {**BASE, "effects": [{"do": {"destroy_one": {"kind": "ally", "controller": "you"}, "player": player,
                                        "as": named},
                                 "if_you_do": [{"draw": {"cost_of": f"chosen:{read}"}}]}]}


def test_enc_if13_a_named_destroyed_card_is_read():
    card = CardDefinition.model_validate(destroying())
    assert card.effects[0].do.as_ == "gone"


@pytest.mark.parametrize("data, words", [
    (destroying(player="each"), "several players"),  # several cards destroyed: no one card to name
    (destroying(read="other"), "names no card"),  # an amount of a name no effect gives
])
def test_enc_if13_a_name_of_no_one_destroyed_card_is_refused(data, words):
    with pytest.raises(ValidationError, match=words):
        CardDefinition.model_validate(data)
