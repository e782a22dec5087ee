"""Read one rule page (``docs/rules/<chapter>/NNN-slug.md``) into :class:`Rule` records.

The page heading declares the section; each ``rule`` directive declares a sub-rule; each
``example`` directive attaches to the nearest rule above it (or the one it sits in).
Problems that one page shows on its own are reported here; those that need the whole book
(duplicates across pages, unknown references) are the index's job.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from . import numbers
from .markup import Directive, plain_text, roles, scan
from .model import NOTE_KINDS, EditorNote, Problem, Rule

HEADING = re.compile(r"^#[ \t]+(?P<number>\d{3})\.[ \t]+(?P<title>.+?)[ \t]+·[ \t]+(?P<title_zh>.+?)\s*$")
PAGE_NAME = re.compile(r"(?P<number>\d{3})-[\w-]+\.md")
RULE_ROLES = {"rule", "rule:ref"}
RULE_DIRECTIVES = {"rule", "rule:rule"}
EXAMPLE_DIRECTIVES = {"example", "rule:example"}
NOTE_DIRECTIVES = {"editor-note", "rule:editor-note"}
RULE_KINDS = {"executable", "reference"}  # ``:kind:`` of a rule; executable is the default
SCENARIO_ID = re.compile(r"[A-Za-z0-9][\w.-]*")


def is_rule_page(path: Path) -> bool:
    return PAGE_NAME.fullmatch(path.name) is not None


@dataclass
class Page:
    """What one page declares and cites."""

    path: str
    rules: list[Rule] = field(default_factory=list)  # the section first, then page order
    references: list[tuple[str, int]] = field(default_factory=list)  # (number, line)
    problems: list[Problem] = field(default_factory=list)

    @property
    def section(self) -> Rule | None:
        first = self.rules[0] if self.rules else None
        return first if first is not None and first.is_section else None

    def rule(self, number: str) -> Rule | None:
        return next((r for r in self.rules if r.number == number), None)

    def owner_of(self, example_id: str) -> Rule | None:
        return next((r for r in self.rules if example_id in r.examples), None)

    def note_at(self, line: int) -> tuple[Rule, int] | None:
        """The rule owning the editor's note that starts at ``line``, and the note's index."""
        for rule in self.rules:
            for i, note in enumerate(rule.notes):
                if note.line == line:
                    return rule, i
        return None

    def problem(self, line: int, message: str) -> None:
        self.problems.append(Problem(self.path, line, message))


def parse_page(path: Path, root: Path) -> Page:
    """Parse the page at ``path``; records name it relative to ``root`` (the repository)."""
    label = path.resolve().relative_to(root.resolve()).as_posix()
    return parse_text(path.read_text(encoding="utf-8"), label)


def parse_text(text: str, label: str) -> Page:
    lines = list(enumerate(text.splitlines(), start=1))
    page = Page(label)
    directives, prose = scan(lines)
    section = _section(page, prose)
    _Builder(page, section).walk(directives)
    page.references = roles(lines, RULE_ROLES)
    _check_page_name(page, label)
    _check_order(page)
    return page


def _section(page: Page, prose: list[tuple[int, str]]) -> str | None:
    """Record the section declared by the page heading (the first non-blank line)."""
    body = [(n, t) for n, t in prose if t.strip()]
    m = HEADING.match(body[0][1]) if body else None
    if m is None:
        page.problem(body[0][0] if body else 1,
                     "a rule page must start with a heading '# NNN. English title · 中文标题'")
        return None
    text = plain_text([t for n, t in prose if n != body[0][0]])
    page.rules.append(Rule(m["number"], text, page.path, body[0][0],
                           title=m["title"], title_zh=m["title_zh"]))
    return m["number"]


class _Builder:
    """Walks the directive tree, turning rule and example directives into records."""

    def __init__(self, page: Page, section: str | None):
        self.page, self.section = page, section
        self.examples: dict[str, list[str]] = {}  # rule number → example ids, in page order
        self.notes: dict[str, list[EditorNote]] = {}  # rule number → editor's notes, in page order

    def walk(self, directives: list[Directive]) -> None:
        owner = self.section
        for d in directives:
            if d.name in RULE_DIRECTIVES:
                owner = self.rule(d) or owner
            elif d.name in EXAMPLE_DIRECTIVES:
                self.example(d, owner)
            elif d.name in NOTE_DIRECTIVES:
                self.note(d, owner)
        self._attach()

    def rule(self, d: Directive) -> str | None:
        number = d.argument.strip()
        if not numbers.is_number(number) or numbers.level(number) == 0:
            self.page.problem(d.line, f"'{number}' is not a sub-rule number like 410.6a")
            return None
        if self.section != numbers.section_of(number):
            where = f"section {self.section}" if self.section else "a page without a section heading"
            self.page.problem(d.line, f"rule {number} is outside its section page (this is {where})")
        if self.page.rule(number):
            self.page.problem(d.line, f"rule {number} is declared twice on this page")
            return number
        text = plain_text([t for _, t in d.prose])
        self.page.rules.append(Rule(number, text, self.page.path, d.line, title=d.options.get("title", ""),
                                    why_not=self.why_not(d)))
        for child in d.children:  # examples and notes written inside the rule belong to it
            if child.name in EXAMPLE_DIRECTIVES:
                self.example(child, number)
            elif child.name in NOTE_DIRECTIVES:
                self.note(child, number)
            elif child.name in RULE_DIRECTIVES:
                self.page.problem(child.line, "rule directives cannot be nested")
        return number

    def example(self, d: Directive, owner: str | None) -> None:
        ids = d.argument.replace(",", " ").split()
        bad = [i for i in ids if not numbers.is_example_id(i)]
        if not ids or bad:
            self.page.problem(d.line, f"an example needs catalogue ids like E026, got {d.argument!r}")
        elif owner is None:
            self.page.problem(d.line, "an example must follow the rule it belongs to")
        else:
            self.examples.setdefault(owner, []).extend(ids)

    def why_not(self, d: Directive) -> str | None:
        """The reason a rule is not executable (``:kind: reference`` + ``:why:``), else None."""
        kind, why = d.options.get("kind", "executable"), d.options.get("why", "").strip()
        if kind not in RULE_KINDS:
            self.page.problem(d.line, f"unknown rule kind {kind!r} (use {' or '.join(sorted(RULE_KINDS))})")
        elif kind == "reference" and not why:
            self.page.problem(d.line, "a ':kind: reference' rule needs ':why:' (one line: why nothing applies it)")
        elif kind != "reference" and why:
            self.page.problem(d.line, "':why:' is only for ':kind: reference' rules")
        return why if kind == "reference" and why else None

    def note(self, d: Directive, owner: str | None) -> None:
        kind = d.options.get("kind", "")
        scenarios = tuple(d.options.get("scenarios", "").replace(",", " ").split())
        if owner is None:
            self.page.problem(d.line, "an editor's note must follow the rule it belongs to")
        elif kind not in NOTE_KINDS:
            self.page.problem(d.line, f"an editor's note needs ':kind:' (one of {', '.join(NOTE_KINDS)}), "
                                      f"got {kind!r}")
        elif bad := [s for s in scenarios if not SCENARIO_ID.fullmatch(s)]:
            self.page.problem(d.line, f"not a scenario id: {', '.join(bad)}")
        elif not (text := plain_text([t for _, t in d.prose])):
            self.page.problem(d.line, "an editor's note needs text: what the source has, what we did, why")
        else:
            source = "\n".join(t for _, t in d.prose).strip("\n")
            self.notes.setdefault(owner, []).append(EditorNote(kind, text, source, d.line, scenarios))

    def _attach(self) -> None:
        rules = self.page.rules
        for i, rule in enumerate(rules):
            if rule.number in self.examples:
                rule = replace(rule, examples=tuple(self.examples[rule.number]))
            if rule.number in self.notes:
                rule = replace(rule, notes=tuple(self.notes[rule.number]))
            rules[i] = rule


def _check_page_name(page: Page, label: str) -> None:
    m = PAGE_NAME.fullmatch(Path(label).name)
    if m and page.section and m["number"] != page.section.number:
        page.problem(page.section.line, f"the page is named for section {m['number']} "
                                        f"but its heading declares {page.section.number}")


def _check_order(page: Page) -> None:
    """Rules appear in number order, so a reader can find one by scrolling."""
    valid = [r for r in page.rules if numbers.is_number(r.number)]
    for before, after in zip(valid, valid[1:]):
        if numbers.sort_key(after.number) < numbers.sort_key(before.number):
            page.problem(after.line, f"rule {after.number} comes after {before.number}; "
                                     "rules appear in the order of their numbers")
