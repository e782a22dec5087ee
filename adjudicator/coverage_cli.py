"""``adjudicator coverage [PATHS…] [--json]``: which rules the scenarios cite and which fired."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from .coverage import COUNTED, Coverage, ScenarioRecord, compute, record_of
from .yamlio import SourceError
from .replay import replay
from .rules import load_index
from .rules.index import REPO_ROOT
from .scenarios_cli import scenario_files


def repo_path(path: Path) -> str:
    """The path as the book names it: relative to the repository root when inside it."""
    try:
        return path.resolve().relative_to(REPO_ROOT).as_posix()
    except ValueError:
        return path.as_posix()


def records(paths: list[str]) -> tuple[list[ScenarioRecord], list[str]]:
    """A record per scenario found, and the errors of those that could not be replayed."""
    found, errors = [], []
    for path in scenario_files(paths):
        try:
            found.append(record_of(replay(path), repo_path(path)))
        except SourceError as exc:
            errors.append(str(exc))
        except Exception as exc:  # an engine bug: name the scenario, count the others
            errors.append(f"{path}: the adjudicator failed on this scenario: {exc!r}")
    return found, errors


def as_text(cov: Coverage) -> str:
    head = ("chapter", "rules", "cited", "fired", "see also", "none")
    lines = [f"{cov.scenarios} scenarios ({cov.passed} pass); {cov.totals['rules']} rules.", "",
             f"{head[0]:<8}" + "".join(f"{h:>9}" for h in head[1:])]
    for c in cov.chapters:
        lines.append(f"{c.chapter:<8}{c.rules:>9}" + "".join(f"{len(getattr(c, k)):>9}" for k in COUNTED))
    t = cov.totals
    lines += [f"{'total':<8}{t['rules']:>9}" + "".join(f"{t[k]:>9}" for k in COUNTED), "",
              f"Scenarios citing a rule their replay did not fire: {len(cov.disagreements)}"]
    for d in cov.disagreements:
        lines.append(f"  {d.id}  {d.path}")
        lines.append(f"      cited, did not fire: {', '.join(d.cited_not_fired)}")
    return "\n".join(lines) + "\n"


def coverage(args) -> int:
    found, errors = records(args.paths)
    for error in errors:
        print(error, file=sys.stderr)
    cov = compute((r.number for r in load_index()), found)
    if args.json:
        print(json.dumps(cov.to_json(), ensure_ascii=False, indent=2))
    else:
        sys.stdout.write(as_text(cov))
    return 2 if errors else 0


def register(subparsers) -> None:
    p = subparsers.add_parser("coverage", help="which rules the scenarios cite and which fired in their replays")
    p.add_argument("paths", nargs="*", help="scenario files or folders (default: scenarios/)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.set_defaults(func=coverage)
