"""Which rules the scenarios cover: the one computation behind ``adjudicator coverage`` and the
book's coverage page.

Three ways a scenario touches a rule:

* it **cites** the rule: the number is in its ``rules`` list (what the ruling rests on; the
  book lists the scenario under the rule);
* the rule **fired**: a step of its replay cites the number (the engine applied it);
* it names the rule in ``see_also``: the ruling relies on it for reading, but the replay does
  not apply it. Counted apart; it covers nothing.

The test decks of the deck checker (``decks/``, :mod:`adjudicator.deck.coverage`) do the same
for the deckbuilding rules: a deck cites the rules its header names, and the rules the checker
applied to it fired.

Per rule and per chapter the figures count rule numbers exactly (410.6a firing does not make
410.6 fire), except for a section (410): it is a heading over its rules, so the scenarios citing
or firing any rule in it count for it too. A rule is **covered** when one scenario (or one test
deck) both cites it and fires it. Each rule is also *executable* or not (its markup:
``:kind: reference`` with a ``:why:``; see :mod:`adjudicator.rules`): the goal is every
executable rule covered.

A **disagreement** is a scenario citing a rule (exactly that number) that did not fire in its
replay; the replay itself reports one as a failed expectation (``replay.idle_citations``), so a
passing scenario has none. A rule that fired without being cited is no disagreement: procedural
rules (410.4, passing priority) fire in almost every replay.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, Mapping, NamedTuple, Protocol

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


@dataclass
class RuleCoverage:
    """One rule: whether anything can apply it, and which scenarios cite it and fire it."""

    number: str
    executable: bool
    why_not: str | None  # the reason, for a rule that is not executable
    cited: list[str]  # scenario ids
    fired: list[str]
    decks_cited: list[str] = field(default_factory=list)  # test deck paths
    decks_fired: list[str] = field(default_factory=list)
    see_also: list[str] = field(default_factory=list)  # scenario ids naming it in see_also

    @property
    def covered(self) -> bool:
        """Some scenario, or some test deck, both cites this rule and fires it."""
        return bool(set(self.cited) & set(self.fired)) or bool(set(self.decks_cited) & set(self.decks_fired))


@dataclass
class Chapter:
    chapter: int
    rules: int
    cited: list[str]
    fired: list[str]
    none: list[str]  # neither cited nor fired
    reference: list[str] = field(default_factory=list)  # not executable
    covered: list[str] = field(default_factory=list)  # cited and fired by one scenario
    uncovered: list[str] = field(default_factory=list)  # executable and not covered
    see_also: list[str] = field(default_factory=list)  # named in some scenario's see_also

    @property
    def executable(self) -> int:
        return self.rules - len(self.reference)

    def counts(self) -> dict[str, int]:
        return {"executable": self.executable, **{k: len(getattr(self, k)) for k in LISTS}}


LISTS = ("reference", "cited", "fired", "covered", "uncovered", "see_also", "none")


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
    rules: list[RuleCoverage] = field(default_factory=list)
    decks: int = 0  # the deck checker's test decks counted

    @property
    def totals(self) -> dict[str, int]:
        return {"rules": sum(c.rules for c in self.chapters),
                **{key: sum(c.counts()[key] for c in self.chapters) for key in ("executable", *LISTS)}}

    def to_json(self) -> dict[str, Any]:
        """The figures as ``adjudicator coverage --json`` prints them: totals, per chapter (counts
        and the rule numbers), per rule (its class and the scenario ids), and disagreements."""
        return {
            "scenarios": self.scenarios,
            "passed": self.passed,
            "decks": self.decks,
            "totals": self.totals,
            "chapters": [{**asdict(c), "executable": c.executable, "counts": c.counts()} for c in self.chapters],
            "rules": [{**asdict(r), "covered": r.covered} for r in self.rules],
            "disagreements": [asdict(d) for d in self.disagreements],
        }


class Exercise(Protocol):
    """A scenario's record or a test deck's: what it cites and what fired."""

    path: str
    cited: tuple[str, ...]
    fired: tuple[str, ...]


def compute(rules: Iterable[str], records: Iterable[ScenarioRecord],
            why_not: Mapping[str, str] | None = None, decks: Iterable[Exercise] = ()) -> Coverage:
    """Coverage of the rule numbers ``rules`` (the whole rulebook) by the scenarios ``records``
    and the deck checker's test ``decks``; ``why_not`` gives the reason of each rule that is
    not executable (the others are)."""
    records = sorted(records, key=lambda r: r.path)
    decks = sorted(decks, key=lambda d: d.path)
    why_not = why_not or {}
    naming = {(kind, field): _naming(exercises, field) for kind, exercises in (("scenarios", records), ("decks", decks))
              for field in ("cited", "fired", "see_also")}

    def named(number: str, kind: str, field_name: str) -> list[str]:
        exact, by_section = naming[kind, field_name]
        return list((by_section if numbers.level(number) == 0 else exact).get(number, ()))
    per_rule = [RuleCoverage(n, n not in why_not, why_not.get(n),
                             cited=named(n, "scenarios", "cited"), fired=named(n, "scenarios", "fired"),
                             decks_cited=named(n, "decks", "cited"), decks_fired=named(n, "decks", "fired"),
                             see_also=named(n, "scenarios", "see_also"))
                for n in sorted(set(rules), key=numbers.sort_key)]
    by_chapter: dict[int, list[RuleCoverage]] = {}
    for rule in per_rule:
        by_chapter.setdefault(int(rule.number[0]), []).append(rule)
    chapters = [_chapter(chapter, rs) for chapter, rs in sorted(by_chapter.items())]
    disagreements = [d for d in map(disagreement, records) if d.cited_not_fired]
    return Coverage(chapters, len(records), sum(r.passed for r in records), disagreements, per_rule, len(decks))


def _naming(exercises: list[Any], field_name: str) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """The scenarios (ids) or test decks (paths) whose ``field_name`` (cited, fired, see_also) holds
    each number, and those holding any rule of each section, in order: read once, not once per
    rule of the rulebook (~470 rules × ~1,300 scenarios × five fields, for the coverage page)."""
    exact: dict[str, list[str]] = {}
    by_section: dict[str, list[str]] = {}
    for e in exercises:
        name, seen = getattr(e, "id", e.path), getattr(e, field_name, ())
        for number in dict.fromkeys(seen):
            exact.setdefault(number, []).append(name)
        for section in dict.fromkeys(numbers.section_of(n) for n in seen):
            by_section.setdefault(section, []).append(name)
    return exact, by_section


def _chapter(chapter: int, rules: list[RuleCoverage]) -> Chapter:
    cited = [r.number for r in rules if r.cited or r.decks_cited]
    fired = [r.number for r in rules if r.fired or r.decks_fired]
    return Chapter(chapter, len(rules), cited=cited, fired=fired,
                   none=[r.number for r in rules if r.number not in cited and r.number not in fired],
                   reference=[r.number for r in rules if not r.executable],
                   covered=[r.number for r in rules if r.covered],
                   uncovered=[r.number for r in rules if r.executable and not r.covered],
                   see_also=[r.number for r in rules if r.see_also])


def disagreement(record: ScenarioRecord) -> Disagreement:
    fired = set(record.fired)
    return Disagreement(record.id, record.path, [c for c in record.cited if c not in fired])
