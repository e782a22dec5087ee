"""``adjudicator explain FILE|ID`` and ``adjudicator check [PATHS|IDS…]``: replay scenarios from the
shell. A scenario can be named by its file or by its id (``E001``, ``E001-three-players``)."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from .explain import as_json, as_text
from .yamlio import SourceError
from .replay import Replay, replay
from .rules import load_index

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


_ID_LINE = re.compile(r"^id:[ \t]*['\"]?(?P<id>[^'\"\s#]+)", re.MULTILINE)


def scenario_files(paths: list[str]) -> list[Path]:
    """Every scenario YAML under the given paths (or named by the given ids); card definitions
    are not scenarios."""
    found: list[Path] = []
    for name in paths or [str(SCENARIOS)]:
        p = Path(name)
        if not p.exists() and looks_like_id(name):
            p = by_id(name) or p
        found += [p] if p.is_file() or not p.exists() else \
            sorted(f for f in p.rglob("*.yaml") if "cards" not in f.parts)
    return found


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
    return replay(path, known_rules={r.number for r in load_index()})


def explain(args) -> int:
    path = Path(args.file)
    if not path.exists() and looks_like_id(args.file):
        found = by_id(args.file)
        if found is None:
            print(f"adjudicator: no scenario has the id {args.file!r} (nor is it a file)", file=sys.stderr)
            return 2
        path = found
    try:
        run = replay_checked(path)
    except SourceError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(as_json(run), ensure_ascii=False, indent=2))
    else:
        sys.stdout.write(as_text(run))
    return 0 if run.passed else 1


def check(args) -> int:
    files = scenario_files(args.paths)
    passed = failed = bad = 0
    for path in files:
        try:
            run = replay_checked(path)
        except SourceError as exc:
            print(f"ERROR {exc}")
            bad += 1
            continue
        if run.passed:
            passed += 1
            print(f"PASS  {run.scenario.id}  {shown(path)}")
        else:
            failed += 1
            print(f"FAIL  {run.scenario.id}  {shown(path)}")
            for loc, message in run.mismatches:
                line, col = run.doc.locate(loc)
                print(f"      {path}:{line}:{col}: {message}")
    print(f"{passed} passed, {failed} failed" + (f", {bad} with bad input" if bad else ""))
    if not files:
        print("no scenario found", file=sys.stderr)
        return 2
    return 2 if bad else (1 if failed else 0)


def register(subparsers) -> None:
    p = subparsers.add_parser("explain", help="replay one scenario and explain every step with its rules")
    p.add_argument("file", metavar="FILE|ID", help="a scenario file, or a scenario id such as E001")
    p.add_argument("--json", action="store_true", help="print the explanation as JSON")
    p.set_defaults(func=explain)
    p = subparsers.add_parser("check", help="replay every scenario found and report pass/fail")
    p.add_argument("paths", nargs="*", metavar="PATH|ID",
                   help="scenario files, folders or ids (default: scenarios/)")
    p.set_defaults(func=check)
