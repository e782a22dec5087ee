"""Which rules the scenarios cover: the one computation behind ``adjudicator coverage`` and the
book's coverage page.

Three ways a scenario touches a rule:

* it **cites** the rule: the number is in its ``rules`` list (what the ruling rests on; the
  book lists the scenario under the rule);
* the rule **fired**: a step of its replay cites the number (the engine applied it);
* it names the rule in ``see_also``: the ruling relies on it for reading, but the replay does
  not apply it. Counted apart; it covers nothing.

All figures count rule numbers exactly (410.6a firing does not make 410.6 fire). A
**disagreement** is a scenario citing a rule that did not fire in its replay; the replay itself
reports one as a failed expectation (``replay.idle_citations``), so a passing scenario has none.
A rule that fired without being cited is no disagreement: procedural rules (410.4, passing
priority) fire in almost every replay.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, NamedTuple

from .rules import numbers

if TYPE_CHECKING:
    from .replay import Replay


class ScenarioRecord(NamedTuple):
    """What coverage (and the book's listings) need to know of one replayed scenario."""

    id: str
    title: str
    path: str  # relative to the repository root, e.g. scenarios/4-game-concepts/410/E026-….yaml
    cited: tuple[str, ...]
    fired: tuple[str, ...]
    examples: tuple[str, ...]  # the example ids among its sources (E001)
    passed: bool
    steps: int
    see_also: tuple[str, ...] = ()


def record_of(run: Replay, path: str) -> ScenarioRecord:
    """The record of a replay of the scenario file at ``path``."""
    s = run.scenario
    return ScenarioRecord(
        id=s.id, title=s.title, path=path, cited=tuple(s.rules),
        fired=tuple(sorted(run.game.trace.cited(), key=numbers.sort_key)),
        examples=tuple(x for x in s.sources if numbers.is_example_id(x)),
        passed=run.passed, steps=len(run.game.trace.steps), see_also=tuple(s.see_also))


COUNTED = ("cited", "fired", "see_also", "none")


@dataclass
class Chapter:
    chapter: int
    rules: int
    cited: list[str]
    fired: list[str]
    none: list[str]  # neither cited nor fired
    see_also: list[str] = field(default_factory=list)  # named in some scenario's see_also


@dataclass
class Disagreement:
    id: str
    path: str
    cited_not_fired: list[str]


@dataclass
class Coverage:
    chapters: list[Chapter]
    scenarios: int
    passed: int
    disagreements: list[Disagreement] = field(default_factory=list)

    @property
    def totals(self) -> dict[str, int]:
        return {key: sum(len(getattr(c, key)) for c in self.chapters) for key in COUNTED} | {
            "rules": sum(c.rules for c in self.chapters)}

    def to_json(self) -> dict[str, Any]:
        """The figures as ``adjudicator coverage --json`` prints them (counts and the lists)."""
        return {
            "scenarios": self.scenarios,
            "passed": self.passed,
            "totals": self.totals,
            "chapters": [{**asdict(c), "counts": {k: len(getattr(c, k)) for k in COUNTED}}
                         for c in self.chapters],
            "disagreements": [asdict(d) for d in self.disagreements],
        }


def compute(rules: Iterable[str], records: Iterable[ScenarioRecord]) -> Coverage:
    """Coverage of the rule numbers ``rules`` (the whole rulebook) by the scenarios ``records``."""
    records = sorted(records, key=lambda r: r.path)
    cited = {n for r in records for n in r.cited}
    fired = {n for r in records for n in r.fired}
    read = {n for r in records for n in r.see_also}
    by_chapter: dict[int, list[str]] = {}
    for number in sorted(set(rules), key=numbers.sort_key):
        by_chapter.setdefault(int(number[0]), []).append(number)
    chapters = [Chapter(chapter, len(ns), [n for n in ns if n in cited], [n for n in ns if n in fired],
                        [n for n in ns if n not in cited and n not in fired], [n for n in ns if n in read])
                for chapter, ns in sorted(by_chapter.items())]
    disagreements = [d for d in map(disagreement, records) if d.cited_not_fired]
    return Coverage(chapters, len(records), sum(r.passed for r in records), disagreements)


def disagreement(record: ScenarioRecord) -> Disagreement:
    fired = set(record.fired)
    return Disagreement(record.id, record.path, [c for c in record.cited if c not in fired])
