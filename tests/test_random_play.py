"""Random play (adjudicator/randomplay): games on random legal boards keep every invariant and replay
from their logs; the same seed plays the same games; each invariant can fail; a failure is shrunk
to a small scenario that still shows it. The games are short (a small step budget) so the whole
file stays quick; the big runs are ``adjudicator random-play`` and benchmarks/random_play_speed.py."""
from __future__ import annotations

import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from adjudicator.cards.library import default_library
from adjudicator.engine.decisions import DECISION, PRIORITY, Prompt
from adjudicator.engine.legal import options, parse_entry, why_not
from adjudicator.formats.load import load_scenario
from adjudicator.randomplay import games, invariants
from adjudicator.randomplay.boards import Pools, draw_setup
from adjudicator.randomplay.invariants import Invariants, Violation
from adjudicator.randomplay.shrink import Case, Shrinker, ddmin
from adjudicator.replay import replay
from adjudicator.rules import load_index

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = default_library()
POOLS = Pools.of(LIBRARY)
KNOWN = {r.number for r in load_index()}
BUDGET = 25  # steps before a game winds down: enough for several turns of a small board


def play(seed: int, index: int, budget: int = BUDGET):
    return games.play_game(seed, index, budget, LIBRARY, POOLS, KNOWN)


@pytest.mark.parametrize("seed", range(1, 7))
def test_random_games_keep_every_invariant_and_replay_from_their_logs(seed):
    """50 games a seed, 300 in all: no violation, no crash, and each game saved as a scenario replays
    to the same end state and the same explanation (play_game checks both)."""
    outcomes = [play(seed, i) for i in range(50)]
    failed = [f"{o.name}: {o.failure}" for o in outcomes if o.failure]
    assert not failed, "\n".join(failed)
    assert sum(o.cleaned for o in outcomes) <= 2, "boards should need no pre-priority processing"
    assert max(o.turns for o in outcomes) > 1, "turns go on: the turn player ends the turn"
    assert {o.players for o in outcomes} >= {2, 3}


def test_games_end_in_every_way():
    """Over 80 short games (four seeds, as which boards end in a win shifts when the card library grows:
    at 2,591 pool cards these give 8 wins), some games are won and some run to the step limit."""
    endings = Counter(play(seed, i, 60).ended.split(":")[0].split(" ")[-1] for seed in (4, 6, 8, 10) for i in range(20))
    assert endings["limit"] and (endings["wins"] or endings["win"]), endings


def test_a_saved_game_passes_check_with_the_same_explanation(tmp_path):
    outcome = play(8, 3, 60)
    path = tmp_path / "game.yaml"
    path.write_text(outcome.text, encoding="utf-8")
    run = replay(path, KNOWN)
    assert run.passed and len(run.game.trace.steps) == outcome.steps
    scenario, _ = load_scenario(path)
    assert len(scenario.script) == outcome.answers and scenario.expect.cards


def test_script_entries_are_written_as_pyyaml_s_own_emitter_writes_them():
    """legal.written uses libyaml's emitter where it is built: the same text as PyYAML's Python one,
    for a game's log and for names that need quoting or are not ASCII."""
    import yaml

    from adjudicator.engine.legal import written
    entries = play(8, 3, 60).script + [{"play": "a: b", "by": "Älice", "targets": {"first": "’quoted’ #1"}},
                                       {"choose": "yes", "by": "null"}, {"pass": True, "by": "Bob"}]
    for data in entries:
        assert written(data) == yaml.dump(data, Dumper=yaml.SafeDumper, default_flow_style=True, sort_keys=False,
                                          allow_unicode=True, width=10**6).strip()


def test_the_same_seed_gives_byte_identical_output(tmp_path):
    """Two processes with different hash seeds: the same lines, the same saved games."""
    def run_once(out: Path, hash_seed: str):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        return subprocess.run([sys.executable, "-m", "adjudicator", "random-play", "--games", "6", "--seed", "11",
                               "--max-steps", "40", "--keep", "--out", str(out)],
                              capture_output=True, text=True, cwd=ROOT, env=env)
    first, second = run_once(tmp_path / "a", "1"), run_once(tmp_path / "b", "2")
    assert first.returncode == second.returncode == 0, first.stdout + first.stderr
    assert first.stdout == second.stdout and first.stdout.count("\n") == 7
    files = sorted(p.name for p in (tmp_path / "a" / "games").iterdir())
    assert len(files) == 6
    for name in files:
        assert (tmp_path / "a" / "games" / name).read_bytes() == (tmp_path / "b" / "games" / name).read_bytes()
    checked = subprocess.run([sys.executable, "-m", "adjudicator", "check", str(tmp_path / "a" / "games")],
                             capture_output=True, text=True, cwd=ROOT)
    assert checked.returncode == 0 and "6 passed, 0 failed" in checked.stdout


def test_twice_plays_each_game_again():
    outcome = games.play_game(9, 0, 40, LIBRARY, POOLS, KNOWN, twice=True)
    assert outcome.failure is None


def command(capsys, monkeypatch, *args: str) -> tuple[int, str, str]:
    """``adjudicator random-play ARGS`` run in this process, from the repository's root: the exit code,
    the output and the errors of the command's own function (cli.main; an argument refused by argparse
    exits with 2). The command as a process, hash seeds and all, is run by
    test_the_same_seed_gives_byte_identical_output."""
    from adjudicator.cli import main
    monkeypatch.chdir(ROOT)
    try:
        code = main(["random-play", *args])
    except SystemExit as exc:
        code = exc.code
    done = capsys.readouterr()
    return code, done.out, done.err


def test_bad_input_is_refused(capsys, monkeypatch):
    for args, says in ((["--max-steps", "0"], "--max-steps: '0': give 1 to"), (["--games", "0"], "--games: '0'"),
                       (["--games", "nan"], "not a whole number"), (["--shrink-tries", "-1"], "give 0 to"),
                       (["--check", str(ROOT / "no-such-file.yaml")], "cannot read file")):
        code, _, err = command(capsys, monkeypatch, *args)
        assert code == 2 and says in err, err


@pytest.mark.parametrize("name", ["R102.2-leaving-the-game",
                                  "R102.3-a-player-who-left-gets-no-priority"])  # found by random play, seed 1
def test_check_replays_scenarios_with_the_invariants(name, capsys, monkeypatch):
    path = ROOT / f"scenarios/1-fundamentals/102/{name}.yaml"
    code, out, _ = command(capsys, monkeypatch, "--check", str(path))
    assert code == 0 and "every invariant holds" in out, out


# -- boards --------------------------------------------------------------------------------------
def test_boards_use_only_encoded_cards_and_never_a_master_hero_as_hero():
    unencoded = {c.name for c in LIBRARY if not c.powers_encoded}
    assert unencoded, "the deck staples mark the cards whose powers aren't encoded"
    rng = random.Random(5)
    for _ in range(40):
        setup = draw_setup(rng, POOLS)
        assert 2 <= len(setup["players"]) <= 4
        for p in setup["players"]:
            names = [p["hero"]["card"]] + [c["card"] for z in ("play", "hand", "deck", "graveyard", "resource_row")
                                           for c in p.get(z, [])]
            assert not unencoded & set(names)
            assert not LIBRARY.get(p["hero"]["card"]).master_hero


# -- each invariant can fail ---------------------------------------------------------------------------
def board_game(seed: int = 3, index: int = 1):
    setup, text, _ = games.legal_board(random.Random(f"{seed}/{index}/board"), POOLS, LIBRARY, "t")
    scenario, doc = load_scenario("t.yaml", text, empty_expect=True)  # a board: what it checks is the invariants
    from adjudicator.engine.setup import build_game
    return build_game(scenario, doc, LIBRARY)


def violation(check, game) -> str:
    with pytest.raises(Violation) as found:
        check(game)
    return found.value.invariant


def test_each_invariant_can_fail():
    game = board_game()
    checks = Invariants(game, KNOWN)
    checks.everywhere(game)  # a legal board holds
    invariants.pre_priority_done(game)
    card = next(c for c in game.state.in_play() if c.definition.type == "hero")
    card.damage = -1
    assert violation(invariants.not_negative, game) == "not-negative"
    card.damage = 10_000
    assert violation(invariants.pre_priority_done, game) == "pre-priority"
    card.damage = 0
    card.zone = "chain"
    assert violation(lambda g: invariants.one_zone(g, checks.labels), game) == "one-zone"
    card.zone = "play"
    gone = max(game.state.cards.values(), key=lambda c: c.oid)
    del game.state.cards[gone.oid]
    assert violation(lambda g: invariants.one_zone(g, checks.labels), game) == "one-zone"
    game.trace.add("A step that cites no real rule.", "999.9")
    assert violation(checks.rules_exist, game) == "rules-exist"
    game.state.players[0].lost = True
    prompt = Prompt(PRIORITY, game.state.players[0].name, "410.1", "someone has priority")
    assert violation(lambda g: checks.players_in_game(g, prompt), game) == "players-in-game"


# -- shrinking -----------------------------------------------------------------------------------------
def test_ddmin_finds_a_smallest_failing_part():
    assert ddmin(list(range(20)), lambda part: {3, 11} <= set(part)) == [3, 11]
    assert ddmin(list(range(5)), lambda part: True) == []


def cards(case: Case) -> int:
    return sum(len(p.get(zone, [])) for p in case.setup["players"]
               for zone in ("play", "hand", "deck", "graveyard", "resource_row"))


def test_a_failure_is_shrunk_to_a_small_scenario_that_still_shows_it(monkeypatch, tmp_path):
    """An invariant made up for the test (never two links on the chain) fails in some game; the
    shrunk scenario is much smaller and still fails it; random-play writes it with its name."""
    real = invariants.not_negative

    def strict(game):
        real(game)
        if len(game.state.chain) >= 2:
            raise Violation("one-link", f"the chain holds {len(game.state.chain)} links")
    monkeypatch.setattr(invariants, "not_negative", strict)
    # a game whose script has steps to shrink (which game fails first depends on the card library)
    outcome = next(o for o in (play(12, i, 120) for i in range(30)) if o.failure and len(o.script) >= 2)
    assert outcome.failure.invariant == "one-link" and outcome.script
    whole = Case(outcome.setup, outcome.script)
    small = Shrinker(outcome.name, outcome.failure, LIBRARY, KNOWN).shrink(whole)
    assert cards(small) < cards(whole) / 2 and 1 <= len(small.script) <= len(whole.script)  # one step can be enough
    text = games.scenario_text(outcome.name, small.setup, small.script)
    found, _ = games.reproduce("small.yaml", text, LIBRARY, KNOWN)
    assert found is not None and found.signature == outcome.failure.signature
    from adjudicator.output import MARKER, OutputFolder
    from adjudicator.randomplay.cli import write_failure
    said = write_failure(outcome, OutputFolder(tmp_path, False), LIBRARY, KNOWN, 40)
    stem = outcome.name.replace("/", "-") + "-one-link"
    assert sorted(p.name for p in tmp_path.iterdir()) == [MARKER, f"{stem}.game.yaml", f"{stem}.yaml"], said
    assert "one-link" in (tmp_path / f"{stem}.yaml").read_text(encoding="utf-8")


def test_a_crash_is_a_failure_with_its_place(monkeypatch):
    from adjudicator.engine import chain
    real, resolved = chain.resolve_top, []

    def broken(game):
        resolved.append(1)
        if len(resolved) == 3:
            raise ZeroDivisionError("a bug planted by the test")
        return real(game)
    monkeypatch.setattr(chain, "resolve_top", broken)
    outcome = next(o for o in (play(13, i, 120) for i in range(30)) if o.failure)
    assert outcome.failure.invariant == "crash" and "a bug planted by the test" in outcome.failure.message
    assert outcome.failure.where.startswith("ZeroDivisionError at game.py:")


# -- declining a decision ----------------------------------------------------------------------------
def test_a_decision_that_may_be_declined_lists_decline_as_an_entry():
    path = ROOT / "scenarios/7-powers-links-modifiers/717/R717.2c-armor-kept-for-a-later-packet.yaml"
    from adjudicator.engine.agents import Agent
    from adjudicator.engine.legal_agents import Paused
    from adjudicator.engine.setup import build_game
    scenario, doc = load_scenario(path)
    game = build_game(scenario, doc)

    class UntilDecision(Agent):
        def respond(self, g, prompt):
            if prompt.kind == DECISION:
                raise Paused(g, prompt, (prompt, options(g, prompt)))
            return g.script.respond(g, prompt)
    agent = UntilDecision()
    game.agents = {name: agent for name in game.agents}
    with pytest.raises(Paused) as paused:
        game.run()
    prompt, listed = paused.value.found
    assert prompt.kind == DECISION
    assert [o.data for o in listed] == [{"choose": "helm", "by": "Alice"}, {"decline": True, "by": "Alice"}]
    assert why_not(game, prompt, parse_entry({"decline": True, "by": "Alice"})) is None


def test_at_rest_agrees_with_trying_pre_priority(monkeypatch):
    """priority.at_rest, which lets the pre-priority invariant skip its trial, reads the game without
    changing it, and wherever it says that processing would do nothing, processing tried on the
    game does nothing: checked at every priority prompt of 40 games, where the trial is always run."""
    from adjudicator.engine import rollback
    from adjudicator.engine.priority import at_rest
    tried = invariants.pre_priority_done
    said: Counter = Counter()

    def both(game):
        before = rollback.fingerprint(game)
        rest = at_rest(game)
        assert rollback.fingerprint(game) == before, "at_rest changed the game"
        quiet = True
        try:
            monkeypatch.setattr(invariants, "at_rest", lambda g: False)  # the trial, always
            tried(game)
        except Violation:
            quiet = False
        finally:
            monkeypatch.setattr(invariants, "at_rest", at_rest)
        assert quiet or not rest, f"at_rest says nothing is to do, yet pre-priority processing does something " \
                                  f"(turn {game.state.turn}, clock {game.state.clock})"
        said[rest] += 1
        if not quiet:
            raise Violation("pre-priority", "processing had something to do")

    monkeypatch.setattr(invariants, "pre_priority_done", both)
    outcomes = [play(seed, i, 60) for seed in (1, 2) for i in range(20)]
    assert not [o.failure for o in outcomes if o.failure]
    assert said[True] > 100, said  # it skips the trials
    game = board_game()
    assert at_rest(game)
    hero = next(c for c in game.state.in_play() if c.definition.type == "hero")
    hero.damage = 10_000  # fatal damage: the first wave destroys the hero (410.6a)
    assert not at_rest(game)


# -- speed-rp --
def test_a_saved_game_that_does_not_replay_the_same_is_caught():
    """The save-replay-compare invariant (games.replays_the_same) catches a saved game whose end
    state, log or explanation is not the game's: each is a failure of the invariant ``replay``."""
    name = "8/3"
    _, board, _, loaded, _ = games.board_drawn(random.Random(f"{name}/board"), POOLS, LIBRARY, name)
    game, failure = games.played(name, board, 60, LIBRARY, KNOWN, False, loaded)
    script, end = [games.entry_data(e) for e in game.log], games.end_state(game)
    assert failure is None and games.replays_the_same(name, games.with_script(board, script, end), game,
                                                      LIBRARY, KNOWN) is None
    turn = next(p.name for p in game.state.players if p.name != end["turn_player"])
    caught = games.replays_the_same(name, games.with_script(board, script, {**end, "turn_player": turn}), game,
                                    LIBRARY, KNOWN)
    assert caught.invariant == "replay" and "another end state" in caught.message
    acted = next(i for i, e in enumerate(script) if not {"pass", "end_turn"} & set(e))  # a log without one of its actions
    caught = games.replays_the_same(name, games.with_script(board, script[:acted] + script[acted + 1:], end), game,
                                    LIBRARY, KNOWN)
    assert caught is not None and caught.invariant == "replay", caught
    game.trace.add("A step that only the game took.", "410.1")
    caught = games.replays_the_same(name, games.with_script(board, script, end), game, LIBRARY, KNOWN)
    assert caught.invariant == "replay" and "explanation differs" in caught.message


# -- speed-rp9 --
def test_a_run_of_games_freezes_what_lives_as_long_as_it_and_collects_the_young_generation_rarely():
    """randomplay.cli.settle_collector: the objects made so far (the library, the pools) are frozen,
    and the youngest generation is collected every cli.YOUNG allocations, not every 700."""
    import gc
    from adjudicator.randomplay import cli
    before = gc.get_threshold()
    try:
        cli.settle_collector()
        assert gc.get_threshold() == (cli.YOUNG, *before[1:]) and gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
