"""The characteristics cache (engine/characteristics.compute_views, engine/board_key): views are
computed once per change of the board, and a cached view is always what a fresh computation
gives. With CHECK_CACHE on, every view taken from the cache is compared with a fresh one, at
every question of every step: of every scenario of the corpus and of random-play games."""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.cards.library import default_library
from adjudicator.engine import characteristics
from adjudicator.engine.characteristics import compute_views, fresh_views, view_facts
from adjudicator.randomplay import games
from adjudicator.randomplay.boards import Pools
from adjudicator.replay import replay
from adjudicator.rules import load_index
from adjudicator.scenarios_cli import scenario_files
from adjudicator.engine.state import Modifier

ROOT = Path(__file__).resolve().parents[1]
CORPUS = scenario_files([str(ROOT / "scenarios")])


@pytest.fixture
def checked(monkeypatch):
    monkeypatch.setattr(characteristics, "CHECK_CACHE", True)


def facts(views) -> dict:
    return {oid: view_facts(v) for oid, v in views.items()}


def test_every_cached_view_of_the_corpus_equals_a_fresh_one(checked):
    assert len(CORPUS) > 400
    for path in CORPUS:
        replay(path)  # check_cached raises AssertionError on the first stale view


def play_random_games(seed: int, budget: int, count: int = 3) -> None:
    """A few random-play games, each keeping every invariant (and whatever check a test has set)."""
    library = default_library()
    pools, known = Pools.of(library), {r.number for r in load_index()}
    for index in range(count):
        outcome = games.play_game(seed, index, budget, library, pools, known)
        assert outcome.failure is None, outcome.failure


def test_every_cached_view_of_random_play_equals_a_fresh_one(checked):
    play_random_games(23, 120)


def _board():
    run = replay(next(p for p in CORPUS if p.stem.startswith("E001")))
    return run.game.state


def test_a_change_in_place_is_seen(checked):
    state = _board()
    card = next(c for c in state.in_play() if c.definition.type in ("ally", "hero"))
    before = compute_views(state)
    card.damage += 1  # a field set
    assert compute_views(state)[card.oid].damage == before[card.oid].damage + 1
    card.counters["test"] = 1  # a dict changed in place (404.1)
    assert facts(compute_views(state)) == facts(fresh_views(state))
    assert compute_views(state) is not compute_views(state)  # each caller its own dict


def test_a_stale_cache_is_caught(checked, monkeypatch):
    """The check can fail: with a key that never changes, a changed board is served stale views."""
    state = _board()
    monkeypatch.setattr(characteristics, "board_key", lambda s: ())
    compute_views(state)
    next(c for c in state.in_play() if c.definition.type in ("ally", "hero")).damage += 1
    with pytest.raises(AssertionError, match="cached views differ"):
        compute_views(state)


def test_the_board_key_counts_every_container_a_card_has():
    """board_key counts a card's fields by Card.__setattr__ (state.card_writes), and its dicts
    changed in place by state.Noted, which counts each change: a new container field on Card
    must be Noted too; a plain dict set on one of those fields becomes a Noted one."""
    from dataclasses import fields

    from adjudicator.engine.state import NOTED, Card, Noted, card_writes
    containers = {f.name for f in fields(Card) if f.default_factory in (dict, Noted, list, set)} - {"namesakes"}
    assert containers == NOTED and all(f.default_factory is Noted for f in fields(Card) if f.name in NOTED)
    card = next(iter(_board().cards.values()))
    card.chosen = {"a": "b"}
    assert type(card.chosen) is Noted and card.chosen == {"a": "b"}
    for change in (lambda d: d.__setitem__("x", 1), lambda d: d.pop("x"), lambda d: d.update(y=2),
                   lambda d: d.setdefault("z", 3), lambda d: d.__delitem__("y"), lambda d: d.clear()):
        before = card_writes()
        change(card.counters)
        assert card_writes() > before


def test_a_modifier_changed_is_seen(checked):
    """A modifier's fields are counted as writes (Modifier.__setattr__), its used_in and targets
    read by their contents: a change to either is a new board key."""
    from adjudicator.engine.board_key import board_key
    run = replay(next(p for p in CORPUS if p.stem.startswith("E001")))
    state = run.game.state
    card = next(iter(state.cards.values()))
    state.modifiers.append(Modifier(state.new_mid(), None, card.controller, card, {}, 0, None, state.turn))
    key = board_key(state)
    state.modifiers[-1].uses_left = 1
    assert board_key(state) != key
    key = board_key(state)
    state.modifiers[-1].used_in.add(7)
    assert board_key(state) != key
    key = board_key(state)
    state.modifiers[-1].targets["x"] = card
    assert board_key(state) != key


def test_views_are_kept_through_a_trial_and_are_those_of_the_board_put_back(monkeypatch):
    """legal.trying keeps the board's views through a trial (characteristics.views_kept) and caches
    them again once the board is put back: the next question is a hit, and its views are what a
    fresh computation gives; a trial that changed the board had views of its own."""
    from adjudicator.engine import legal
    run = replay(next(p for p in CORPUS if p.stem.startswith("E001")))
    game, state = run.game, run.game.state
    card = next(c for c in state.in_play() if c.definition.type in ("ally", "hero"))
    before = facts(compute_views(state))
    with legal.trying(game):
        card.damage += 1
        assert compute_views(state)[card.oid].damage == before[card.oid][9] + 1
    computed = []
    monkeypatch.setattr(characteristics, "fresh_views", lambda s: computed.append(s) or fresh_views(s))
    assert facts(compute_views(state)) == before == facts(fresh_views(state))
    assert not computed  # a hit: the views kept through the trial
    card.damage += 1  # a change after the trial is seen
    assert compute_views(state)[card.oid].damage == before[card.oid][9] + 1 and computed
