"""One random game: a legal board drawn, played by the random player with the invariants checked
at every prompt, saved as a scenario (the board, the game's log as its script, its end state as
the expectations) and replayed as ``adjudicator check`` replays it, to the same end state and the
same explanation.
"""
from __future__ import annotations

import gc
import random
import traceback
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from ..cards.library import CardLibrary
from ..engine.agents import Agent
from ..engine.game import Game
from ..engine.legal import trying, written
from ..engine.priority import at_rest
from ..engine.setup import build_game
from ..expect_names import check_names_in_file
from .memo import by_repr
from ..explain import as_text
from ..formats.load import load_scenario
from ..formats.scenario import entry_kind
from ..limits import MAX_STEPS
from ..replay import Replay, compare_scenario, observe, replay_scenario
from ..yamlio import SourceError
from .block_yaml import block, flow
from .boards import Pools
from .decks import Dealer
from .invariants import Invariants, Violation
from .player import RandomPlayer

PACKAGE = Path(__file__).resolve().parents[1]  # the adjudicator package: where a crash is placed
WIND_DOWN = 1_500  # steps a game may take to end once its budget is spent (a chain resolving, a turn ending)
DRAWS = 20  # boards drawn for a game before one that needs pre-priority processing is kept


@dataclass
class Failure:
    """What went wrong in a game: a violated invariant, or a crash (an exception in the engine)."""

    invariant: str  # the invariant's name, or "crash"
    message: str
    where: str = ""  # for a crash: the exception's type and the innermost line of the adjudicator

    @property
    def signature(self) -> tuple[str, str]:
        """What a shrunk scenario must still show to reproduce this failure."""
        return (self.invariant, self.where)

    def __str__(self) -> str:
        return f"{self.invariant}: {self.message}" + (f" ({self.where})" if self.where else "")


@dataclass
class Outcome:
    name: str
    players: int
    turns: int
    steps: int
    answers: int
    ended: str  # "Bob wins", "a draw", "the step limit", …
    text: str  # the game as a scenario file
    cleaned: bool  # the board needed pre-priority processing before the first priority
    setup: dict  # the board, as the scenario's setup
    script: list[dict]  # the game's log, as the scenario's script
    failure: Failure | None = None


class Checked(Agent):
    """An agent whose every prompt first has the invariants checked."""

    def __init__(self, agent: Agent, invariants: Invariants | None = None):
        self.agent, self.invariants = agent, invariants

    def respond(self, game: Game, prompt):
        self.invariants.at_prompt(game, prompt)
        return self.agent.respond(game, prompt)

    def finished(self) -> bool:
        return self.agent.finished()

    def refused(self, game: Game, prompt, entry, exc) -> bool:
        return self.agent.refused(game, prompt, entry, exc)


# -- scenario files ---------------------------------------------------------------------------------
class _Dumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):  # type: ignore[misc]
    def ignore_aliases(self, data):  # our loader refuses anchors and aliases
        return True


def scenario_text(name: str, setup: dict, script: list[dict] | None = None, expect: dict | None = None,
                  about: str = "") -> str:
    """A scenario file: the board, the script (one entry a line, as a script is written) and the
    expectations."""
    head = {"id": f"RP-{name.replace('/', '-')}", "title": f"Random game {name}",
            "question": about or "Does random legal play on this board keep every invariant, and does the game's "
                                 "log replay to the same end state?",
            "sources": [f"new ruling: random play, game {name}"],
            "ruling": "The invariants hold at every prompt, and the log replays the same game.",
            "rules": [], "setup": setup}
    return with_script(dumped(head, "setup") + "until: draw-step\n" + NO_EXPECT, script, expect)


def dumped(data: dict, last: str | None = None) -> str:
    """``yaml.dump`` of a mapping, as a scenario file writes it (block style, in order, width 110); its
    entry ``last`` (the board), or all of it, written by block_yaml where that gives the same text
    (the rest, words that PyYAML may quote or fold, by PyYAML)."""
    if last is not None:
        rest = {k: v for k, v in data.items() if k != last}
        if list(data)[-1] != last or not rest:
            return dumped(data)
        tail = block({last: data[last]}, 0, _Dumper)
        return _dump(data) if tail is None else _dump(rest) + tail
    text = block(data, 0, _Dumper) if data else None
    return _dump(data) if text is None else text


def _dump(data: dict) -> str:
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=110)


NO_EXPECT = "expect: {}\n"  # how a board with no expectation ends (scenario_text)


def with_script(board: str, script: list[dict] | None, expect: dict | None) -> str:
    """A board's scenario file (scenario_text, with no script and no expectation) with a script and
    expectations: the board's head is not written again."""
    if not board.endswith(NO_EXPECT):
        raise ValueError("not a board's scenario file: it does not end with an empty expect")
    text = board[:-len(NO_EXPECT)]
    if script:
        text += "script:\n" + "".join(f"  - {written_once(e)}\n" for e in script)
    return text + dumped({"expect": expect or {}})


def written_quickly(data: dict) -> str:
    """legal.written: an entry as a script writes it, by block_yaml where that gives the same text."""
    found = flow(data) if data is not None else None
    return written(data) if found is None else found


written_once = by_repr(written_quickly)  # an entry's line (legal.written), once: a game repeats its answers


def entry_data(entry) -> dict:
    """A logged answer as its script entry: its kind and player first, then what differs from the
    defaults."""
    data = entry.model_dump(by_alias=True, exclude_defaults=True)
    kind = entry_kind(entry)
    return {kind: data.pop(kind), "by": data.pop("by"), **data}


def end_state(game: Game) -> dict:
    """The expectations that pin the game's end state: every card's zone (and, in play, its damage,
    exhaustion, controller and host), each player's counts, the turn player, the chain, the result."""
    state = game.state
    cards = {}
    for card in sorted(state.cards.values(), key=lambda c: c.oid):
        want: dict[str, Any] = {"zone": card.zone}
        if card.zone == "play":
            host = state.cards.get(card.attached_to) if card.attached_to is not None else None
            want.update(damage=card.damage, exhausted=card.exhausted, controller=card.controller,
                        **({"attached_to": host.label} if host is not None else {}),
                        **({"face_down": True} if card.face_down else {}))
        cards[card.label] = want
    players = {p.name: {"hand": sum(1 for c in state.cards.values() if c.zone == "hand" and c.owner == p.name),
                        "deck": sum(1 for c in state.cards.values() if c.zone == "deck" and c.owner == p.name),
                        "resources": p.resources, "ready_resources": p.ready_resources}
               for p in state.players}
    expect: dict[str, Any] = {"turn_player": state.turn_player}
    if state.result is not None:
        expect["winners"] = list(state.result["winners"])
    expect.update(losers=[list(group) for group in game.losses], chain=[l.source.label for l in state.chain],
                  cards=cards, players=players)
    return expect


# -- playing --------------------------------------------------------------------------------------------
def crash(exc: BaseException) -> Failure:
    """An exception as a failure: its type and message, and the innermost adjudicator line."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if Path(f.filename).is_relative_to(PACKAGE)]
    last = frames[-1] if frames else None
    where = f"{type(exc).__name__} at {Path(last.filename).name}:{last.lineno}" if last else type(exc).__name__
    if getattr(exc, "entry", None) is not None:  # about an answer, not about a default taken for want of one
        where += ", on an answer"
    return Failure("crash", f"{type(exc).__name__}: {exc}", where)


def run_checked(game: Game, invariants: Invariants) -> Failure | None:
    """Run a game; the invariants at the end too. A violation or an exception is the failure."""
    try:
        game.run()
        invariants.everywhere(game)
    except Violation as exc:
        return Failure(exc.invariant, exc.message)
    except Exception as exc:  # noqa: BLE001 - anything else is a crash, which random play reports
        return crash(exc)
    return None


def board_needs_processing(game: Game) -> bool:
    """Would pre-priority processing do anything on this board before the first priority (410.5)?
    Not tried where its checks, read without doing any of them, surely find nothing to do
    (priority.at_rest, as the pre-priority invariant reads them first): most boards drawn."""
    if game.starting or at_rest(game):
        return False
    with trying(game):
        game.pre_priority()
        return bool(game.trace.steps or game.state.chain)


def legal_board(rng: random.Random, pools: Pools | Dealer, library: CardLibrary, name: str,
                index: int = 0) -> tuple[dict, str, bool]:
    """A board on which pre-priority processing has nothing to do, drawn again until one is, as a
    setup and as a scenario file; after ``DRAWS`` draws the last is kept, and the game starts by
    processing it (the third value)."""
    return board_drawn(rng, pools, library, name, index)[:3]


def board_drawn(rng: random.Random, pools: Pools | Dealer, library: CardLibrary, name: str,
                index: int = 0) -> tuple[dict, str, bool, tuple, Game]:
    """``legal_board``, the board's scenario file loaded (load_scenario), and the game built from
    it, as it was built (board_needs_processing tries pre-priority processing on it and undoes it)."""
    for _ in range(DRAWS):
        setup = pools.draw(rng, index)
        text = scenario_text(name, setup)
        loaded = load_scenario(f"{name}.yaml", text, empty_expect=True)  # a board, no expectation yet
        game = build_game(*loaded, library)
        if not board_needs_processing(game):
            return setup, text, False, loaded, game
    return setup, text, True, loaded, game


def play_game(seed: int, index: int, max_steps: int, library: CardLibrary, pools: Pools | Dealer, known: set[str],
              twice: bool = False) -> Outcome:
    """Game ``index`` of ``seed``: its own board and its own random choices, always the same ones;
    ``pools``: random boards from the library's cards, or a Dealer of real decks."""
    with collected_after():
        return _play_game(seed, index, max_steps, library, pools, known, twice)


@contextmanager
def collected_after():
    """The garbage collector held off while a game is played, saved and replayed, and its youngest
    generation collected once the game is over (where the collector is on at all): a collection in
    the middle of a game walks every object the game still holds (its state, trace, caches and undo
    logs), most of which are gone by its end (issue 23: about 2% of the CPU time of a run of
    games, measured). The older generations are collected as the collector's thresholds say."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.collect(0)


def _play_game(seed: int, index: int, max_steps: int, library: CardLibrary, pools: Pools | Dealer, known: set[str],
               twice: bool = False) -> Outcome:
    name = f"{seed}/{index}"
    setup, board, cleaned, loaded, built = board_drawn(random.Random(f"{name}/board"), pools, library, name, index)
    game, failure = played(name, board, max_steps, library, known, pools.eager, loaded, built)
    script = [entry_data(e) for e in game.log]
    text = with_script(board, script, end_state(game))
    if failure is None and twice:
        failure = same_again(name, board, max_steps, library, known, game, pools.eager)
    if failure is None:
        failure = replays_the_same(name, text, game, library, known)
    state = game.state
    return Outcome(name, len(state.players), state.turn, len(game.trace.steps), len(game.log), how_it_ended(game), text,
                   cleaned, setup, script, failure)


def how_it_ended(game: Game) -> str:
    state, winners = game.state, (game.state.result or {}).get("winners")
    if winners is not None:
        return "a draw" if not winners else " and ".join(winners) + (" win" if len(winners) > 1 else " wins")
    if game.finished():
        return "stopped at the step limit"
    if state.player(state.turn_player).lost:  # the rules don't say how a turn goes on without its player
        return "stopped: the turn player has left the game"
    return "stopped: every player passed in the action phase"


def played(name: str, board: str, max_steps: int, library: CardLibrary, known: set[str],
           eager: bool = False, loaded: tuple | None = None, built: Game | None = None) -> tuple[Game, Failure | None]:
    """The game on ``board`` (a scenario file with no script), played by the random player
    (``eager``: one that places a resource and acts before it ends its turn, as with real decks);
    ``loaded``: the board's file already loaded (board_drawn), not read again; ``built``: the game
    already built from it and never played (board_drawn), not built again (``twice`` compares the
    game played on it with one played on a game built anew)."""
    player = RandomPlayer(f"{name}/play", max_steps, eager)
    if built is not None:
        game = built
        game.agents, game.script = {p.name: player for p in game.state.players}, None  # as build_game seats an agent
    else:
        scenario, doc = loaded or load_scenario(f"{name}.yaml", board, empty_expect=True)  # played by the random player
        game = build_game(scenario, doc, library, agents=player)
    invariants = Invariants(game, known)
    checked = Checked(next(iter(game.agents.values())), invariants)
    game.agents = {p: checked for p in game.agents}
    game.until = "draw-step"
    game.trace.limit = min(MAX_STEPS, max_steps + WIND_DOWN)
    return game, run_checked(game, invariants)


def same_again(name, board, max_steps, library, known, first: Game, eager: bool = False) -> Failure | None:
    """The same seed plays the same game: the same log and the same steps, byte for byte."""
    again, _ = played(name, board, max_steps, library, known, eager)
    if [s.text for s in again.trace.steps] != [s.text for s in first.trace.steps] or again.log != first.log:
        return Failure("deterministic", "the same seed played a different game the second time")
    return None


def replays_the_same(name: str, text: str, game: Game, library: CardLibrary, known: set[str]) -> Failure | None:
    """The game saved as a scenario passes ``adjudicator check`` with the same explanation."""
    try:  # read from its text as ``check`` reads a file (replay: load_scenario, then replay_scenario)
        run = replay_scenario(*load_scenario(f"{name.replace('/', '-')}.yaml", text), library, known)
    except SourceError as exc:
        return Failure("replay", f"the saved game does not replay: {exc.message} (line {exc.line})")
    except Exception as exc:  # noqa: BLE001
        return crash(exc)
    original = Replay(run.scenario, run.doc, game, compare_scenario(run.scenario, observe(game), []))
    if not run.passed:
        return Failure("replay", f"the saved game replays to another end state: {run.mismatches[0][1]}")
    mine, theirs = as_text(original).splitlines(), as_text(run).splitlines()
    if mine != theirs:
        n = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), min(len(mine), len(theirs)))
        said = lambda lines: lines[n] if n < len(lines) else "(nothing: it ends here)"  # noqa: E731
        return Failure("replay", f"the saved game's explanation differs at line {n + 1}: the game says "
                                 f"{said(mine)!r}, its replay {said(theirs)!r}")
    return None


def reproduce(path: str | Path, text: str, library: CardLibrary, known: set[str]) -> tuple[Failure | None, int]:
    """Replay a scenario's script as ``check`` does, with the invariants checked at every prompt:
    the failure, if any, and how many script entries had been used when it showed. Bad input (a
    script that no longer fits its board) is a SourceError."""
    scenario, doc = load_scenario(path, text, empty_expect=True)  # the invariants are what it checks
    game = build_game(scenario, doc, library)
    script = game.script
    invariants = Invariants(game, known)
    checked = Checked(script, invariants)
    game.agents = {p.name: checked for p in game.state.players}
    found = run_checked(game, invariants)
    if found is None:  # its expectations (and script) may name only what the game has had, as in `check`
        check_names_in_file(scenario, doc, game, library)
    return found, script.next
