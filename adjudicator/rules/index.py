"""The rule index: every section and sub-rule of ``docs/rules``, with parents and children.

Built from the MyST pages alone (no Sphinx), once per process and repository root.
"""
from __future__ import annotations

import functools
import hashlib
from dataclasses import replace
from pathlib import Path
from typing import Iterable, Iterator

from . import numbers
from .model import Problem, Rule
from .older import MAPPING, OlderRule, load_older, replaced_by
from .page import Page, is_rule_page, parse_page

# The repository root is the directory that holds the ``adjudicator`` package.
REPO_ROOT = Path(__file__).resolve().parents[2]
RULES_DIR = Path("docs", "rules")



class RuleMarkupError(Exception):
    """The rule pages have markup errors; ``problems`` lists them as ``path:line: message``."""

    def __init__(self, problems: list[Problem]):
        super().__init__("\n".join(map(str, problems)))
        self.problems = problems


class RuleIndex:
    """Rules by number, in number order, with the problems found while reading them."""

    def __init__(self, pages: Iterable[Page], older: dict[str, OlderRule] | None = None,
                 older_problems: Iterable[Problem] = ()):
        pages = list(pages)
        self.problems: list[Problem] = [p for page in pages for p in page.problems]
        self.older: dict[str, OlderRule] = older or {}
        declared = self._declare(pages)
        self._rules = _with_older(_classify_sections(_link_family(declared)), self.older)
        self._check_references(pages)
        self.problems += older_problems
        self._check_older()

    def _declare(self, pages: list[Page]) -> dict[str, Rule]:
        declared: dict[str, Rule] = {}
        for rule in (r for page in pages for r in page.rules):
            first = declared.setdefault(rule.number, rule)
            if first is not rule and first.path != rule.path:  # same-page twins: page reports them
                self.problems.append(Problem(rule.path, rule.line, f"rule {rule.number} is "
                                             f"declared twice (first at {first.path}:{first.line})"))
        return declared

    def _check_references(self, pages: list[Page]) -> None:
        for page in pages:
            for target, line in page.references:
                if target not in self._rules:
                    self.problems.append(Problem(page.path, line, f"unknown rule reference {target!r}"))

    def _check_older(self) -> None:
        for entry in self.older.values():
            for number in entry.now:
                if number not in self._rules:
                    self.problems.append(Problem(MAPPING.as_posix(), entry.line,
                                                 f"older {entry.number} maps to {number}, which is not a 5.0 rule"))

    # -- lookup ---------------------------------------------------------------------------
    def get(self, number: str) -> Rule | None:
        return self._rules.get(number)

    def __getitem__(self, number: str) -> Rule:
        return self._rules[number]

    def __contains__(self, number: object) -> bool:
        return number in self._rules

    def __iter__(self) -> Iterator[Rule]:
        return iter(self._rules.values())

    def __len__(self) -> int:
        return len(self._rules)

    def children(self, number: str) -> list[Rule]:
        rule = self._rules.get(number)
        return [self._rules[n] for n in rule.children] if rule else []

    def check(self) -> None:
        """Raise :class:`RuleMarkupError` if any page has a markup problem."""
        if self.problems:
            raise RuleMarkupError(self.problems)

    # -- search ---------------------------------------------------------------------------
    def search(self, query: str) -> list[Rule]:
        """Rules matching ``query``: a number (the rule, then its descendants), or words and
        Chinese substrings that must all occur in the number, titles or text. Rules whose
        titles match come first; otherwise number order."""
        query = query.strip()
        if numbers.is_number(numbers.normalize(query)):
            query = numbers.normalize(query)
            return [r for r in self if r.number == query or query in numbers.ancestors(r.number)]
        terms = query.casefold().split()
        if not terms:
            return []
        hits = [r for r in self if all(t in _haystack(r) for t in terms)]
        return sorted(hits, key=lambda r: _rank(r, query.casefold(), terms))


def _rank(rule: Rule, query: str, terms: list[str]) -> int:
    """0 for a rule titled with the query itself (singular or plural), 1 for one whose titles
    hold every word, 2 for the rest (each group stays in number order: ``sorted`` is stable)."""
    titles = {t.casefold() for t in (rule.title, rule.title_zh) if t}
    if titles & {query, query + "s", query + "es", query.removesuffix("s")}:
        return 0
    return 1 if all(t in rule.heading.casefold() for t in terms) else 2


def _haystack(rule: Rule) -> str:
    return f"{rule.number} {rule.heading} {rule.text}".casefold()


def _link_family(declared: dict[str, Rule]) -> dict[str, Rule]:
    """Sort rules by number and fill in parent (the longest declared prefix) and children."""
    ordered = sorted(declared, key=numbers.sort_key)
    parent = {n: next((a for a in numbers.ancestors(n) if a in declared), None) for n in ordered}
    children: dict[str, list[str]] = {}
    for n in ordered:
        if parent[n]:
            children.setdefault(parent[n], []).append(n)
    return {n: replace(declared[n], parent=parent[n], children=tuple(children.get(n, ())))
            for n in ordered}


def _classify_sections(rules: dict[str, Rule]) -> dict[str, Rule]:
    """A section is a heading over its rules (it has no markup of its own): executable when any
    of its rules is, otherwise reference with a reason saying so."""
    executable: dict[str, bool] = {}  # section → has an executable rule under it
    for number, rule in rules.items():
        if not rule.is_section:
            section = numbers.section_of(number)
            executable[section] = executable.get(section, False) or rule.executable
    return {n: replace(r, why_not="a heading over rules that are all reference")
            if r.is_section and executable.get(n) is False else r for n, r in rules.items()}


def _with_older(rules: dict[str, Rule], older: dict[str, OlderRule]) -> dict[str, Rule]:
    replaced = replaced_by(older)
    return {n: replace(r, older=replaced[n]) if n in replaced else r for n, r in rules.items()}


def rule_pages(root: Path) -> list[Path]:
    return sorted(p for p in (root / RULES_DIR).rglob("*.md") if is_rule_page(p))


def build_index(root: Path) -> RuleIndex:
    """Read every rule page under ``root/docs/rules``, and the older edition's numbers
    (uncached)."""
    older, problems = load_older(root)
    return RuleIndex((parse_page(path, root) for path in rule_pages(root)), older, problems)


@functools.cache
def _cached(root: Path) -> RuleIndex:
    return build_index(root)


def load_index(root: str | Path | None = None) -> RuleIndex:
    """The rule index of the repository at ``root`` (default: this checkout), read once per
    process. Markup problems do not raise; they are in ``index.problems`` (see ``check``)."""
    return _cached(Path(root or REPO_ROOT).resolve())


def rule_numbers(root: str | Path | None = None) -> frozenset[str]:
    """Every rule number of the index (what a cited rule must be, 'rules-exist'), kept on disk
    between runs (disk_cache) and read again only when a rule page, the older edition's mapping or
    this package's code changes: a replay's start-up parses no rule page. Read once per process
    (like ``load_index``): digesting the ~60 rule pages for every replay of ``check`` cost a fifth
    of its CPU."""
    from ..disk_cache import cache_dir
    return _rule_numbers(Path(root or REPO_ROOT).resolve(), cache_dir())


@functools.cache
def _rule_numbers(root: Path, where: Path) -> frozenset[str]:
    """``where`` (the disk cache's folder) is part of the key, so a test's own cache is used."""
    from ..disk_cache import cached
    mapping = root / MAPPING
    files = [*rule_pages(root), *([mapping] if mapping.is_file() else []), *sorted(Path(__file__).parent.glob("*.py"))]
    kind = f"rule-numbers-{hashlib.sha256(str(root).encode()).hexdigest()[:8]}"  # one per checkout
    return cached(kind, files, lambda: frozenset(r.number for r in load_index(root)), frozenset)
