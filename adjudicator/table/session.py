"""A game at the table: the engine plays the board, and at each moment a player really chooses it
asks the judge (through ``TableAgent``, an agent like the script). The session is the board and
the judge's answers, in order; the engine being deterministic, replaying those answers plays the
same game, so ``undo`` is a replay of all the answers but the last.

Every prompt the agent is asked is recorded (``Record``): who was asked what, and the answer. The
records are what the saved script must reproduce (``table.script``)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ..engine.agents import Agent, step_now
from ..engine.decisions import DECISION, INSPIRE, PRIORITY, PROTECT, Option, Prompt, default_choice
from ..engine.game import Game
from ..engine.legal import LegalOption, options, why_not
from ..explain import step_line
from ..options_cli import entry_data
from .board import Board, build, scenario_data


class Control(Exception):
    """A command that leaves the prompt: it unwinds the game being played."""


class Undo(Control):
    """Go back one decision."""


class Quit(Control):
    """The judge is done (or the input has ended)."""


class Edit(Control):
    """Back to the board."""


class Restart(Control):
    """Replay the session (its script has gained explicit entries), printing nothing."""


@dataclass(frozen=True)
class Record:
    """One prompt put to a player at the table, and its answer (an entry's mapping, or None for
    the default: a silent pass, a default decision, no protection…)."""

    kind: str
    player: str
    text: str
    answer: dict | None
    asked: bool  # the judge chose (the others are the engine's documented defaults)
    turn: int
    step: str
    chain_empty: bool
    default: str | None = None  # a decision's default option, for writing it out if a script must

    def key(self) -> tuple:
        return self.kind, self.player, self.text, self.answer


def answer_data(entry) -> dict | None:
    """An answer as its entry's mapping, without the moment a script waits for (at, when)."""
    if entry is None:
        return None
    return {k: v for k, v in entry_data(entry).items() if k not in ("at", "when")}


def record(game: Game, prompt: Prompt, entry, asked: bool) -> Record:
    default = default_choice(prompt.decision) if prompt.kind == DECISION else None
    return Record(prompt.kind, prompt.player, prompt.text, answer_data(entry), asked, game.state.turn, step_now(game),
                  not game.state.chain, default.label if isinstance(default, Option) else None)


def choices(game: Game, prompt: Prompt) -> list[LegalOption] | None:
    """The legal options when the player really chooses; None where the engine's documented default
    answers (one option or interchangeable ones, nothing to protect or inspire with) and where
    passing is all a player with priority may do."""
    if prompt.kind == DECISION and isinstance(default_choice(prompt.decision), Option):
        return None
    listed = options(game, prompt)
    if prompt.kind in (PROTECT, INSPIRE) and all(o.data is None for o in listed):
        return None
    if prompt.kind == PRIORITY and all(o.data is not None and "pass" in o.data for o in listed):
        return None
    return listed


@dataclass
class Answer:
    """A judge's answer: at which prompt (its index among the records), to whom, and what."""

    index: int
    kind: str
    player: str
    entry: Any


class TableAgent(Agent):
    """Answers every player's prompts at the table: the documented default where nobody really
    chooses, the session's answers so far in order, then the judge (``session.ask``). ``quiet``:
    print nothing until the judge is asked (after an undo, the judge has seen it all)."""

    def __init__(self, session: "Session", quiet: bool):
        self.session, self.quiet = session, quiet
        self.records: list[Record] = []
        self.given = 0  # answers of the session given so far

    def respond(self, game: Game, prompt: Prompt):
        session, index = self.session, len(self.records)
        listed = choices(game, prompt)
        entry, asked = None, listed is not None
        if asked:
            entry = self.replayed(game, prompt, listed) if self.given < len(session.answers) else \
                self.ask(game, prompt, listed)
        elif prompt.kind == PRIORITY and not self.quiet:
            session.catch_up(game)
            session.note(f"({prompt.player} passes: passing is all {prompt.player} may do now.)")
        entry = session.explicit.get(index, entry)
        self.records.append(record(game, prompt, entry, asked))
        return entry

    def replayed(self, game: Game, prompt: Prompt, listed: list[LegalOption]):
        """The session's next answer, if it still fits this prompt (after ``edit`` it may not)."""
        session, answer = self.session, self.session.answers[self.given]
        fits = answer.kind == prompt.kind and answer.player == prompt.player and \
            (answer.entry is None or why_not(game, prompt, answer.entry) is None)
        if not fits:
            dropped = len(session.answers) - self.given
            del session.answers[self.given:]
            session.note(f"(The board has changed: the last {dropped} answer{'s' if dropped > 1 else ''} no longer "
                         "fit and are dropped from here on.)")
            return self.ask(game, prompt, listed)
        self.given += 1
        return answer.entry

    def ask(self, game: Game, prompt: Prompt, listed: list[LegalOption]):
        session = self.session
        session.catch_up(game, skip=self.quiet)
        self.quiet = False
        entry = session.ask(game, prompt, listed)
        session.answers.append(Answer(len(self.records), prompt.kind, prompt.player, entry))
        self.given += 1
        return entry


class Session:
    """The board, the judge's answers, and the game they make. ``ask(game, prompt, options)`` is the
    judge (the command loop): it returns an entry or None, or raises Undo, Quit or Edit."""

    def __init__(self, board: Board, say: Callable[[str], None], ask: Callable):
        self.board, self.say, self.ask = board, say, ask
        self.answers: list[Answer] = []
        self.explicit: dict[int, Any] = {}  # record index → an entry the saved script needs there (a pass…)
        self.game: Game | None = None
        self.agent: TableAgent | None = None
        self.shown = 0  # steps of the trace printed so far

    @property
    def records(self) -> list[Record]:
        return self.agent.records if self.agent else []

    def run(self, quiet: bool = False) -> None:
        """Play the board with the answers so far, then ask the judge until the game stops."""
        self.agent = TableAgent(self, quiet)
        self.game = build(scenario_data(self.board.data()), self.board.library, agents=self.agent)
        self.shown = 0
        self.game.run()
        self.catch_up(self.game, skip=self.agent.quiet)

    def catch_up(self, game: Game, skip: bool = False) -> None:
        """Print the steps taken since the last ones printed (``skip``: only count them)."""
        steps = game.trace.steps
        if not skip:
            for step in steps[self.shown:]:
                self.say(step_line(step))
        self.shown = len(steps)

    def note(self, text: str) -> None:
        self.say("     " + text)

    def undo(self) -> Answer:
        answer = self.answers.pop()
        self.explicit = {i: e for i, e in self.explicit.items() if i < answer.index}
        return answer
