"""Sphinx extension for the rulebook: the ``rule`` domain and its markup.

* ``:::{rule} 410.6a`` (optional ``:title:``) renders a rule block anchored ``r410-6a``;
  a page heading ``# 410. Priority · 优先权`` declares section 410, anchored ``r410``.
* ``:::{example} E026`` renders a box "Example E026" anchored ``e026``.
* ``{rule}`410.6a``` / ``{rule}`text <410.6a>``` link to a rule, with the rule's text as the
  HTML ``title`` (hover) — taken from :mod:`adjudicator.rules`, the same parser the engine and
  CLI use, so there is one reading of the rule pages.
* ``:::{rule-index}`` lists every rule; ``rule-index.html`` is the domain index.
* Under each rule, "Scenarios citing this rule" links the pages under ``scenarios/`` that cite
  it (collected while reading, filled in when the page is written).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.roles import XRefRole
from sphinx.transforms import SphinxTransform
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective
from sphinx.util.nodes import make_refnode

from adjudicator.rules import numbers
from adjudicator.rules.markup import plain_text
from adjudicator.rules.model import Rule
from adjudicator.rules.page import Page, is_rule_page, parse_page

from . import editor_notes, placeholders
from .rule_domain import ExampleEntry, RuleData, RuleEntry, RuleIndexPage, listing

logger = logging.getLogger(__name__)
STATIC = Path(__file__).with_name("static")


class rule_backlinks(nodes.General, nodes.Element):
    """Placeholder for "Scenarios citing this rule"; replaced at doctree-resolved."""


class rule_listing(nodes.General, nodes.Element):
    """Placeholder for the ``{rule-index}`` listing; replaced at doctree-resolved."""


def domain_of(env: BuildEnvironment) -> RuleData:
    return env.domains["rule"]  # type: ignore[return-value]


def page_of(env: BuildEnvironment) -> Page:
    """The document being read, as the rule-page parser sees it (parsed once per read:
    ``current_document`` is fresh for every document)."""
    current = env.current_document
    if "rule:page" not in current:
        current["rule:page"] = parse_page(env.doc2path(env.docname), Path(env.srcdir))
    return current["rule:page"]


def entry_for(rule: Rule, docname: str) -> RuleEntry:
    return RuleEntry(docname, rule.anchor, rule.heading, rule.summary(), rule.title_zh)


def rule_head(number: str, title: str) -> nodes.paragraph:
    """"410.6a Destroy characters ¶": the number and the pilcrow both link to the rule."""
    anchor = numbers.anchor(number)
    head = nodes.paragraph(classes=["rule-head"])
    head += nodes.reference(number, number, refid=anchor, internal=True, classes=["rule-number"])
    if title:
        head += nodes.Text(" ")
        head += nodes.strong(title, title, classes=["rule-title"])
    head += nodes.reference("¶", "¶", refid=anchor, internal=True, classes=["headerlink"],
                            reftitle="Link to this rule")
    return head


class RuleDirective(SphinxDirective):
    """``:::{rule} 410.6a`` — one numbered rule."""

    required_arguments = 1
    has_content = True
    # :kind: reference + :why: mark a rule that nothing applies (the index reads them)
    option_spec = {"title": directives.unchanged, "kind": directives.unchanged, "why": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        number = self.arguments[0]
        rule = page_of(self.env).rule(number) or self._unparsed(number)
        box = nodes.container(classes=["rule"] + ([] if rule.executable else ["rule-reference"]))
        self.set_source_info(box)
        box += rule_head(number, rule.title)
        box += self.parse_content_to_nodes(allow_section_headings=False)
        if older := editor_notes.older_numbers(self.env, number):
            box += editor_notes.older_line(older)
        if numbers.is_number(number):  # a bad number is reported with the page's problems
            box["classes"].append(f"rule-level-{numbers.level(number)}")
            box["ids"].append(rule.anchor)
            box += rule_backlinks(number=number)
            domain_of(self.env).note_rule(number, entry_for(rule, self.env.docname), box)
        return [box]

    def _unparsed(self, number: str) -> Rule:
        # Only when the directive does not come from the page source (e.g. an include).
        return Rule(number, plain_text(list(self.content)), self.env.docname, self.lineno,
                    title=self.options.get("title", ""))


class ExampleDirective(SphinxDirective):
    """``:::{example} E026`` — a worked example, attached to the rule above it."""

    required_arguments = 1
    final_argument_whitespace = True
    has_content = True

    def run(self) -> list[nodes.Node]:
        ids = [i for i in self.arguments[0].replace(",", " ").split() if numbers.is_example_id(i)]
        label = ("Example " if len(ids) == 1 else "Examples ") + ", ".join(ids)
        box = nodes.admonition(classes=["example"], ids=[numbers.example_anchor(i) for i in ids])
        self.set_source_info(box)
        box += nodes.title(label, label)
        box += self.parse_content_to_nodes(allow_section_headings=False)
        owner = page_of(self.env).owner_of(ids[0]) if ids else None
        for example_id in ids:
            entry = ExampleEntry(self.env.docname, numbers.example_anchor(example_id),
                                 owner.number if owner else None)
            domain_of(self.env).note_example(example_id, entry, box)
        return [box]


class RuleListingDirective(SphinxDirective):
    """``:::{rule-index}`` — the whole rule index as page content."""

    def run(self) -> list[nodes.Node]:
        domain_of(self.env).note_index_page(self.env.docname)
        return [rule_listing()]


class RuleRole(XRefRole):
    """``{rule}`410.6a``` and ``{rule}`text <410.6a>```; records citations from scenarios."""

    def __init__(self) -> None:
        super().__init__(innernodeclass=nodes.inline, warn_dangling=True)

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        if ":" not in self.name:  # the bare {rule} role is this domain's "ref"
            self.name = "rule:ref"
        return super().run()

    def result_nodes(self, document, env, node, is_ref):  # noqa: ANN001, ANN201
        if env.docname.startswith(env.config.rules_scenario_prefix):
            domain_of(env).note_citation(env.docname, node["reftarget"])
        return [node], []


# -- events --------------------------------------------------------------------------------
class DeclareSection(SphinxTransform):
    """Report the page's markup problems and make its heading ``# 410. Priority · 优先权``
    rule 410: anchor ``r410``, back-links, and index entries for both titles (an exact
    title search then ranks the section with the glossary). Runs before Sphinx hands the
    document to the domains (priority 850), so the index entries are collected."""

    default_priority = 840

    def apply(self, **kwargs: Any) -> None:
        env, doctree = self.env, self.document
        path = Path(env.doc2path(env.docname))
        if path.suffix != ".md":  # rule markup is Markdown's: a scenario page (YAML) is not read as a rule page
            return
        page = page_of(env)
        if not (is_rule_page(path) or page.rules):
            return
        for problem in page.problems:
            logger.warning(problem.message, location=(env.docname, problem.line),
                           type="rule", subtype="markup")
        section = page.section
        heading = next(iter(doctree.findall(nodes.section)), None)
        if section is None or heading is None:
            return
        heading["ids"].insert(0, section.anchor)
        doctree.ids[section.anchor] = heading
        entries = [("single", title, section.anchor, "main", None)
                   for title in (section.title, section.title_zh) if title]
        # just below the title: the index entries, the older edition's numbers, then the
        # scenarios citing the section
        older = editor_notes.older_numbers(env, section.number)
        heading[1:1] = [addnodes.index(entries=entries), *([editor_notes.older_line(older)] if older else []),
                        rule_backlinks(number=section.number)]
        domain_of(env).note_rule(section.number, entry_for(section, env.docname), heading)


def fill_placeholders(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """doctree-resolved: back-links and listings need every page read, so they come last."""
    domain = domain_of(app.env)
    backlinks_here = placeholders.found(doctree, rule_backlinks)
    citations = domain.citations() if backlinks_here else {}  # made only for a page with back-links
    for node in backlinks_here:
        node.replace_self(backlinks(app, docname, sorted(citations.get(node["number"], ()))))
    for node in placeholders.found(doctree, rule_listing):
        node.replace_self(listing(domain, app.builder, docname))


class details(nodes.General, nodes.Element):
    """HTML ``<details>`` (its first child a ``summary``): a list that opens on demand."""


class summary(nodes.General, nodes.TextElement):
    """HTML ``<summary>``."""


def _visit(tag: str, attributes: bool = True):
    def visit(self, node: nodes.Element) -> None:  # noqa: ANN001
        self.body.append(self.starttag(node, tag, "") if attributes else f"<{tag}>")

    def depart(self, node: nodes.Element) -> None:  # noqa: ANN001
        self.body.append(f"</{tag}>")
    return visit, depart


def _skip(self, node: nodes.Element) -> None:  # noqa: ANN001
    raise nodes.SkipNode


def backlinks(app: Sphinx, fromdocname: str, scenarios: list[str]) -> list[nodes.Node]:
    """"Scenarios citing this rule: N", opening the list on a tap: a rule cited by many
    scenarios stays one line tall on a phone."""
    if not scenarios:
        return []
    count = f"Scenarios citing this rule: {len(scenarios)}"
    listed = nodes.paragraph(classes=["rule-scenarios-rest"])
    listed += _commas([_scenario_link(app, fromdocname, docname) for docname in scenarios])
    return [details("", summary(count, count, classes=["rule-scenarios-more"]), listed, classes=["rule-scenarios"])]


def _scenario_link(app: Sphinx, fromdocname: str, docname: str) -> nodes.Node:
    title = app.env.titles[docname].astext() if docname in app.env.titles else docname
    return make_refnode(app.builder, fromdocname, docname, None, nodes.inline(title, title))


def _commas(items: list[nodes.Node]) -> list[nodes.Node]:
    out: list[nodes.Node] = []
    for i, item in enumerate(items):
        out += [nodes.Text(", "), item] if i else [item]
    return out


def snapshot_citations(app: Sphinx, env: BuildEnvironment, docnames: list[str]) -> None:
    domain_of(env).snapshot_citations()


def pages_to_rewrite(app: Sphinx, env: BuildEnvironment) -> list[str]:
    return sorted(domain_of(env).pages_to_rewrite())


def add_static(app: Sphinx, config: Any) -> None:
    config.html_static_path.append(str(STATIC))


class RuleDomain(RuleData):
    """The ``rule`` domain: the records of :class:`RuleData` and the markup above."""

    directives = {"rule": RuleDirective, "example": ExampleDirective, "index": RuleListingDirective}
    roles = {"ref": RuleRole(), "example": XRefRole(warn_dangling=True)}
    indices = [RuleIndexPage]


def remember_relative_uris(app: Sphinx) -> None:
    """builder-inited: the builder's link from one page to another, worked out once per pair. The
    book's ~110,000 rule and card links join few pairs of pages, and Sphinx's ``relative_uri`` took
    more time of its own than any function of the build but docutils' tree walks."""
    work_out, known = app.builder.get_relative_uri, {}

    def get_relative_uri(from_: str, to: str, typ: str | None = None) -> str:
        if (from_, to, typ) not in known:
            known[from_, to, typ] = work_out(from_, to, typ)
        return known[from_, to, typ]
    app.builder.get_relative_uri = get_relative_uri  # type: ignore[method-assign]


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_domain(RuleDomain)
    # Bare names, so pages write {rule} and :::{rule} rather than {rule:ref} and :::{rule:rule}.
    app.add_directive("rule", RuleDirective)
    app.add_directive("example", ExampleDirective)
    app.add_directive("rule-index", RuleListingDirective)
    app.add_role("rule", RuleRole())
    for placeholder in (rule_backlinks, rule_listing):
        app.add_node(placeholder)
        placeholders.register(placeholder)
    others = {fmt: (_skip, None) for fmt in ("latex", "text", "man", "texinfo")}
    app.add_node(details, html=_visit("details"), **others)
    app.add_node(summary, html=_visit("summary", attributes=False), **others)
    app.add_config_value("rules_scenario_prefix", "scenarios/", "env", types=[str])
    app.add_css_file("rules.css")
    app.connect("config-inited", add_static)
    app.connect("builder-inited", remember_relative_uris)
    editor_notes.setup(app)
    app.setup_extension("adjudicator.sphinxext.own_links")
    app.add_transform(DeclareSection)
    app.connect("doctree-resolved", fill_placeholders)
    app.connect("env-before-read-docs", snapshot_citations)
    app.connect("env-updated", pages_to_rewrite)
    return {"version": "1", "env_version": 1, "parallel_read_safe": True, "parallel_write_safe": True}
