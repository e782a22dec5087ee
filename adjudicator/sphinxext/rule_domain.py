"""The ``rule`` domain's data: which page declares each rule and example, which scenario pages
cite each rule, and how they resolve, list and index.

Kept apart from the directives (``rules.py``) so the bookkeeping, which must survive parallel
reads and incremental builds, can be read in one place.
"""
from __future__ import annotations

import posixpath
from typing import Any, Iterable, Iterator, NamedTuple

from docutils import nodes
from sphinx.domains import Domain, Index, IndexEntry, ObjType
from sphinx.locale import _
from sphinx.util import logging
from sphinx.util.nodes import make_refnode

from adjudicator.rules import numbers
from adjudicator.rules.model import shorten

logger = logging.getLogger(__name__)


class RuleEntry(NamedTuple):
    docname: str
    anchor: str
    heading: str  # "Priority · 优先权" for a section, the :title: (maybe empty) for a sub-rule
    summary: str  # the hover text, from the rule-page parser
    title_zh: str = ""


class ExampleEntry(NamedTuple):
    docname: str
    anchor: str
    rule: str | None  # the rule the example is attached to


class RuleData(Domain):
    """The ``rule`` domain's records: rules 100–803 and the worked examples attached to them.
    ``rules.RuleDomain`` adds the directives and roles."""

    name = "rule"
    label = "Rules"
    object_types = {
        "rule": ObjType(_("rule"), "ref"),
        "example": ObjType(_("example"), "example"),
    }
    initial_data: dict[str, Any] = {
        "rules": {},        # number → RuleEntry
        "examples": {},     # id → ExampleEntry
        "cites": {},        # scenario docname → set of rule numbers it cites
        "index_pages": set(),  # docnames holding a {rule-index} listing
    }
    dangling_warnings = {"ref": "unknown rule %(target)s", "example": "unknown example %(target)s"}
    data_version = 1

    @property
    def rules(self) -> dict[str, RuleEntry]:
        return self.data["rules"]

    @property
    def examples(self) -> dict[str, ExampleEntry]:
        return self.data["examples"]

    # -- recording, while documents are read ----------------------------------------------
    def note_rule(self, number: str, entry: RuleEntry, location: Any) -> None:
        self._note(self.rules, number, entry, "rule", location)

    def note_example(self, example_id: str, entry: ExampleEntry, location: Any) -> None:
        self._note(self.examples, example_id, entry, "example", location)

    def note_citation(self, docname: str, number: str) -> None:
        self.data["cites"].setdefault(docname, set()).add(number)

    def note_index_page(self, docname: str) -> None:
        self.data["index_pages"].add(docname)

    def _note(self, table: dict, key: str, entry: NamedTuple, kind: str, location: Any) -> None:
        first = table.get(key)
        if first is not None and first.docname != entry.docname:
            logger.warning("%s %s is declared twice (first in %s)", kind, key, first.docname,
                           location=location, type="rule", subtype="duplicate")
            return
        table[key] = entry

    def clear_doc(self, docname: str) -> None:
        for table in (self.rules, self.examples):
            for key in [k for k, e in table.items() if e.docname == docname]:
                del table[key]
        self.data["cites"].pop(docname, None)
        self.data["index_pages"].discard(docname)

    def merge_domaindata(self, docnames: Iterable[str], otherdata: dict[str, Any]) -> None:
        docnames = set(docnames)
        for table, kind in (("rules", "rule"), ("examples", "example")):
            for key, entry in otherdata[table].items():
                if entry.docname in docnames:
                    self._note(self.data[table], key, entry, kind, (entry.docname, None))
        for docname, cited in otherdata["cites"].items():
            if docname in docnames:
                self.data["cites"][docname] = set(cited)
        self.data["index_pages"] |= otherdata["index_pages"] & docnames

    # -- back-links -------------------------------------------------------------------------
    def citations(self) -> dict[str, set[str]]:
        """Rule number → the scenario pages citing it."""
        by_rule: dict[str, set[str]] = {}
        for docname, cited in self.data["cites"].items():
            for number in cited:
                by_rule.setdefault(number, set()).add(docname)
        return by_rule

    def snapshot_citations(self) -> None:
        self._before = self.citations()

    def pages_to_rewrite(self) -> set[str]:
        """Rule pages whose "Scenarios citing this rule" changed since the snapshot, plus the
        rule listings. Without this an incremental build keeps stale back-links, because
        only the scenario page was re-read."""
        before, after = getattr(self, "_before", {}), self.citations()
        changed = {n for n in before.keys() | after.keys() if before.get(n) != after.get(n)}
        pages = {self.rules[n].docname for n in changed if n in self.rules}
        return pages | self.data["index_pages"]

    # -- resolving --------------------------------------------------------------------------
    def resolve_xref(self, env, fromdocname, builder, typ, target, node, contnode):  # noqa: ANN001
        found = self._target(typ, target)
        if found is None:
            return None
        docname, anchor, title = found
        return make_refnode(builder, fromdocname, docname, anchor, contnode, title)

    def href(self, builder, fromdocname: str, typ: str, target: str) -> tuple[str, str] | None:  # noqa: ANN001
        """The address and title of the link ``resolve_xref`` makes (for links written as HTML)."""
        found = self._target(typ, target)
        if found is None:
            return None
        docname, anchor, title = found
        if docname == fromdocname:
            return f"#{anchor}", title
        return f"{builder.get_relative_uri(fromdocname, docname)}#{anchor}", title

    def resolve_any_xref(self, env, fromdocname, builder, target, node, contnode):  # noqa: ANN001
        return [(f"rule:{typ}", ref) for typ in ("ref", "example")
                if (ref := self.resolve_xref(env, fromdocname, builder, typ, target, node, contnode))]

    def _target(self, typ: str, target: str) -> tuple[str, str, str] | None:
        if typ == "ref" and target in self.rules:
            rule = self.rules[target]
            return rule.docname, rule.anchor, f"{target} — {rule.summary}"
        if typ == "example" and target.upper() in self.examples:
            example = self.examples[target.upper()]
            return example.docname, example.anchor, f"Example {target.upper()}"
        return None

    def get_objects(self) -> Iterator[tuple[str, str, str, str, str, int]]:
        for number, rule in self.rules.items():
            yield number, f"{number} {rule.heading}".strip(), "rule", rule.docname, rule.anchor, 1
        for example_id, example in self.examples.items():
            yield example_id, f"Example {example_id}", "example", example.docname, example.anchor, 1

    # -- listing ----------------------------------------------------------------------------
    def chapters(self) -> list[tuple[int, list[tuple[str, RuleEntry]]]]:
        """Rules grouped by hundreds (chapter 1 = 100–199…), each group in number order."""
        groups: dict[int, list[tuple[str, RuleEntry]]] = {}
        for number in sorted(self.rules, key=numbers.sort_key):
            groups.setdefault(int(number[0]), []).append((number, self.rules[number]))
        return list(groups.items())

    def chapter_title(self, chapter: int, entries: list[tuple[str, RuleEntry]]) -> str:
        """The chapter page's title ("4. Game concepts · 游戏术语"), found next to the
        chapter's first section page."""
        chapter_page = posixpath.join(posixpath.dirname(entries[0][1].docname), "index")
        title = self.env.titles.get(chapter_page)
        return title.astext() if title else f"{chapter}00–{chapter}99"


class RuleIndexPage(Index):
    """``rule-index.html``: every rule, by chapter, sub-rules indented under their section."""

    name = "index"
    localname = _("Rule index")
    shortname = _("rules")

    def generate(self, docnames: Iterable[str] | None = None):  # noqa: ANN201
        wanted = set(docnames) if docnames is not None else None
        content = []
        for chapter, entries in self.domain.chapters():
            rows = [_index_row(number, rule, entries)
                    for number, rule in entries if wanted is None or rule.docname in wanted]
            if rows:  # the label becomes an HTML id, so no spaces: "400–499"
                content.append((f"{chapter}00–{chapter}99", rows))
        return content, False


def _index_row(number: str, rule: RuleEntry, entries: list[tuple[str, RuleEntry]]) -> IndexEntry:
    # Sphinx indices know two levels: a section (1 = has sub-entries) and its sub-rules (2).
    if numbers.level(number):
        subtype = 2
    else:
        subtype = 1 if any(n.startswith(number + ".") for n, _ in entries) else 0
    return IndexEntry(number, subtype, rule.docname, rule.anchor, rule.heading, "", "")


def listing(domain: RuleData, builder: Any, fromdocname: str) -> list[nodes.Node]:
    """The rule index as page content: a rubric per chapter, then a nested list of links
    (section › rule › sub-rule), each with its caption or the start of its text."""
    out: list[nodes.Node] = []
    for chapter, entries in domain.chapters():
        title = domain.chapter_title(chapter, entries)
        out.append(nodes.rubric(title, title))
        out.append(_nested([(numbers.level(n), _listing_item(domain, builder, fromdocname, n))
                            for n, _ in entries]))
    return out


def _listing_item(domain: RuleData, builder: Any, fromdocname: str, number: str) -> nodes.paragraph:
    rule = domain.rules[number]
    link = make_refnode(builder, fromdocname, rule.docname, rule.anchor,
                        nodes.inline(number, number, classes=["rule-number"]), f"{number} — {rule.summary}")
    label = rule.heading or shorten(rule.summary, 90)
    return nodes.paragraph("", "", link, nodes.Text(f" {label}"))


def _nested(items: list[tuple[int, nodes.Node]]) -> nodes.bullet_list:
    """Turn (level, content) pairs in reading order into nested bullet lists."""
    root = nodes.bullet_list(classes=["rule-listing"])
    stack: list[tuple[int, nodes.Element]] = [(-1, root)]  # (level, list or item) being filled
    for level, content in items:
        while stack[-1][0] >= level:
            stack.pop()
        parent = stack[-1][1]
        if isinstance(parent, nodes.list_item):  # first deeper item: open its sub-list
            if not isinstance(parent.children[-1], nodes.bullet_list):
                parent += nodes.bullet_list()
            parent = parent.children[-1]
        item = nodes.list_item("", content)
        parent += item
        stack.append((level, item))
    return root
