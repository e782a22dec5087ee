"""enc-deal9: pool cards of tools/shapes/second_after_damage.py and fatal_count.py on small boards of their own (beside
the harness of tests/test_encode_pool.py and scenarios G1750-G1752): Huntress's second target can't be the defender she
dealt her combat damage to (706.1), and Wild Seeds counts only the allies its damage left with fatal damage (405.2)."""
from __future__ import annotations

import pytest

from test_encode_pool import HEROES, card_named, run
from adjudicator.yamlio import SourceError

BIG = "Anika Berlyn"  # a plain 5/6 ally


def huntress_board(second: str) -> dict:
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "play": [{"card": "Huntress", "id": "huntress"}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]}, "play": [{"card": BIG, "id": "anika"}]}
    script = [{"attack": "huntress", "defender": "bob-hero", "by": "Alice"}, {"choose": second, "by": "Alice"},
              {"choose": "yes", "by": "Alice"}]
    return {"setup": {"turn_player": "Alice", "players": [alice, bob]}, "script": script,
            "expect": {"cards": {"bob-hero": {"damage": 3}, "anika": {"damage": 1}}}}


def test_huntress_second_target_is_another_card(tmp_path):
    card = card_named("Huntress")
    got = run(card, huntress_board("anika"), tmp_path)
    assert got.passed, got.mismatches
    with pytest.raises(SourceError, match="not one of the options"):  # the defender dealt the damage: refused
        run(card, huntress_board("bob-hero"), tmp_path)


def test_wild_seeds_counts_each_ally_dealt_fatal_damage(tmp_path):
    card = card_named("Wild Seeds")
    alice = {"name": "Alice", "hero": {"card": HEROES["Alice"]}, "resources": 3,
             "hand": [{"card": "Wild Seeds", "id": "seeds"}]}
    bob = {"name": "Bob", "hero": {"card": HEROES["Bob"]},
           "play": [{"card": BIG, "id": f"a{i}", "damage": d} for i, d in enumerate((5, 5, 0))]}
    data = {"setup": {"turn_player": "Alice", "players": [alice, bob]},
            "script": [{"play": "seeds", "by": "Alice", "targets": {"first": ["a0", "a1", "a2"]}}],
            "expect": {"in_play": {"Treant": 2}, "cards": {"a0": {"zone": "graveyard"}, "a1": {"zone": "graveyard"},
                                                           "a2": {"damage": 1}}}}
    got = run(card, data, tmp_path)
    assert got.passed, got.mismatches
    data["expect"]["in_play"] = {"Treant": 3}  # a changed expectation fails: the third ally survived
    assert not run(card, data, tmp_path).passed
