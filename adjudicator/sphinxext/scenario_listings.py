"""Pages and boxes made from every scenario's record, filled in once all pages are read:

* ``:::{scenario-coverage} chapters`` (also ``reference``, ``uncovered``, ``cited-not-fired``)
  — the coverage figures, from :func:`adjudicator.coverage.compute`, the
  same function as ``adjudicator coverage`` (laid out by :mod:`.coverage_page`);
* ``:::{scenario-examples}`` — every worked example, its scenarios and their status;
* ``:::{scenario-list}`` — every scenario by chapter;
* under each ``:::{example}`` box of the rules, links to the scenarios replaying it.

The directives leave placeholders that are replaced at ``doctree-resolved``; the scenario
domain tells an incremental build to rewrite these pages when a record changes.
"""
from __future__ import annotations

import posixpath
from pathlib import Path, PurePosixPath
from typing import Callable

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective
from sphinx.util.nodes import make_refnode

from adjudicator.coverage import Coverage, ScenarioRecord, compute
from adjudicator.deck.coverage import deck_files, records as deck_records
from adjudicator.rules import load_index

from . import placeholders
from .coverage_page import PARTS as COVERAGE_PARTS
from .coverage_page import coverage_part, table
from .scenario_domain import ScenarioDomain
from .scenario_render import joined, para


class scenario_listing(nodes.General, nodes.Element):
    """Placeholder for a generated listing (``kind``, ``part``); replaced at doctree-resolved."""


class ListingDirective(SphinxDirective):
    kind = ""
    optional_arguments = 1

    def run(self) -> list[nodes.Node]:
        part = self.arguments[0] if self.arguments else ""
        if self.kind == "coverage" and part not in COVERAGE_PARTS:
            raise self.error(f"scenario-coverage needs one of: {', '.join(COVERAGE_PARTS)}")
        self.env.domains["scenario"].note_report_page(self.env.docname)
        if self.kind == "coverage":  # the deck checker's test decks count too
            for path in deck_files([Path(self.env.srcdir) / "decks"]):
                self.env.note_dependency(str(path))
        return [scenario_listing(kind=self.kind, part=part)]


class CoverageDirective(ListingDirective):
    kind = "coverage"


class ExamplesDirective(ListingDirective):
    kind = "examples"


class ScenarioListDirective(ListingDirective):
    kind = "list"


class Listing:
    """What the listings of one page need: the builder, the page and both domains' records."""

    def __init__(self, app: Sphinx, docname: str):
        self.app, self.docname = app, docname
        self.rules = app.env.domains["rule"]
        self.scenarios: ScenarioDomain = app.env.domains["scenario"]  # type: ignore[assignment]
        self.records = self.scenarios.records

    # -- links ------------------------------------------------------------------------------
    def rule_link(self, number: str) -> nodes.Node:
        rule = self.rules.rules.get(number)
        if rule is None:
            return nodes.Text(number)
        return make_refnode(self.app.builder, self.docname, rule.docname, rule.anchor,
                            nodes.inline(number, number, classes=["rule-number"]), f"{number} — {rule.summary}")

    def scenario_link(self, docname: str, long: bool = False) -> nodes.Node:
        record = self.records[docname]
        text = f"{record.id} · {record.title}" if long else record.id
        return make_refnode(self.app.builder, self.docname, docname, None, nodes.inline(text, text), record.title)

    def example_link(self, example_id: str) -> nodes.Node:
        entry = self.rules.examples.get(example_id)
        if entry is None:
            return nodes.Text(example_id)
        return make_refnode(self.app.builder, self.docname, entry.docname, entry.anchor,
                            nodes.inline(example_id, example_id), f"Example {example_id}")

    def chapters(self) -> dict[int, tuple[str, str]]:
        """Chapter number → (title, its index page), from the rule domain."""
        return {chapter: (self.rules.chapter_title(chapter, entries),
                          posixpath.join(posixpath.dirname(entries[0][1].docname), "index"))
                for chapter, entries in self.rules.chapters()}

    def coverage(self) -> Coverage:
        if not hasattr(self, "_coverage"):
            root = Path(self.app.env.srcdir)
            index = load_index(root)  # which rules are executable (their markup)
            self._coverage = compute(self.rules.rules, self.records.values(),
                                     {r.number: r.why_not for r in index if not r.executable}, test_decks(root))
        return self._coverage

    def docname_of(self, path: str) -> str:
        if not hasattr(self, "_by_path"):
            self._by_path = {r.path: d for d, r in self.records.items()}
        return self._by_path[path]


def test_decks(root: Path) -> list:
    """The deck checker's test decks under ``root/decks`` (none in a book without them)."""
    return deck_records([root / "decks"]) if (root / "decks").is_dir() else []


# -- the examples table ------------------------------------------------------------------------
def examples_table(listing: Listing, part: str) -> list[nodes.Node]:
    by_example = listing.scenarios.by_example()
    ids = sorted(set(listing.rules.examples) | set(by_example))
    missing = [x for x in ids if x not in by_example]
    rows = []
    for example_id in ids:
        entry = listing.rules.examples.get(example_id)
        docnames = by_example.get(example_id, [])
        rows.append([[listing.example_link(example_id)],
                     [listing.rule_link(entry.rule)] if entry and entry.rule else [nodes.Text("—")],
                     joined((listing.scenario_link(d, long=True) for d in docnames), "; ") or [nodes.Text("—")],
                     [nodes.Text(example_status([listing.records[d] for d in docnames]))]])
    summary = f"{len(ids) - len(missing)} of the {len(ids)} examples have a scenario." + (
        f" No scenario yet: {', '.join(missing)}." if missing else "")
    return [para(nodes.Text(summary), classes=["examples-summary"]),
            table("Every worked example and the scenarios replaying it", ["Example", "Rule", "Scenarios", "Status"],
                  rows, "examples-table")]


def example_status(records: list[ScenarioRecord]) -> str:
    if not records:
        return "no scenario yet"
    return "passes" if all(r.passed for r in records) else "fails"


# -- the scenario list ---------------------------------------------------------------------------
def scenario_list(listing: Listing, part: str) -> list[nodes.Node]:
    chapters = listing.chapters()
    groups: dict[int, list[str]] = {}
    for docname in sorted(listing.records, key=lambda d: listing.records[d].path):
        folder = PurePosixPath(listing.records[docname].path).parts[1:2]
        groups.setdefault(int(folder[0][0]) if folder and folder[0][:1].isdigit() else 0, []).append(docname)
    out: list[nodes.Node] = []
    for chapter in sorted(groups):
        title = chapters.get(chapter, ("Other scenarios", None))[0]
        items = nodes.bullet_list(classes=["scenario-list"])
        for docname in groups[chapter]:
            items += nodes.list_item("", para(listing.scenario_link(docname, long=True)))
        out += [nodes.rubric(title, title), items]
    return out


# -- example boxes in the rules --------------------------------------------------------------------
def example_links(listing: Listing, doctree: nodes.document) -> None:
    """Under each example box: the scenarios that replay the example, step by step."""
    by_example = listing.scenarios.by_example()
    for box in doctree.findall(nodes.admonition):
        if "example" not in box["classes"]:
            continue
        docnames = list(dict.fromkeys(d for anchor in box["ids"] for d in by_example.get(anchor.upper(), [])))
        if docnames:
            label = "Replayed step by step: "
            box += para(nodes.strong(label, label), *joined(listing.scenario_link(d, long=True) for d in docnames),
                        classes=["example-scenarios"])


# -- filling the placeholders ----------------------------------------------------------------------
LISTINGS: dict[str, Callable[[Listing, str], list[nodes.Node]]] = {
    "coverage": coverage_part, "examples": examples_table, "list": scenario_list}


def fill(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """doctree-resolved: listings need every scenario replayed, so they come last."""
    listings = placeholders.found(doctree, scenario_listing)
    has_examples = any(e.docname == docname for e in app.env.domains["rule"].examples.values())
    if not listings and not has_examples:
        return
    listing = Listing(app, docname)
    for node in listings:
        node.replace_self(LISTINGS[node["kind"]](listing, node["part"]))
    if has_examples:
        example_links(listing, doctree)


def setup(app: Sphinx) -> None:
    app.add_node(scenario_listing)
    placeholders.register(scenario_listing)
    app.add_directive("scenario-coverage", CoverageDirective)
    app.add_directive("scenario-examples", ExamplesDirective)
    app.add_directive("scenario-list", ScenarioListDirective)
    app.connect("doctree-resolved", fill)
