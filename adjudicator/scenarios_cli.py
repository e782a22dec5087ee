"""``adjudicator explain FILE`` and ``adjudicator check [PATHS…]``: replay scenarios from the shell."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from .explain import as_json, as_text
from .yamlio import SourceError
from .replay import Replay, replay
from .rules import load_index

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def scenario_files(paths: list[str]) -> list[Path]:
    """Every scenario YAML under the given paths; card definitions are not scenarios."""
    found: list[Path] = []
    for p in map(Path, paths or [str(SCENARIOS)]):
        found += [p] if p.is_file() else sorted(f for f in p.rglob("*.yaml") if "cards" not in f.parts)
    return found


def shown(path: Path) -> str:
    """A path as the user would type it: relative to the working directory when inside it."""
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def replay_checked(path: Path) -> Replay:
    return replay(path, known_rules={r.number for r in load_index()})


def explain(args) -> int:
    try:
        run = replay_checked(Path(args.file))
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
    p.add_argument("file")
    p.add_argument("--json", action="store_true", help="print the explanation as JSON")
    p.set_defaults(func=explain)
    p = subparsers.add_parser("check", help="replay every scenario found and report pass/fail")
    p.add_argument("paths", nargs="*", help="scenario files or folders (default: scenarios/)")
    p.set_defaults(func=check)
