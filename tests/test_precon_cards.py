"""The pieces the preconstructed decks' cards needed (issue 19 part 5): a selector on a card's current
ATK (205.1) and where it is refused (719.1), a "can't … unless you control …" prohibition (103.2),
counters for each of an event's amount (703), and a quest that enters play exhausted when placed
face up (412.1a, 710.1b), read by the pool encoder. The games themselves are scenarios G380–G385."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

from adjudicator.cardbook import words
from adjudicator.cards.library import default_library
from adjudicator.cards.model import Prohibition, PutCounters, Selector, Stat, reads_current_atk

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import pool_shapes  # noqa: E402
from shapes.base import Unrecognised  # noqa: E402

SETS = {"s": {"name": "A Set", "kind": "set"}}
QUEST = {"id": "x", "name": "Stand-in Quest", "type": "quest", "printings": [["s", "7", "Common"]]}
BIG = {"kind": "ally", "controller": "you", "atk_at_least": 6}


def test_a_selector_may_ask_a_cards_current_atk():
    sel = Selector(**BIG)
    assert sel.atk_at_least == 6 and reads_current_atk(sel)
    assert reads_current_atk([None, Selector(kind="ally", not_=Selector(atk_at_least=2))])
    assert not reads_current_atk(Selector(kind="ally", cost_at_least=6))


@pytest.mark.parametrize("build", [
    lambda: Stat(affects={"this": True}, strike_cost=-6, atk=1, while_exists=[BIG]),  # more than a cost change
    lambda: Stat(affects={"this": True}, while_exists=[BIG], gain_keywords=["Ferocity"]),
    lambda: Stat(affects={"kind": "ally", "controller": "you"}, play_cost=-1, while_=BIG),  # a per-card while
    lambda: Stat(affects=BIG, atk=1),
    lambda: Selector(kind="weapon", attached_to=BIG),
    lambda: Prohibition(cannot="attack", affects={"this": True}, unless_outnumbered={"kind": "ally",
                                                                                     "atk_at_least": 6}),
])
def test_current_atk_is_refused_where_cards_are_read_as_printed(build):
    with pytest.raises(ValidationError, match="atk_at_least"):
        build()


def test_the_readings_say_what_the_cards_do():
    throk = Prohibition(cannot="attack", affects={"this": True},
                        unless_exists={**BIG, "other": True})
    assert words.prohibition(throk, "Throk") == \
        "Throk can't attack unless there is another ally with 6 or more ATK you control"
    counters = PutCounters(put_counters="that-much", atk=1)
    assert words.EFFECTS["PutCounters"](counters, "Sulfuras") == \
        "put a +1 ATK counter on Sulfuras for each of that much (the amount of the event)"
    assert words.EFFECTS["PutCounters"](PutCounters(put_counters=2, atk=1), "Sulfuras") == \
        "put 2 +1 ATK counters on Sulfuras"


def test_put_counters_takes_a_number_or_that_much_only():
    with pytest.raises(ValidationError):
        PutCounters(put_counters="X", atk=1)
    with pytest.raises(ValidationError):
        PutCounters(put_counters=0, atk=1)


def test_a_quest_that_enters_play_exhausted_is_encoded():
    entry, shapes = pool_shapes.encode(QUEST, SETS, ["Stand-in Quest enters play exhausted.",
                                                     "Pay 2 to complete this quest.", "Reward: Draw a card."])
    assert entry["enters_play"] == {"exhausted": True}
    assert entry["powers"] == [{"reward": {"cost": {"resources": 2}, "effects": [{"draw": 1}]}}]
    assert "a card that enters play exhausted" in shapes


def test_a_quest_entering_exhausted_without_its_completion_is_refused():
    with pytest.raises(Unrecognised):
        pool_shapes.encode(QUEST, SETS, ["Stand-in Quest enters play exhausted.", "Reward: Draw a card."])


def test_the_hogger_cards_written_by_hand_are_in_the_library():
    library = default_library()
    for name in ("Grag'tok", "Throk the Conqueror", "Cleaning House", "Sulfuras, The Extinguished Hand"):
        card = library.get(name)
        assert card is not None and card.powers, name
    throk = library.get("Throk the Conqueror").powers[0].prohibition
    assert throk.unless_exists.atk_at_least == 6 and throk.unless_exists.other


# --- r2-punisher: a power that changes only costs may read current ATK in its 'while' (719.1, 719.2) ---

def test_a_cost_only_power_may_read_current_atk_in_its_while():
    stat = Stat(affects={"this": True}, strike_cost=-6, while_exists=[BIG])
    assert stat.changes_only_costs() and reads_current_atk(stat.while_exists)
    assert Stat(affects={"this": True}, play_cost=-1, while_none=[BIG]).changes_only_costs()
    assert not Stat(affects={"this": True}, strike_cost=-6, atk=1).changes_only_costs()
    assert not Stat(affects={"this": True}, gain_keywords=["Ferocity"]).changes_only_costs()


def test_gurubashi_punisher_is_written_and_no_longer_unwritable():
    library = default_library()
    punisher = library.get("Gurubashi Punisher")
    stat = punisher.powers[0].continuous
    assert (punisher.strike_cost, stat.strike_cost, stat.while_exists[0].atk_at_least) == (6, -6, 6)
    unwritable = (ROOT / "scenarios" / "cards" / "unwritable.yaml").read_text()
    assert "Gurubashi Punisher" not in unwritable
