"""Trials without copying the game (engine/rollback.py, legal.trying; issue 23): an action or
pre-priority processing is tried on the game itself and undone. With rollback.CHECK on, every
undo is checked against a deep fingerprint of everything reachable from the game, taken before
the trial: through random-play games (every candidate action and every pre-priority check) and
through the legal options at every prompt of corpus scenarios."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from adjudicator.engine import legal, legal_trials, rollback
from adjudicator.engine.agents import Agent
from adjudicator.formats.scenario import Attack
from adjudicator.replay import replay
from adjudicator.scenarios_cli import scenario_files
from test_views_cache import play_random_games

ROOT = Path(__file__).resolve().parents[1]
CORPUS = scenario_files([str(ROOT / "scenarios")])


@pytest.fixture
def checked(monkeypatch):
    monkeypatch.setattr(rollback, "CHECK", True)


def test_random_play_trials_leave_the_game_as_it_was(checked):
    play_random_games(5, 150)


# A sample of the corpus, evenly spaced and bounded as it grows: what the two tests below mean is "at
# every prompt of a sample" (the whole corpus is `check scenarios`'), and their cost is in the trials
# (rollback.CHECK fingerprints the whole game before and after each), not in the replays. 120 scenarios:
# about as many as CORPUS[::12] gave when they were written (~1,300 scenarios; 151 of 1,810 now).
SIZE = 120
SAMPLE = [CORPUS[i * len(CORPUS) // SIZE] for i in range(min(SIZE, len(CORPUS)))]


@dataclass
class Sampled:
    """What one replay of the sample with rollback.CHECK on saw at its prompts: the number of options
    listed at each prompt, the candidates refused before their first step (each compared there with
    its full trial), and the scenarios that did not pass."""

    asked: list[int] = field(default_factory=list)
    compared: list = field(default_factory=list)
    failed: list[Path] = field(default_factory=list)


@pytest.fixture(scope="module")
def sampled() -> Sampled:
    """The sample replayed once for both tests below: at every prompt, every option is tried
    (legal.options), then every candidate an early check refuses is tried in full
    (test_a_refusal_before_the_first_step_is_the_one_the_trial_gives); each trial is undone
    completely (rollback.CHECK), so the one doesn't see the other's trials."""
    from adjudicator.engine import game as game_module
    from adjudicator.engine.decisions import PRIORITY, IllegalAction
    seen = Sampled()
    ask = game_module.Game.ask

    def listing_and_comparing(self, prompt):
        seen.asked.append(len(legal.options(self, prompt)))
        if prompt.kind == PRIORITY:
            for data in legal._priority_candidates(self, prompt):
                entry = legal.parse_entry(data)
                if not isinstance(entry, legal_trials.CHECKED_BEFORE_ANNOUNCING):
                    continue
                early = legal_trials.refusal_before_announcing(self, entry)
                if early is not None:
                    with pytest.raises(IllegalAction) as tried:
                        with legal.trying(self):
                            self.perform_action(entry)
                    assert (tried.value.rule, str(tried.value)) == (early.rule, str(early))
                    seen.compared.append(entry)
        return ask(self, prompt)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(rollback, "CHECK", True)
        patch.setattr(game_module.Game, "ask", listing_and_comparing)
        seen.failed = [path for path in SAMPLE if not replay(path).passed]
    return seen


def test_listing_the_options_leaves_the_game_as_it_was(sampled):
    """At every prompt of a sample of the corpus, every option is tried (legal.options); each
    trial is undone completely, and the game then goes on to the same end as without the listing."""
    assert sampled.failed == [] and len(SAMPLE) == min(SIZE, len(CORPUS))
    assert sum(sampled.asked) > 100


def test_the_check_catches_what_an_undo_log_misses(checked, monkeypatch):
    """The check can fail: an undo log that undoes no card write (a journal that recorded nothing)
    leaves a tried action's changes behind."""
    run = replay(next(p for p in CORPUS if p.stem.startswith("E001")))
    game = run.game
    card = next(c for c in game.state.in_play() if c.definition.type in ("ally", "hero"))
    close = rollback.journal_close
    monkeypatch.setattr(rollback, "journal_close", lambda mark: close(mark) and [])
    with pytest.raises(AssertionError, match="did not put back"):
        with legal.trying(game):
            card.damage += 1


def test_card_writes_are_undone_from_the_journal_even_in_a_trial_inside_a_trial(checked):
    """A card's fields and its own dicts (state.Noted) are journalled, not saved: a trial inside a
    trial undoes its own writes, the outer one the rest; a field the card had no value for is gone
    again."""
    run = replay(next(p for p in CORPUS if p.stem.startswith("E001")))
    game = run.game
    card = next(c for c in game.state.in_play() if c.definition.type in ("ally", "hero"))
    damage, counters = card.damage, dict(card.counters)
    with legal.trying(game):
        card.damage += 1
        card.counters["test"] = 1
        with legal.trying(game):
            card.damage += 5
            card.counters.clear()
            card.extra = "a field it never had"
        assert card.damage == damage + 1 and card.counters == {**counters, "test": 1} and not hasattr(card, "extra")
        card.chosen = {"x": "y"}
    assert card.damage == damage and card.counters == counters and "x" not in card.chosen


def test_a_trial_answers_decisions_by_a_probe_and_puts_the_game_s_own_fields_back():
    run = replay(next(p for p in CORPUS if p.stem.startswith("E001")))
    game = run.game
    agents, trace, log, marks = game.agents, game.trace, game.log, game.marks
    steps = len(trace.steps)
    with legal.trying(game) as tried:
        assert tried is game and isinstance(next(iter(game.agents.values())), Agent)
        assert game.agents is not agents and game.trace is not trace and game.log == [] and game.marks == {}
        game.trace.add("a step said in the trial", "101.1")
    assert (game.agents, game.trace, game.log, game.marks) == (agents, trace, log, marks)
    assert len(game.trace.steps) == steps


# -- speed-legal --
def test_a_refusal_before_the_first_step_is_the_one_the_trial_gives(sampled):
    """A card played, a power used or a quest completed is first tried without an undo log, up to
    its first step, and a combat proposed by its checks alone (legal_trials.refusal_before_announcing):
    at every priority prompt of a sample of the corpus, each such candidate it refuses is refused by
    the full trial with the same rule and words, and the game is left as it was (rollback.CHECK
    compares a deep fingerprint); proposals are among them. (The comparing is done by the fixture
    ``sampled``, in the same replay of the sample as the listing of the options.)"""
    assert sampled.failed == []
    assert len(sampled.compared) > 50 and any(isinstance(e, Attack) for e in sampled.compared)


def test_a_check_that_changes_a_card_before_the_first_step_is_caught(monkeypatch):
    """The checks before an action's first step must change nothing: one that writes a card is an
    error, even without rollback.CHECK (a count of card writes)."""
    from adjudicator.engine import chain
    from adjudicator.engine.decisions import IllegalAction
    game = next(g for g in (replay(p).game for p in CORPUS) if any(c.zone == "hand" for c in g.state.cards.values()))
    card = next(c for c in game.state.in_play() if c.definition.type in ("ally", "hero"))
    in_hand = next(c for c in game.state.cards.values() if c.zone == "hand")

    def writing(*args):
        card.damage += 1
        raise IllegalAction("409.1", "refused after a write")
    monkeypatch.setattr(chain, "check_timing", writing)
    with pytest.raises(AssertionError, match="before its first step changed the game"):
        legal_trials.refusal_before_announcing(game, legal.parse_entry({"play": in_hand.label, "by": in_hand.owner}))
