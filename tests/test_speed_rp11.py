"""speed-rp11 (issue 23): random play's shortcuts give what the slow way gives.

- characteristics.fresh_views starts from the shared printed views of the cards in play
  (printed_in_play) and copies a view only as it changes it: the shared ones stay as printed, the
  views are those computed from views of their own, and a change in place is caught;
- card_parts.may_describe: a selector it passes over is one describe_reading has nothing to say of,
  whichever cards it picked (performers.say_reading then picks none);
- games.board_needs_processing reads priority.at_rest before trying pre-priority processing: its
  answer is the trial's.
"""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from adjudicator.cards.library import default_library
from adjudicator.cards.model import Selector
from adjudicator.engine import characteristics
from adjudicator.engine.card_parts import describe_reading, may_describe
from adjudicator.engine.characteristics import compute_views, fresh_views, printed_in_play, view_facts
from adjudicator.engine.legal import trying
from adjudicator.engine.setup import build_game
from adjudicator.engine.views import View, printed
from adjudicator.formats.load import load_scenario
from adjudicator.randomplay import games
from adjudicator.randomplay.boards import Pools
from adjudicator.replay import replay

ROOT = Path(__file__).resolve().parents[1]
TWO_MODIFIERS = ROOT / "scenarios/7-powers-links-modifiers/718/R718.3-two-modifiers-as-an-ally-enters.yaml"
SHEEP = ROOT / "scenarios/2-card-parts/202/E004-polymorph-adds-sheep.yaml"  # a trait and a type gained (719.2)
LIBRARY = default_library()


@pytest.fixture
def checked(monkeypatch):
    monkeypatch.setattr(characteristics, "CHECK_CACHE", True)


def _own_views(state) -> dict:
    """The views computed the old way: from printed views of their own, each changed in place."""
    own = {c.oid: printed(c) for c in state.in_play()}
    shared = printed_in_play(state)
    try:  # the same computation, on views no other reading shares
        characteristics.printed_in_play = lambda s: [own[c.oid] for c in s.in_play()]
        return fresh_views(state)
    finally:
        characteristics.printed_in_play = printed_in_play
        assert printed_in_play(state) == shared


@pytest.mark.parametrize("path", [TWO_MODIFIERS, SHEEP], ids=["numbers", "gains"])
def test_views_share_the_printed_ones_no_modifier_changes_and_copy_the_rest(checked, path):
    state = replay(path).game.state
    shared = printed_in_play(state)
    views = fresh_views(state)
    copied = [oid for oid, view in views.items() if all(view is not v for v in shared)]
    assert copied and len(copied) < len(views)  # a modifier changed some card, not every card
    for view in shared:  # the shared printed views are still as printed
        assert view_facts(view) == view_facts(printed(view.card))
        assert view.sources == [] and view.dependent == []
    for oid in copied:  # a changed view is the computation's own, with lists of its own
        assert views[oid].sources is not printed_in_play(state)[0].sources
    old = _own_views(state)
    assert {k: view_facts(v) for k, v in views.items()} == {k: view_facts(v) for k, v in old.items()}
    assert {k: view_facts(v) for k, v in compute_views(state).items()} == {k: view_facts(v) for k, v in old.items()}


def test_a_shared_printed_view_changed_in_place_is_caught(checked, monkeypatch):
    """The check can fail: a computation that changed the shared printed views (no copy) is caught
    at the next reading of them (characteristics.per_in_play compares a kept reading with a fresh one)."""
    state = replay(SHEEP).game.state

    def in_place(views: dict, oid: int, mine: set) -> View:
        return views[oid]
    monkeypatch.setattr(characteristics, "_own", in_place)
    fresh_views(state)
    with pytest.raises(AssertionError, match="kept reading of the cards in play differs"):
        printed_in_play(state)


@pytest.mark.parametrize("fields, may", [
    ({}, False), ({"this": True}, False), ({"faction": "Horde"}, False), ({"atk_at_least": 3}, False),
    ({"class_icon": "Mage"}, False), ({"named": "Grizzled Watcher"}, True), ({"cost_at_most": 2}, True),
    ({"tag": "Night Elf"}, True), ({"trait": "Orc"}, True), ({"damage_type": "Fire"}, True),
    ({"not_": {"kind": "ally", "named": "Grizzled Watcher"}}, True), ({"not_": {"kind": "ally", "this": True}}, False),
    ({"any_": [{"kind": "ally"}, {"kind": "ally", "trait": "Orc"}]}, True)])
def test_a_selector_may_be_described_only_if_it_reads_a_name_a_cost_a_tag_or_a_damage_type(fields, may):
    sel = Selector.model_validate({"kind": "ally", **fields})
    assert may_describe(sel) is may
    assert may_describe(sel) is may  # read once per selector, the same answer


def _selectors(value, found: list) -> list:
    """Every Selector in a card definition's model, nested ones included."""
    if isinstance(value, Selector):
        found.append(value)
    if isinstance(value, (list, tuple)):
        for item in value:
            _selectors(item, found)
    elif hasattr(type(value), "model_fields"):
        for name in type(value).model_fields:
            _selectors(getattr(value, name), found)
    return found


def test_no_selector_passed_over_would_have_been_described():
    """For the library's selectors that may_describe passes over, describe_reading says nothing of any
    cards picked: here, one card of each type and of each multi-word tag the library has."""
    cards = [LIBRARY.get(name) for name in sorted(LIBRARY.cards)[::9]]  # a ninth of the library: each card is loaded
    sample = list({(d.type, tuple(d.tags)): d for d in cards}.values())

    class Picked:  # what describe_reading reads of a card picked: its definition and its name
        def __init__(self, d):
            self.definition, self.name = d, d.name
    picked = [Picked(d) for d in sample]
    selectors = [s for d in cards for p in d.powers for s in _selectors(p, [])]
    passed = [s for s in selectors if not may_describe(s)]
    assert passed and len(passed) < len(selectors)
    for sel in passed:
        assert describe_reading(sel, picked) is None


def _drawn_games(count: int):
    pools = Pools.of(LIBRARY)
    for index in range(count):
        rng = random.Random(f"rp11/{index}/board")
        text = games.scenario_text(f"rp11-{index}", pools.draw(rng, index))
        yield build_game(*load_scenario(f"rp11-{index}.yaml", text, empty_expect=True), LIBRARY)


def _tried(game) -> bool:
    with trying(game):
        game.pre_priority()
        return bool(game.trace.steps or game.state.chain)


def test_a_drawn_board_needs_processing_as_the_trial_says():
    answers = []
    for game in _drawn_games(8):
        answers.append(games.board_needs_processing(game))
        assert answers[-1] == _tried(game)
    assert False in answers


def test_printed_views_after_damage_or_exhaustion_alone_are_made_again_only_for_the_cards_changed(checked):
    state = replay(TWO_MODIFIERS).game.state
    before = printed_in_play(state)
    card = next(c for c in state.in_play() if c.definition.type in ("ally", "hero") and not c.exhausted)
    card.exhausted = True  # a write of the damage part alone (board_key.DAMAGE): the roster is as it was
    after = printed_in_play(state)
    assert [view_facts(v) for v in after] == [view_facts(printed(c)) for c in state.in_play()]
    assert [v for v in after if all(v is not w for w in before)] == [v for v in after if v.card is card]
    assert next(v for v in before if v.card is card).exhausted is False  # the old view stays as it was


def test_a_printed_view_not_brought_up_to_date_is_caught(checked, monkeypatch):
    state = replay(TWO_MODIFIERS).game.state
    printed_in_play(state)
    monkeypatch.setattr(characteristics, "_damage_refreshed", lambda views: views)
    next(c for c in state.in_play() if c.definition.type in ("ally", "hero")).damage += 1
    with pytest.raises(AssertionError, match="kept reading of the cards in play differs"):
        printed_in_play(state)
