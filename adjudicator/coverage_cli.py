"""``adjudicator coverage [PATHS…] [--json]``: which rules the scenarios cite and which fired."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from .coverage import Coverage, ScenarioRecord, compute, record_of
from .yamlio import SourceError, excerpt, exists
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
    usable = [p for p in paths if p.strip() and exists(p)]  # '' would be the working folder, every YAML under it
    found, errors = [], [f"{excerpt(p, 200).strip() or repr(p)}: no such file or folder" for p in paths if p not in usable]
    if paths and not usable:  # not every scenario in place of none
        return [], errors
    for path in scenario_files(usable):
        try:
            found.append(record_of(replay(path), repo_path(path)))
        except SourceError as exc:
            errors.append(str(exc))
        except Exception as exc:  # an engine bug: name the scenario, count the others
            errors.append(f"{path}: the adjudicator failed on this scenario: {exc!r}")
    return found, errors


COLUMNS = ("rules", "executable", "reference", "cited", "fired", "covered", "uncovered", "see_also", "none")
WIDTHS = (6, 11, 10, 7, 7, 9, 10, 9, 6)


def as_text(cov: Coverage) -> str:
    t = cov.totals
    lines = [f"{cov.scenarios} scenarios ({cov.passed} pass) and {cov.decks} test decks; {t['rules']} rules, "
             f"{t['executable']} executable ({t['covered']} covered: cited and fired by one scenario or deck).", "",
             "chapter " + "".join(f"{name.replace('_', ' '):>{w}}" for name, w in zip(COLUMNS, WIDTHS))]
    for c in cov.chapters:
        counts = {"rules": c.rules, **c.counts()}
        lines.append(f"{c.chapter:<8}" + "".join(f"{counts[k]:>{w}}" for k, w in zip(COLUMNS, WIDTHS)))
    lines += [f"{'total':<8}" + "".join(f"{t[k]:>{w}}" for k, w in zip(COLUMNS, WIDTHS)), "",
              f"Scenarios citing a rule their replay did not fire: {len(cov.disagreements)}"]
    for d in cov.disagreements:
        lines.append(f"  {d.id}  {d.path}")
        lines.append(f"      cited, did not fire: {', '.join(d.cited_not_fired)}")
    return "\n".join(lines) + "\n"


def deck_records(paths: list[str]) -> tuple[list, list[str]]:
    """The deck checker's test decks (``decks/``), when the whole book is measured."""
    if paths:  # scenario files or folders asked for: those alone
        return [], []
    from .deck.coverage import records as decks  # the checker loads the card library
    try:
        return decks(), []
    except SourceError as exc:
        return [], [str(exc)]


def coverage(args) -> int:
    found, errors = records(args.paths)
    decks, deck_errors = deck_records(args.paths)
    for error in errors + deck_errors:
        print(error, file=sys.stderr)
    errors += deck_errors
    index = load_index()
    cov = compute((r.number for r in index), found, {r.number: r.why_not for r in index if not r.executable},
                  decks)
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
