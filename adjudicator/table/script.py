"""The script a table session saves: the judge's answers as scenario entries, as few as the script's
timing allows, checked by replaying them.

A scenario's script (engine.agents.ScriptAgent) takes each entry at its player's first chance at
which it is legal, and passes silently in between; the table's judge may have passed at such a
chance and acted later. So each answer is written the plainest way that the replay takes at the
same prompt: as it is; else waiting for an empty chain (``when: chain-empty``) or for its step
and turn (``at``); else after explicit passes (or default choices) at the player's earlier
chances, as few as needed. Each way is tried by replaying the board with the script so far and
comparing every prompt with the session's (``Record.key``): the same prompts, the same answers."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..cards.library import CardLibrary
from ..engine.agents import Agent, ScriptAgent
from ..engine.decisions import IllegalAction
from ..engine.decisions import DECISION, MULLIGAN, PRIORITY, DecisionError
from ..engine.legal import parse_entry, written as describe
from ..engine.trace import StepLimit
from .board import build, scenario_data
from .session import Record, record

UNTILS = ("ready-step", "draw-step")


class Unwritable(Exception):
    """The session can't be written as a script (the scenario format has no entry for it)."""


@dataclass
class Written:
    script: list[dict]
    until: str = "ready-step"
    explicit: dict[int, dict] = field(default_factory=dict)  # record index → an entry made explicit
    notes: list[str] = field(default_factory=list)


class _Enough(Exception):
    pass


class _Recorder(Agent):
    """A script's answers, with every prompt recorded as the table records it."""

    def __init__(self, script: ScriptAgent, stop: int | None):
        self.script, self.stop, self.records = script, stop, []

    def respond(self, game, prompt):
        if self.stop is not None and len(self.records) >= self.stop:
            raise _Enough
        entry = self.script.respond(game, prompt)
        self.records.append(record(game, prompt, entry, False))
        return entry

    def refused(self, game, prompt, entry, exc):
        taken = self.script.refused(game, prompt, entry, exc)
        if taken:  # taken back: the player passed
            self.records[-1] = replace(self.records[-1], answer=None)
        return taken

    def finished(self):
        return self.script.finished()


def replay_records(setup: dict, library: CardLibrary, script: list[dict], until: str = "ready-step",
                   stop: int | None = None):
    """The prompts of a replay of ``script`` on the board (the first ``stop`` of them), and the game."""
    entries = [parse_entry(data) for data in script]
    agent = _Recorder(ScriptAgent(entries, ["<table>:1:1"] * len(entries)), stop)
    game = build(scenario_data(setup, script, until), library, agents=agent)
    try:
        game.run()
    except (_Enough, IllegalAction, DecisionError, StepLimit):
        pass  # stopped where asked, or where the script no longer fits the session
    return agent.records, game


def same_start(got: list[Record], want: list[Record]) -> int:
    """How many of the first prompts agree."""
    n = 0
    for g, w in zip(got, want):
        if g.key() != w.key():
            break
        n += 1
    return n


def variants(r: Record, data: dict) -> list[dict]:
    """An answer written plainly, then waiting for the moment it was given (scenario format: Script)."""
    if r.kind != PRIORITY:
        return [data]
    at_step, at_both = {"step": r.step}, {"turn": r.turn, "step": r.step}
    out = [data]
    if r.chain_empty:
        out.append({**data, "when": "chain-empty"})
    out += [{**data, "at": at_step}, {**data, "at": at_both}]
    if r.chain_empty:
        out.append({**data, "at": at_both, "when": "chain-empty"})
    return out


def filler(r: Record) -> dict | None:
    """The entry that says what the default did at a prompt: a pass, the default choice."""
    if r.kind == PRIORITY:
        return {"pass": True, "by": r.player}
    if r.kind == DECISION and r.default is not None:
        return {"choose": r.default, "by": r.player}
    return None


def derive(setup: dict, library: CardLibrary, records: list[Record]) -> Written:
    """The script that replays the session's prompts and answers, each written the plainest way."""
    want, written = list(records), Written([])
    prev = -1
    for m, r in enumerate(records):
        if r.answer is None:
            continue
        segment, fillers = place(setup, library, written.script, want, prev, m)
        for i, entry in fillers.items():
            want[i] = replace(want[i], answer=entry)
            written.explicit[i] = entry
            written.notes.append(f"{want[i].player} is written to {'pass' if 'pass' in entry else 'choose'} at "
                                 f"turn {want[i].turn}, {want[i].step} ({want[i].text}): without it, the script "
                                 f"would take {describe(r.answer)} there")
        written.script += segment
        prev = m
    written.until = ending(setup, library, written, want)
    return written


def place(setup, library, script: list[dict], want: list[Record], prev: int, m: int):
    """The entries that make the replay give answer ``m`` at its own prompt: [fillers…, the answer]."""
    r = want[m]
    chances = [i for i in range(prev + 1, m) if want[i].answer is None and want[i].kind == r.kind
               and (want[i].player == r.player or r.kind == MULLIGAN)]
    for j in range(len(chances) + 1):
        fillers = {i: filler(want[i]) for i in chances[:j]}
        if any(v is None for v in fillers.values()):
            break
        expected = [replace(w, answer=fillers[i]) if i in fillers else w for i, w in enumerate(want[:m + 1])]
        for data in variants(r, r.answer):
            got, _ = replay_records(setup, library, script + list(fillers.values()) + [data], stop=m + 1)
            if same_start(got, expected) == m + 1:
                return [*fillers.values(), data], fillers
    raise Unwritable(f"{describe(r.answer)} (turn {r.turn}, {r.step}) can't be written so that a script takes it at "
                     f"that moment: {r.player} declined an earlier {r.kind} prompt, and the scenario format has no "
                     "entry for declining it")


def ending(setup, library, written: Written, want: list[Record]) -> str:
    """Where the saved replay ends once its script is used up (``until``): where the session is."""
    best, best_n = UNTILS[0], -1
    for until in UNTILS:
        got, _ = replay_records(setup, library, written.script, until)
        n = same_start(got, want)
        if n == len(want):
            return until
        if n > best_n:
            best, best_n = until, n
    written.notes.append(f"the saved replay stops before the table did: after {best_n} of the table's "
                         f"{len(want)} moments (a replay whose script is used up ends as a ready or draw step closes)")
    return best
