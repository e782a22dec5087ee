"""The test decks (``decks/``) as coverage sees them: a deck *cites* the rules its header names
and *fires* the rules the checker applied to it — the deck checker's counterpart of a scenario's
replay. ``fired_by_decks()`` is what the coverage report calls to count a rule as applied by the
deck checker."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..rules.numbers import sort_key
from .check import check
from .fixtures import expectations
from .load import load_deck

REPO_ROOT = Path(__file__).resolve().parents[2]
DECKS = REPO_ROOT / "decks"
# Imported official decklists (tools/import_decks.py), not test decks of a rule: they carry no
# header of what the checker must find, and may name cards the library doesn't have yet.
PRECON = DECKS / "precon"


@dataclass(frozen=True)
class DeckRecord:
    path: str  # relative to the repository root when inside it
    legal: bool
    cited: tuple[str, ...]  # the rules its header names
    fired: tuple[str, ...]  # the rules the checker applied
    passed: bool  # the checker found exactly what the header expects


def deck_files(paths: list[str | Path] | None = None) -> list[Path]:
    found: list[Path] = []
    for p in map(Path, paths or [DECKS]):
        found += [p] if p.is_file() else sorted(q for q in p.rglob("*.yaml") if PRECON not in q.parents)
    return found


def record_of(path: Path) -> DeckRecord:
    """Check one test deck against its header (bad input raises SourceError)."""
    exp, report = expectations(path), check(load_deck(path))
    return DeckRecord(_repo_path(path), report.legal, tuple(sorted(exp.rules(), key=sort_key)),
                      tuple(report.rules_applied()), not exp.mismatches(report) and exp.legal == report.legal)


def records(paths: list[str | Path] | None = None) -> list[DeckRecord]:
    return [record_of(p) for p in deck_files(paths)]


def fired_by_decks(paths: list[str | Path] | None = None) -> dict[str, tuple[str, ...]]:
    """Rule number → the test decks (paths) in which the deck checker applied it."""
    fired: dict[str, list[str]] = {}
    for r in records(paths):
        for number in r.fired:
            fired.setdefault(number, []).append(r.path)
    return {n: tuple(fired[n]) for n in sorted(fired, key=sort_key)}


def _repo_path(path: Path) -> str:
    try:
        return path.resolve().relative_to(REPO_ROOT).as_posix()
    except ValueError:
        return path.as_posix()
