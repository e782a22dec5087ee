"""Editor's notes: where this edition departs from the 5.0 source, said under the rule.

* ``:::{editor-note}`` (``:kind:`` correction, blank, slip, rebuilt or reading; optional
  ``:scenarios:`` ids) follows its rule and renders as a box set apart from the rule text,
  anchored ``r717-3a-note`` (``-note-2`` for a second note on the same rule);
* ``:::{editor-notes}`` is the errata page ("Notes on this edition"): every note of the book,
  by section, re-rendered from the notes themselves (read with the rule index, so the page can
  never list a note the rules do not have);
* under each rule whose number differs from the older edition's, "Older edition: 801.1".

Notes are read by :mod:`adjudicator.rules` like everything else on a rule page, so
``adjudicator rule 717.3a`` shows the same notes.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective
from sphinx.util.nodes import make_refnode

from adjudicator.rules import load_index, numbers
from adjudicator.rules.index import rule_pages
from adjudicator.rules.model import NOTE_KINDS, EditorNote, Rule
from adjudicator.rules.older import MAPPING

from . import placeholders

logger = logging.getLogger(__name__)


class note_scenarios(nodes.General, nodes.Element):
    """Placeholder for the links to the scenarios showing a note's reading (``scenario_ids``)."""


def note_anchor(number: str, index: int) -> str:
    """``r717-3a-note`` for a rule's first note, ``r717-3a-note-2`` for its second."""
    return f"{numbers.anchor(number)}-note" + (f"-{index + 1}" if index else "")


def note_box(label: str, body: list[nodes.Node], kind: str, scenarios: tuple[str, ...]) -> nodes.container:
    title = f"Editor's note · {label}"
    box = nodes.container(classes=["editor-note", f"editor-note-{kind}"])
    box += nodes.paragraph(title, "", nodes.strong(title, title), classes=["editor-note-title"])
    box += body
    if scenarios:
        box += note_scenarios(scenario_ids=list(scenarios))
    return box


class EditorNoteDirective(SphinxDirective):
    """``:::{editor-note}`` — what the source has, what we did and why, under its rule."""

    has_content = True
    option_spec = {"kind": directives.unchanged, "scenarios": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        from .rules import page_of  # the page as the rule index reads it (one parse per page)

        kind = self.options.get("kind", "")
        scenarios = tuple(self.options.get("scenarios", "").replace(",", " ").split())
        box = note_box(NOTE_KINDS.get(kind, kind), self.parse_content_to_nodes(allow_section_headings=False),
                       kind, scenarios)
        self.set_source_info(box)
        found = page_of(self.env).note_at(self.lineno)
        if found:  # markup problems (no rule above, bad kind) are reported with the page's
            rule, index = found
            box["ids"].append(note_anchor(rule.number, index))
            box["classes"].append(f"editor-note-level-{numbers.level(rule.number)}")  # indented with its rule
        return [box]


class ErrataDirective(SphinxDirective):
    """``:::{editor-notes}`` — every editor's note, by section, with a count by kind."""

    def run(self) -> list[nodes.Node]:
        root = Path(self.env.srcdir)
        for path in rule_pages(root):  # re-read this page whenever a note changes
            self.env.note_dependency(str(path))
        index = load_index(root)
        noted = [rule for rule in index if rule.notes]
        out: list[nodes.Node] = [self._summary(noted)]
        section = None
        for rule in noted:
            if numbers.section_of(rule.number) != section:
                section = numbers.section_of(rule.number)
                heading = index.get(section)
                text = f"{section}. {heading.heading}" if heading else section
                out.append(nodes.rubric(text, text))
            out.append(self._entry(rule))
        return out

    def _summary(self, noted: list[Rule]) -> nodes.paragraph:
        notes = [n for rule in noted for n in rule.notes]
        counts = ", ".join(f"{sum(n.kind == kind for n in notes)} {label.lower()}"
                           for kind, label in NOTE_KINDS.items())
        text = f"{len(notes)} notes on {len(noted)} rules: {counts}."
        return nodes.paragraph(text, text, classes=["errata-summary"])

    def _entry(self, rule: Rule) -> nodes.container:
        entry = nodes.container(classes=["errata-entry"], ids=[f"errata-{numbers.anchor(rule.number)}"])
        head = nodes.paragraph(classes=["errata-rule"])
        head += rule_xref(rule.number)
        if rule.title:
            head += nodes.Text(" ")
            head += nodes.strong(rule.title, rule.title)
        entry += head
        for note in rule.notes:
            entry += note_box(note.label, self._body(rule, note), note.kind, note.scenarios)
        return entry

    def _body(self, rule: Rule, note: EditorNote) -> list[nodes.Node]:
        return self.parse_text_to_nodes(note.source, allow_section_headings=False)


def rule_xref(number: str) -> addnodes.pending_xref:
    return addnodes.pending_xref("", nodes.inline(number, number, classes=["rule-number"]), refdomain="rule",
                                 reftype="ref", reftarget=number, refexplicit=False, refwarn=True)


def older_line(older: tuple[str, ...]) -> nodes.paragraph:
    """"Older edition: 801.1" under a rule that replaces differently numbered older rules."""
    label = "Older edition: "
    text = ", ".join(older)
    return nodes.paragraph("", "", nodes.emphasis(label, label), nodes.Text(text), classes=["rule-older"])


def older_numbers(env: Any, number: str) -> tuple[str, ...]:
    """The older edition's numbers that ``number`` replaces (from the rule index, which reads
    the mapping); the page is re-read when the mapping changes."""
    root = Path(env.srcdir)
    if (root / MAPPING).is_file():
        env.note_dependency(str(root / MAPPING))
    rule = load_index(root).get(number)
    return rule.older if rule else ()


def fill_scenario_links(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """doctree-resolved: a note's scenarios, by id, once every scenario page has been read."""
    notes = placeholders.found(doctree, note_scenarios)
    if not notes:
        return
    try:
        domain = app.env.domains["scenario"]
    except KeyError:  # a rulebook built without the scenarios extension: ids as plain text
        domain = None
    by_id = {r.id: d for d, r in getattr(domain, "records", {}).items()} if domain else {}
    for node in notes:
        para = nodes.paragraph(classes=["editor-note-scenarios"])
        label = "Our reading is replayed in: "
        para += nodes.emphasis(label, label)
        for i, scenario_id in enumerate(node["scenario_ids"]):
            if i:
                para += nodes.Text(", ")
            if scenario_id in by_id:
                para += make_refnode(app.builder, docname, by_id[scenario_id], None,
                                     nodes.inline(scenario_id, scenario_id), f"Scenario {scenario_id}")
            else:
                if domain is not None:
                    logger.warning("editor's note names scenario %s, which does not exist", scenario_id,
                                   location=node, type="rule", subtype="note")
                para += nodes.Text(scenario_id)
        node.replace_self(para)


def setup(app: Sphinx) -> None:
    app.add_node(note_scenarios)
    placeholders.register(note_scenarios)
    app.add_directive("editor-note", EditorNoteDirective)
    app.add_directive("editor-notes", ErrataDirective)
    app.add_css_file("editor-notes.css")
    app.connect("doctree-resolved", fill_scenario_links)
