"""``adjudicator explain FILE|ID`` and ``adjudicator check [PATHS|IDS…]``: replay scenarios from the
shell. A scenario can be named by its file or by its id (``E001``, ``E001-three-players``)."""
from __future__ import annotations

import json
import os
import re
import sys
import traceback
from pathlib import Path

from .explain import as_json, as_text
from .yamlio import SourceError, excerpt, exists
from .replay import Replay, replay
from .rules.index import rule_numbers

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


_ID_LINE = re.compile(r"^id:[ \t]*['\"]?(?P<id>[^'\"\s#]+)", re.MULTILINE)


def scenario_files(paths: list[str]) -> list[Path]:
    """Every scenario YAML under the given paths (or named by the given ids); card definitions
    are not scenarios."""
    found: list[Path] = []
    for name in paths or [str(SCENARIOS)]:
        p = Path(name)
        if not exists(p) and looks_like_id(name):
            p = by_id(name) or p
        found += [p] if not exists(p) or p.is_file() else \
            sorted(f for f in p.rglob("*.yaml") if "cards" not in f.parts)
    return found


def resolve(name: str) -> str:
    """A path as given, or the file of the scenario whose id it is (``E001``)."""
    if not exists(name) and looks_like_id(name):
        found = by_id(name)
        return str(found) if found else name
    return name


def looks_like_id(text: str) -> bool:
    return re.fullmatch(r"[A-Za-z]\d{2,}[\w-]*", text) is not None


def by_id(scenario_id: str) -> Path | None:
    """The scenario file whose ``id`` is ``scenario_id`` (any case); its name starts with the
    catalogue part of the id (``E001-…``), so only those files are read."""
    wanted = scenario_id.casefold()
    for path in sorted(SCENARIOS.rglob(f"{scenario_id.split('-')[0].upper()}*.yaml")):
        m = _ID_LINE.search(path.read_text(encoding="utf-8", errors="replace"))
        if m and m["id"].casefold() == wanted and "cards" not in path.parts:
            return path
    return None


def shown(path: Path) -> str:
    """A path as the user would type it: relative to the working directory when inside it."""
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def replay_checked(path: Path) -> Replay:
    return replay(path, known_rules=rule_numbers())  # the frozen set itself: no copy of ~3,000 numbers per file


# Exit statuses of explain and check: every scenario passed; one failed (an expectation unmet);
# bad input (the file, or the command line); an internal error (an exception in the adjudicator:
# a bug, whatever the file holds).
PASSED, FAILED, BAD_INPUT, INTERNAL = 0, 1, 2, 3


def internal_error(path: Path | None, exc: BaseException) -> str:
    """One line for a bug in the adjudicator, told apart from bad input: where it happened in our
    code, and how to see the whole traceback (``ADJUDICATOR_TRACEBACK=1``)."""
    frame = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
    where = f" at {Path(frame.filename).name}:{frame.lineno}" if frame else ""
    if os.environ.get("ADJUDICATOR_TRACEBACK"):
        traceback.print_exception(exc, file=sys.stderr)
    file = f"{shown(path)}: " if path else ""
    return (f"{file}internal error: {type(exc).__name__}: {exc}{where} — a bug in the adjudicator, not in the "
            "file (set ADJUDICATOR_TRACEBACK=1 to see the traceback)")


def explain(args) -> int:
    path = Path(args.file)
    if not exists(path) and looks_like_id(args.file):
        found = by_id(args.file)
        if found is None:
            print(f"adjudicator: no scenario has the id {args.file!r} (nor is it a file)", file=sys.stderr)
            return BAD_INPUT
        path = found
    try:
        run = replay_checked(path)
        text = json.dumps(as_json(run), ensure_ascii=False, indent=2) + "\n" if args.json else as_text(run)
    except SourceError as exc:
        print(exc, file=sys.stderr)
        return BAD_INPUT
    except Exception as exc:  # noqa: BLE001 - a bug: said as one, never a bare traceback
        print(internal_error(path, exc), file=sys.stderr)
        return INTERNAL
    sys.stdout.write(text)
    return PASSED if run.passed else FAILED


def check(args) -> int:
    """Replay every scenario found; a file that can't be replayed is reported and the run goes on."""
    named = [resolve(p) for p in args.paths]  # scenario ids → their files
    wrong = [wrong_path(p) for p in named if wrong_path(p)]
    if wrong:  # a typo on the command line: said at once, and nothing replayed
        print("\n".join(wrong), file=sys.stderr)
        return BAD_INPUT
    files = scenario_files(named)
    tally = {"passed": 0, "failed": 0, "bad": 0, "internal": 0}
    for path in files:
        tally[check_one(path)] += 1
    summary = f"{tally['passed']} passed, {tally['failed']} failed"
    if tally["bad"]:
        summary += f", {tally['bad']} with bad input"
    if tally["internal"]:
        summary += f", {tally['internal']} with an internal error"
    print(summary)
    if not files:
        print("no scenario found", file=sys.stderr)
    if tally["internal"]:
        return INTERNAL
    if tally["bad"] or not files:
        return BAD_INPUT
    return FAILED if tally["failed"] else PASSED


def wrong_path(name: str) -> str | None:
    """Why a path or id named to ``check`` can't be used (``''`` would be the working folder,
    with every YAML file under it)."""
    if not name.strip():
        return "adjudicator check: an empty path names nothing; give scenario files, folders or ids"
    if not exists(name):
        return f"adjudicator check: {excerpt(name, 200)!r}: no such file or folder, nor a scenario id"
    return None


def check_one(path: Path) -> str:
    """Replay one file for ``check``, print its line(s), and say how it went."""
    try:
        run = replay_checked(path)
    except SourceError as exc:
        print(f"ERROR {exc}")
        return "bad"
    except Exception as exc:  # noqa: BLE001 - a bug: reported for this file, and the run goes on
        print(f"INTERNAL {internal_error(path, exc)}")
        return "internal"
    if run.passed:
        print(f"PASS  {run.scenario.id}  {shown(path)}")
        return "passed"
    print(f"FAIL  {run.scenario.id}  {shown(path)}")
    for loc, message in run.mismatches:
        line, col = run.doc.locate(loc)
        print(f"      {path}:{line}:{col}: {message}")
    return "failed"


def register(subparsers) -> None:
    p = subparsers.add_parser("explain", help="replay one scenario and explain every step with its rules")
    p.add_argument("file", metavar="FILE|ID", help="a scenario file, or a scenario id such as E001")
    p.add_argument("--json", action="store_true", help="print the explanation as JSON")
    p.set_defaults(func=explain)
    p = subparsers.add_parser("check", help="replay every scenario found and report pass/fail (exit 0 all pass, "
                                             "1 a failure, 2 bad input, 3 an internal error)")
    p.add_argument("paths", nargs="*", metavar="PATH|ID",
                   help="scenario files, folders or ids (default: scenarios/)")
    p.set_defaults(func=check)
