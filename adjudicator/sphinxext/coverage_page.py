"""The parts of the coverage page (``:::{scenario-coverage} PART``), from
:func:`adjudicator.coverage.compute` — the same figures as ``adjudicator coverage --json``:

* ``chapters`` — per chapter: rules, executable, reference, cited, fired, covered, uncovered;
* ``reference`` — every rule nothing applies, with its reason (from the rule's markup);
* ``uncovered`` — executable rules that no scenario both cites and fires;
* ``cited-not-fired`` — scenarios citing a rule their replay did not fire (a failing scenario).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from docutils import nodes
from sphinx.util.nodes import make_refnode

from .scenario_render import joined, para

if TYPE_CHECKING:
    from .scenario_listings import Listing

PARTS = ("chapters", "reference", "uncovered", "cited-not-fired")
COLUMNS = [("rules", "Rules"), ("executable", "Executable"), ("reference", "Reference"),
           ("cited", "Cited by a scenario"), ("fired", "Fired in a replay"),
           ("covered", "Covered"), ("uncovered", "Executable, not covered"), ("see_also", "See also")]


def coverage_part(listing: Listing, part: str) -> list[nodes.Node]:
    parts: dict[str, Callable[[Listing], list[nodes.Node]]] = {
        "chapters": chapter_table, "reference": reference_rules, "uncovered": uncovered,
        "cited-not-fired": cited_not_fired}
    return parts[part](listing)


def chapter_table(listing: Listing) -> list[nodes.Node]:
    cov, chapters = listing.coverage(), listing.chapters()
    t = cov.totals
    summary = (f"{cov.scenarios} scenarios, {cov.passed} of them passing, and {cov.decks} test decks of the "
               f"deck checker. Of the {t['rules']} rules, {t['executable']} are executable and {t['reference']} "
               f"are reference. {t['covered']} executable rules are covered (cited and fired by one scenario "
               f"or test deck); "
               f"{t['uncovered']} are not yet. {t['cited']} rules are cited by some scenario or deck, "
               f"{t['fired']} fired in some replay or deck check, and {t['see_also']} are named under some "
               "scenario's see also.")
    rows = []
    for c in cov.chapters:
        title, page = chapters.get(c.chapter, (str(c.chapter), None))
        name = make_refnode(listing.app.builder, listing.docname, page, None, nodes.inline(title, title)) \
            if page else nodes.Text(title)
        counts = {"rules": c.rules, **c.counts()}
        rows.append([[name], *([nodes.Text(str(counts[k]))] for k, _ in COLUMNS)])
    rows.append([[nodes.strong("All chapters", "All chapters")],
                 *([nodes.strong(str(t[k]), str(t[k]))] for k, _ in COLUMNS)])
    return [para(nodes.Text(summary), classes=["coverage-summary"]),
            table("Coverage by chapter", ["Chapter", *(label for _, label in COLUMNS)], rows, "coverage-chapters")]


def reference_rules(listing: Listing) -> list[nodes.Node]:
    rows = [[[listing.rule_link(r.number)], [nodes.Text(r.why_not or "")]]
            for r in listing.coverage().rules if not r.executable]
    if not rows:
        return [para(nodes.Text("Every rule is executable."))]
    return [table("Rules that nothing applies, and why", ["Rule", "Why it is not executable"], rows,
                  "coverage-reference")]


def uncovered(listing: Listing) -> list[nodes.Node]:
    out: list[nodes.Node] = []
    chapters = listing.chapters()
    for c in listing.coverage().chapters:
        title = chapters.get(c.chapter, (str(c.chapter), None))[0]
        out.append(nodes.rubric(title, title))
        links = [listing.rule_link(n) for n in c.uncovered]
        out.append(para(*joined(links), classes=["coverage-uncovered"]) if links else
                   para(nodes.Text("Every executable rule is covered.")))
    return out


def cited_not_fired(listing: Listing) -> list[nodes.Node]:
    rows = [[[listing.scenario_link(listing.docname_of(d.path))], joined(map(listing.rule_link, d.cited_not_fired))]
            for d in listing.coverage().disagreements if d.cited_not_fired]
    if not rows:
        return [para(nodes.Text("Every rule a scenario cites fired in its replay."))]
    return [table("Scenarios citing rules that did not fire in their replay", ["Scenario", "Cited, did not fire"],
                  rows, "coverage-cited-not-fired")]


# -- docutils helpers ---------------------------------------------------------------------------
def table(caption: str, headers: list[str], rows: list[list[list[nodes.Node]]], cls: str) -> nodes.table:
    group = nodes.tgroup(cols=len(headers))
    group += [nodes.colspec(colwidth=1) for _ in headers]
    group += nodes.thead("", table_row([[nodes.Text(h)] for h in headers]))
    group += nodes.tbody("", *(table_row(r) for r in rows))
    return nodes.table("", nodes.title(caption, caption), group, classes=[cls], ids=[cls])


def table_row(cells: list[list[nodes.Node]]) -> nodes.row:
    return nodes.row("", *(nodes.entry("", para(*cell)) for cell in cells))
