"""Players as agents (engine/agents.py) and their legal options (engine/legal.py): the listing
and the engine agree, because they are the same code; random play runs on the scenarios' boards."""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.engine import legal
from adjudicator.engine.agents import Agent, ScriptAgent
from adjudicator.engine.legal_agents import AnswerLimit, Paused, PausingAgent, RandomAgent
from adjudicator.engine.decisions import DECISION, PRIORITY
from adjudicator.engine.setup import build_game
from adjudicator.formats.load import load_scenario
from adjudicator.pytest_plugin import shared_replay
from adjudicator.scenarios_cli import scenario_files

ROOT = Path(__file__).resolve().parents[1]
FILES = scenario_files([str(ROOT / "scenarios")])
E072 = ROOT / "scenarios/7-powers-links-modifiers/716/E072-two-world-in-flames-fire-blast.yaml"
E076 = ROOT / "scenarios/7-powers-links-modifiers/717/E076-who-orders-replacements.yaml"


def game_of(path: Path, agents=None):
    scenario, doc = load_scenario(path)
    return build_game(scenario, doc, agents=agents)


def comparable(entry):
    """An entry as the listing writes it: resources paid by the default, Inspire's cards as a set,
    no moment to wait for (the listing is of what may be done now)."""
    update = {"when": None, "at": None} if hasattr(entry, "when") else {}
    if getattr(entry, "pay_with", None):
        update["pay_with"] = []
    if getattr(entry, "inspire", None):
        update["inspire"] = sorted(entry.inspire)
    if "name" in (getattr(entry, "choose", None) or {}):  # a made-up name: the listing offers one for all (200.3)
        update["choose"] = {**entry.choose, "name": legal.MADE_UP_NAME}
    if getattr(entry, "targets", None):  # several targets of one description, in any order
        update["targets"] = {k: sorted(v) if isinstance(v, list) else v for k, v in entry.targets.items()}
    return entry.model_copy(update=update)


class Auditor(Agent):
    """Answers through the script and, at each answer, asks the listing what it thinks of it; the
    engine's own verdict is known when it refuses the answer (refused) or asks the next prompt."""

    def __init__(self, script):
        self.script, self.problems, self.pending = script, [], None

    def finished(self):
        return self.script.finished()

    def settle(self, refused_by: str | None) -> None:
        if self.pending is None:
            return
        entry, prompt, verdict, listed = self.pending
        self.pending = None
        rejected = getattr(entry, "rejected", None)
        engine = rejected if rejected is not None else refused_by  # an entry marked rejected is refused by it
        listing = verdict.rule if verdict is not None else None
        if engine != listing:
            self.problems.append(f"at {prompt.text}: the engine's verdict on {entry!r} is {engine}, the listing's "
                                 f"{listing} ({verdict})")
        elif engine is None and not hasattr(entry, "name_number") and comparable(entry) not in listed:
            self.problems.append(f"{entry!r} is allowed but not among the options at: {prompt.text}")

    def respond(self, game, prompt):
        self.settle(None)
        entry = self.script.respond(game, prompt)
        if entry is not None:
            verdict = legal.why_not(game, prompt, entry)
            listed = [comparable(o.entry) for o in legal.options(game, prompt) if o.entry is not None] \
                if verdict is None else []
            self.pending = (entry, prompt, verdict, listed)
        return entry

    def refused(self, game, prompt, entry, exc):
        self.settle(exc.rule)
        return self.script.refused(game, prompt, entry, exc)

    def unprompted(self, game):  # a concession or a loop shortcut is no answer to a prompt
        return self.script.unprompted(game)


@pytest.mark.parametrize("path", FILES, ids=[p.stem.split("-")[0] + "-" + str(i) for i, p in enumerate(FILES)])
def test_each_scripted_answer_is_judged_by_the_listing_as_by_the_engine(path):
    """Every entry the script gives is, at its moment, legal and listed, or refused by the very rule
    the scenario says refuses it; the replay itself is unchanged by the asking."""
    plain = shared_replay(path).game  # the session's replay of the scenario, as `check` plays it
    game = game_of(path)
    auditor = Auditor(game.script)
    game.agents = {name: auditor for name in game.agents}
    game.run()
    auditor.settle(None)
    assert auditor.problems == []
    assert [(s.text, s.rules) for s in game.trace.steps] == [(s.text, s.rules) for s in plain.trace.steps]


class Answering(Agent):
    """The script until ``after`` entries are used; then, at the first real choice (the prompt
    ``paused`` stopped at, in another game of the same script), the option ``listed[pick]``
    listed there, then a pause at the next real choice. With ``relist``, the options are listed
    afresh at that moment too (``relisted``): the listing is the same in every game of the script."""

    def __init__(self, script, after: int, paused: Paused, pick: int, relist: bool = False):
        self.script, self.after, self.pick, self.given = script, after, pick, None
        self.text, self.listed, self.relist, self.relisted = paused.prompt.text, paused.found, relist, None

    def respond(self, game, prompt):
        if self.script.next < self.after:
            return self.script.respond(game, prompt)
        if not legal.has_choice(game, prompt):
            return None
        if self.given is not None:
            raise Paused(game, prompt)
        assert prompt.text == self.text, (prompt.text, self.text)
        if self.relist:
            self.relisted = [o.written for o in legal.options(game, prompt)]
        self.given = self.listed[self.pick]
        return self.given.entry

    def refused(self, game, prompt, entry, exc):
        return self.script.refused(game, prompt, entry, exc)


SAMPLE = FILES[::9]


@pytest.mark.parametrize("path", SAMPLE, ids=[p.stem.split("-")[0] for p in SAMPLE])
def test_every_listed_option_is_accepted_by_the_engine(path):
    """At each real choice the script comes to, every option listed is played in a game of its own
    (the script up to there, then the option): the engine takes it (a refusal stands as an error)
    and plays on to the next real choice. The first of those games lists the options afresh at the
    same prompt: the same listing, in the same order."""
    scenario, _ = load_scenario(path)
    for after in range(len(scenario.script) + 1):
        game = game_of(path)
        pausing = PausingAgent(game.script, after, legal.options)
        game.agents = {name: pausing for name in game.agents}
        try:
            game.run()
            continue  # the replay ended before anyone was asked
        except Paused as caught:
            paused = caught
        listed = paused.found
        for pick in range(len(listed)):
            game = game_of(path)
            answering = Answering(game.script, after, paused, pick, relist=pick == 0)
            game.agents = {name: answering for name in game.agents}
            try:
                game.run()
            except Paused:
                pass
            assert answering.given is listed[pick]
            if pick == 0:
                assert answering.relisted == [o.written for o in listed]


def test_options_name_their_rules_and_why_not_names_the_forbidding_rule():
    game = game_of(E072)
    seen = {}

    def inspect(g, prompt):
        seen["prompt"], seen["options"] = prompt, legal.options(g, prompt)
        seen["wrong target"] = legal.why_not(g, prompt, legal.parse_entry(
            {"play": "fire-blast", "by": "Alice", "targets": {"first": "flames-1"}}))
        seen["not Bob's"] = legal.why_not(g, prompt, legal.parse_entry({"pass": True, "by": "Bob"}))
        seen["right"] = legal.why_not(g, prompt, legal.parse_entry(
            {"play": "fire-blast", "by": "Alice", "targets": {"first": "bob-hero"}}))

    game.agents = {name: PausingAgent(game.script, 0, inspect) for name in game.agents}
    with pytest.raises(Paused):
        game.run()
    assert seen["prompt"].kind == PRIORITY and seen["prompt"].player == "Alice"
    written = {o.written: o.rules for o in seen["options"]}
    assert written["{play: fire-blast, by: Alice, targets: {first: bob-hero}}"] == ("410.2", "409.1")
    assert written["{pass: true, by: Alice}"] == ("410.1", "410.4")
    assert not any("flames" in w for w in written)  # World in Flames is no character: no target
    assert seen["wrong target"].rule == "706.1" and "flames-1" in seen["wrong target"].message
    assert seen["not Bob's"].rule == "410.1"
    assert seen["right"] is None


class UntilDecision(Agent):
    """The script until ``after`` entries are used; then everyone passes until a decision."""

    def __init__(self, script, after: int):
        self.script, self.after = script, after

    def respond(self, game, prompt):
        if self.script.next < self.after:
            return self.script.respond(game, prompt)
        if prompt.kind != DECISION:
            return None
        raise Paused(game, prompt, legal.options(game, prompt))

    def refused(self, game, prompt, entry, exc):
        return self.script.refused(game, prompt, entry, exc)


def test_a_decision_lists_its_options_under_its_rule():
    game = game_of(E076)
    scenario, _ = load_scenario(E076)
    at = next(i for i, e in enumerate(scenario.script) if hasattr(e, "choose") and isinstance(e.choose, str))
    agent = UntilDecision(game.script, at)
    game.agents = {name: agent for name in game.agents}
    with pytest.raises(Paused) as paused:
        game.run()
    prompt, options = paused.value.prompt, paused.value.found
    assert prompt.kind == DECISION and prompt.player == scenario.script[at].by
    assert {o.data["choose"] for o in options} == {o.label for o in prompt.decision.options}
    assert all(o.rules == (prompt.decision.rule,) for o in options)
    assert scenario.script[at].choose in {o.data["choose"] for o in options}


BOARDS = [p for p in FILES if p.name.split("-")[0] in {"E009", "E017", "E035", "E072", "E076", "E080"}]


def random_game(path: Path, seed: int):
    game = game_of(path, RandomAgent(seed, limit=120))
    try:
        game.run()
        ended = "the end"
    except AnswerLimit:
        ended = "the step limit"
    return game, ended


def replayed(path: Path, log: list) -> list[str]:
    """The steps of a game whose script is ``log``, up to where the replay stops for want of more."""
    game = game_of(path, ScriptAgent(list(log), [f"{path}:1:1"] * len(log)))
    game.run()
    texts = [s.text for s in game.trace.steps]
    stop = next((i for i, t in enumerate(texts) if t.startswith("The ready step's priority window closes; the "
                                                                    "replay ends")), len(texts))
    assert game.script.finished()
    return texts[:stop]


@pytest.mark.parametrize("path", BOARDS, ids=[p.stem[:30] for p in BOARDS])
def test_random_games_on_scenario_boards_run_to_the_end_or_the_step_limit(path):
    """Random legal play never crashes, and a game's log is its script: replayed, it plays the same game."""
    for seed in range(3):
        game, ended = random_game(path, seed)
        assert ended in ("the end", "the step limit")
        assert game.log, "somebody answered something"
        if ended == "the end":
            again = replayed(path, game.log)
            assert again == [s.text for s in game.trace.steps][:len(again)]


def test_a_seed_always_plays_the_same_game():
    first, _ = random_game(BOARDS[0], 7)
    again, _ = random_game(BOARDS[0], 7)
    assert [s.text for s in first.trace.steps] == [s.text for s in again.trace.steps]
    assert first.log == again.log


def test_a_trial_keeps_the_card_library_and_sets_the_board_marks_aside():
    """A trial (legal.trying: the game itself, undone afterwards) keeps the read-only library and
    has no board marks: those serve a script's loops (803.2). The live game's marks are put back
    as they were."""
    game = game_of(E072)
    game.marks = marks = {n: ("a board", n) for n in range(50)}
    library = game.library
    with legal.trying(game):
        assert game.library is library and game.marks == {}
        game.marks[0] = "changed in the trial"
    assert game.marks is marks and game.marks[0] == ("a board", 0) and len(game.marks) == 50
