"""enc-misc2: the real cards the two-sentence readings encode, checked by name in the generated pool (no printed
sentence is kept here): 'the lowest cost, all if tied' (tools/shapes/lowest_tied.py) read as shapes/lowest_cost.py's
group; the look at a hand whose chosen card is discarded (tools/shapes/look_discard.py); the ability taken and perhaps
moved (tools/shapes/steal_ability.py). Their boards are the pool harness's (tests/test_encode_pool.py) and the
scenarios G1900-G1908."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import pool_shapes  # noqa: E402
from adjudicator.cards.library import default_library  # noqa: E402
from shapes import lowest_tied  # noqa: E402

LOWEST = {"kinds": ["ability", "ally", "equipment"],
          "cost": {"total": "cost", "of": {"kinds": ["ability", "ally", "equipment"]}, "take": "lowest"}}


@pytest.fixture(scope="module")
def lib():
    return default_library()


def dumped(effect) -> dict:
    return effect.model_dump(exclude_defaults=True, by_alias=True)


def test_the_lowest_cost_all_if_tied_is_the_one_sentence_group(lib):
    [destroy] = lib.get("Ransack").effects
    assert dumped(destroy) == {"destroy": LOWEST}
    [power] = [p.triggered for p in lib.get("Girdle of Ruination").powers if p.triggered]
    assert power.when.event == "turn-starts" and [dumped(e) for e in power.effects] == [{"destroy": LOWEST}]


def test_the_tie_sentence_joins_only_the_lowest_cost_destruction():
    assert lowest_tied.joined(["Destroy target ally with the lowest cost.", lowest_tied.TIED]) == [
        "Destroy target ally with the lowest cost.", lowest_tied.TIED]  # a target: not this reading
    assert lowest_tied.joined(["Destroy the ally with the highest cost.", lowest_tied.TIED])[1] == lowest_tied.TIED
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.piece(lowest_tied.TIED)  # alone: what is tied?


def test_the_looks_at_a_hand_name_the_card_chosen(lib):
    fits = {name: dumped(lib.get(name).effects[0]).get("fits") for name in ("Poach", "Purloin", "Pick Lock", "Daze")}
    assert fits == {"Poach": {"kinds": ["ability", "ally", "equipment"], "cost_at_most": 4},
                    "Purloin": {"kinds": ["ability", "equipment"]}, "Pick Lock": {"kinds": ["location", "quest"]},
                    "Daze": None}
    assert dumped(lib.get("Lesson of the Nether").effects[0]) == {"look_at_hand": {"target_player": "first"}}  # remove


def test_an_ability_taken_may_be_moved(lib):
    steal = [dumped(e) for e in lib.get("Spellsteal").effects]
    assert steal[1] == {"may": [{"move_attachment": {"target": "first"}, "if_host": {"kind": "character"},
                                 "to": {"kind": "character"}}]}
    [power] = [p.triggered for p in lib.get("Ethereal Spellfilcher").powers if p.triggered]
    assert [dumped(e) for e in power.effects] == [{"gain_control": {"target": "first"}},
                                                  {"may": [{"move_attachment": {"target": "first"}, "to": {}}]}]
