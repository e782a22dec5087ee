"""Running an engine command over the corpus (the harness side of the runner contract).

Per scenario the harness writes the exported scenario (blind: no expectations) to the engine's
stdin and reads one result from its stdout; it then compares the result with the scenario's expectations and checkpoints by
the very function ``adjudicator check`` uses (``replay.compare_scenario``). A timeout, a crash or
output that isn't a result is that scenario's error and never ends the run: in persistent mode
the engine is started again for the next scenario."""
from __future__ import annotations

import functools
import json
import os
import queue
import shlex
import signal
import subprocess
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Iterable

from pydantic import ConfigDict, ValidationError

from ..expect_names import expectation_parts, unknown_player
from ..replay import compare_scenario
from .model import (EngineName, EngineResult, ErrorResult, Expectations, ManifestScenario, Play, Strict,
                    UnsupportedResult, result_kind)


class EngineFault(Exception):
    """The engine timed out, crashed, or printed something that isn't a result."""

    def __init__(self, message: str, kind: str):
        super().__init__(message)
        self.kind = kind  # one of ERROR_KINDS


# The kinds of error, each a reason of its own in the report: no answer in time, a process that
# died, output that isn't a result, and an error the engine reports itself.
ERROR_KINDS = ("timeout", "crash", "malformed", "engine")


@dataclass
class Verdict:
    entry: ManifestScenario
    status: str  # "pass", "fail", "error" or "unsupported"
    mismatches: list[tuple[list, str]] = field(default_factory=list)
    error: str | None = None
    error_kind: str | None = None  # for an error: one of ERROR_KINDS
    unsupported: str | None = None  # for unsupported: the feature the engine names
    seconds: float = 0.0
    steps: int | None = None
    engine: EngineName | None = None
    board_passes: bool = False  # the starting board, unchanged, meets its expectations


class Sent(Strict):
    """What the harness reads of an exported scenario (``model.ExportedScenario``): the setup and
    script it judges a result by. The card definitions are the engine's to read: validating them
    here was most of reading a corpus."""

    model_config = ConfigDict(extra="ignore")
    scenario: Play


def parse_result(text: str, expected_id: str) -> EngineResult:
    text = text.strip()
    if not text:
        raise EngineFault("the engine printed nothing", "malformed")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise EngineFault(f"the output is not JSON ({exc.msg} at line {exc.lineno} column {exc.colno}): "
                          f"{text[:120]!r}", "malformed") from None
    kind = result_kind(data)
    if kind is None:
        raise EngineFault("the output is not a result: it needs exactly one of 'final', 'error' and 'unsupported'",
                          "malformed")
    try:
        result = kind.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(map(str, err["loc"]))
        raise EngineFault(f"the output is not a result: {where + ': ' if where else ''}{err['msg']}",
                          "malformed") from None
    if result.id != expected_id:
        raise EngineFault(f"the result is for scenario {result.id!r}, not {expected_id!r}", "malformed")
    return result


def judged(exported: Sent, expected: Expectations) -> SimpleNamespace:
    """The scenario as ``compare_scenario`` reads it: its expectations, its checkpoints' and the
    rules that must refuse its script's entries, none of which the engine was sent."""
    refusing = dict(expected.rejected)
    return SimpleNamespace(expect=expected.expect, checkpoints=[SimpleNamespace(expect=e) for e in expected.checkpoints],
                           script=[SimpleNamespace(rejected=refusing.get(i)) for i in range(len(exported.scenario.script))])


def judge(exported: Sent, expected: Expectations, entry: ManifestScenario, result: EngineResult,
          seconds: float) -> Verdict:
    """Compare one result with the scenario's expectations, exactly as ``check`` does."""
    if isinstance(result, ErrorResult):
        return Verdict(entry, "error", error=f"the engine reports: {result.error}", error_kind="engine",
                       seconds=seconds, engine=result.engine)
    if isinstance(result, UnsupportedResult):
        why = result.unsupported
        return Verdict(entry, "unsupported", unsupported=why.feature, seconds=seconds, engine=result.engine,
                       error=why.reason)
    steps = len(result.steps) if result.steps is not None else None
    dump = lambda state: state.model_dump(by_alias=True) if state is not None else None  # noqa: E731
    mismatches = compare_scenario(judged(exported, expected), dump(result.final),
                                  [dump(s) for s in result.checkpoints], who="the engine")
    return Verdict(entry, "fail" if mismatches else "pass", mismatches, seconds=seconds, steps=steps,
                   engine=result.engine)


class Engine:
    """The engine under test: a command, started once per scenario or kept running (persistent)."""

    def __init__(self, command: str, persistent: bool, timeout: float):
        self.argv = shlex.split(command)
        if not self.argv:
            raise ValueError("the engine command is empty")
        self.persistent, self.timeout = persistent, timeout
        self.proc: subprocess.Popen | None = None
        self.lines: queue.Queue = queue.Queue()
        self.stderr: deque[str] = deque(maxlen=20)

    def start(self) -> subprocess.Popen:
        """Start the command; a command that can't be started at all raises OSError."""
        return subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, encoding="utf-8", errors="replace", bufsize=1, start_new_session=True)

    def ask(self, text: str) -> str:
        return self._ask_persistent(text) if self.persistent else self._ask_once(text)

    def _ask_once(self, text: str) -> str:
        proc, answer, err = self.start(), [], deque(maxlen=20)
        threads = [threading.Thread(target=_feed, args=(proc.stdin, text), daemon=True),
                   threading.Thread(target=lambda: answer.append(proc.stdout.read(MAX_ANSWER + 1)), daemon=True),
                   threading.Thread(target=_drain, args=(proc.stderr, err), daemon=True)]
        for thread in threads:
            thread.start()
        threads[1].join(timeout=2 * self.timeout)  # as long again to start up
        try:
            if threads[1].is_alive():
                raise EngineFault(f"no result within {self.timeout:g} s (and as long again to start up)", "timeout")
            if len(answer[0]) > MAX_ANSWER:
                raise EngineFault(too_long(), "malformed")
            proc.wait(timeout=self.timeout)
        except (EngineFault, subprocess.TimeoutExpired) as exc:
            kill(proc)
            if isinstance(exc, EngineFault):
                raise
            raise EngineFault(f"the engine did not exit within {self.timeout:g} s of answering", "timeout") from None
        threads[2].join(timeout=1)  # its last words on stderr
        if proc.returncode != 0:
            raise EngineFault(f"the engine exited with status {proc.returncode}{tail(''.join(err))}", "crash")
        return answer[0]

    def _ask_persistent(self, text: str) -> str:
        fresh = self.proc is None or self.proc.poll() is not None
        if fresh:
            self._spawn()
        try:
            self.proc.stdin.write(text.replace("\n", " ").strip() + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            pass  # it has died: the read below says how
        try:
            line = self.lines.get(timeout=self.timeout * (2 if fresh else 1))  # a fresh engine may start up first
        except queue.Empty:
            self.stop(force=True)
            raise EngineFault(f"no result within {self.timeout:g} s"
                              + (" (and as long again to start up)" if fresh else ""), "timeout") from None
        if line is TOO_LONG:
            self.stop(force=True)
            raise EngineFault(too_long(), "malformed")
        if line is None:  # end of its output
            code = self.proc.wait()
            self.drainer.join(timeout=1)  # its last words on stderr
            err = "".join(self.stderr)
            self.proc = None
            raise EngineFault(f"the engine exited with status {code} before answering{tail(err)}", "crash")
        return line

    def _spawn(self) -> None:
        self.proc = self.start()
        self.lines = queue.Queue()
        self.stderr = deque(maxlen=20)
        threading.Thread(target=_pump, args=(self.proc.stdout, self.lines), daemon=True).start()
        self.drainer = threading.Thread(target=_drain, args=(self.proc.stderr, self.stderr), daemon=True)
        self.drainer.start()

    def fault(self) -> None:
        """After a wrong answer the stream can't be trusted: the next scenario gets a fresh process."""
        if self.persistent:
            self.stop(force=True)

    def stop(self, force: bool = False) -> None:
        """End a persistent engine: close its stdin (its cue to exit), or kill it when it hangs."""
        if self.proc is None:
            return
        if force:
            kill(self.proc)
        else:
            try:
                self.proc.stdin.close()
            except OSError:
                pass
            try:
                self.proc.wait(timeout=2)
            except subprocess.TimeoutExpired:
                kill(self.proc)
        self.proc = None


MAX_ANSWER = 8 * 2**20  # characters of one answer (a result for 1,000 cards is far under a megabyte)
TOO_LONG = object()  # an answer line over MAX_ANSWER: nothing more is read from that engine


def too_long() -> str:
    return f"the answer is longer than {MAX_ANSWER:,} characters: no result is that long"


def _pump(stream, lines: queue.Queue) -> None:
    """Each answer line, read at most ``MAX_ANSWER`` characters at a time (never a whole 100 MB)."""
    while line := stream.readline(MAX_ANSWER + 1):
        if len(line) > MAX_ANSWER:
            lines.put(TOO_LONG)
            return
        lines.put(line)
    lines.put(None)


def _drain(stream, kept: deque) -> None:
    """The engine's last lines on stderr, each cut to a few hundred characters."""
    while chunk := stream.readline(400):
        kept.append(chunk)


def _feed(stream, text: str) -> None:
    try:
        stream.write(text)
        stream.close()
    except (BrokenPipeError, OSError, ValueError):
        pass  # it stopped reading: its answer (or its exit status) says why


def kill(proc: subprocess.Popen) -> None:
    """End the engine and anything it started (its own process group)."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    proc.wait()


def tail(err: str | None) -> str:
    err = (err or "").strip()
    return f"; its last words: {err[-300:]!r}" if err else ""


@functools.lru_cache(maxsize=4096)
def parsed(text: str, expectations: str) -> tuple[Sent, Expectations]:
    """An exported scenario and its expectations, read once per process (the book runs three engines
    over one corpus); the harness only reads them."""
    return Sent.model_validate_json(text), Expectations.model_validate_json(expectations)


def run_corpus(engine: Engine, scenarios: Iterable[tuple[ManifestScenario, str, str]]) -> list[Verdict]:
    """Every scenario (its manifest entry, the exported text the engine is sent, and the
    expectations it is judged by) through the engine, in order."""
    verdicts = []
    try:
        for entry, text, expectations in scenarios:
            exported, expected = parsed(text, expectations)
            started = time.perf_counter()
            unknown = unknown_player(exported.scenario.setup, expectation_parts(expected))  # a corpus not made by `export`
            if unknown is not None:
                verdicts.append(Verdict(entry, "error", error=f"bad corpus: {unknown}", seconds=0.0))
                continue
            try:
                result = parse_result(engine.ask(text), entry.id)
            except EngineFault as exc:
                engine.fault()
                verdicts.append(Verdict(entry, "error", error=str(exc), error_kind=exc.kind,
                                        seconds=time.perf_counter() - started, board_passes=expected.board_passes))
                continue
            verdicts.append(judge(exported, expected, entry, result, time.perf_counter() - started))
            verdicts[-1].board_passes = expected.board_passes
    finally:
        engine.stop()
    return verdicts
