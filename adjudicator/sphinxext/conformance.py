"""Sphinx extension: conformance results pages, in the manner of test262's results tables.

``:::{conformance-results} PART`` shows one part of a run's report: ``summary``, ``chapters``
(pass rate by chapter), ``rules`` (pass rate by rule) or ``failures`` (what did not pass and why).
With ``:command:`` (an engine command; ``{python}`` is this Python) the run is made while the book
is built — a real run of the harness over the corpus through the runner contract, in persistent
mode; with ``:replays:`` the results are our engine's own, from the replays that made the scenario
pages, judged by the same harness. The corpus is the export of those replays (the scenario
domain keeps each page's), so the build replays no scenario for these pages; each run is made
once per build, when the pages are written, unless the folder named by ``report.RUNS_MADE`` holds
a run of the same command over the same corpus (a test session makes the run it checks once, and
the book it builds shows that run), or an earlier build of the checkout's book made it from the
same exports, code and engine files (kept on disk: ``run_key``)."""
from __future__ import annotations

import hashlib
import shlex
import shutil
import sys
from pathlib import Path, PurePosixPath
from typing import Any

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective
from sphinx.util.nodes import make_refnode

from adjudicator.cards.library import default_library
from adjudicator.conformance.cli import locate, run
from adjudicator.conformance.export import corpus_of, digest
from adjudicator.conformance.harness import run_corpus
from adjudicator.conformance.model import Manifest
from adjudicator.conformance.report import ReportFile, Tally, build, made_run, rate
from adjudicator.disk_cache import cached_by

from . import placeholders
from .code_files import PACKAGE
from .scenario_kept import code_digest
from .scenario_listings import Listing, table
from .scenario_render import joined, para

PARTS = ("summary", "chapters", "rules", "failures")
REPLAYS = "adjudicator"  # the engine of the results made from the page replays
_RUNS: dict[str, ReportFile] = {}
_CORPUS: dict[str, dict[str, str]] = {}


class conformance_results(nodes.General, nodes.Element):
    """Placeholder for one part of a report (``part``, ``command`` or REPLAYS, ``label``); filled
    at doctree-resolved, once every scenario page has been read."""


class ConformanceResults(SphinxDirective):
    required_arguments = 1
    option_spec = {"command": directives.unchanged, "replays": directives.flag}

    def run(self) -> list[nodes.Node]:
        part = self.arguments[0]
        if part not in PARTS:
            raise self.error(f"conformance-results needs one of: {', '.join(PARTS)}")
        if ("command" in self.options) == ("replays" in self.options):
            raise self.error("conformance-results needs :command: or :replays:")
        root = Path(self.env.srcdir)
        for path in sorted((root / "scenarios").rglob("*.yaml")):
            self.env.note_dependency(str(path))
        self.env.domains["scenario"].note_report_page(self.env.docname)  # rewritten when an export changes
        command = self.options.get("command", REPLAYS)
        label = command.replace("{python}", "python")
        return [conformance_results(part=part, command=command, label=label)]


def corpus(app: Sphinx) -> dict[str, str]:
    """The export of every scenario page's replay, as ``adjudicator export`` writes it."""
    exports = sorted((e for e, _ in app.env.domains["scenario"].exports.values()),
                     key=lambda e: PurePosixPath(e.entry.source))
    return corpus_of(exports, default_library())


class Replayed:
    """The harness's engine, answering each scenario with our engine's result from its page replay."""

    def __init__(self, app: Sphinx):
        self.results = {e.entry.hash: r for e, r in app.env.domains["scenario"].exports.values()}

    def ask(self, text: str) -> str:
        return self.results[digest(text)]

    def fault(self) -> None:
        pass

    def stop(self) -> None:
        pass


def report_of(app: Sphinx, command: str) -> ReportFile:
    """The report of a run over the whole corpus: of the command, or of the page replays; kept on
    disk (``adjudicator.disk_cache``) for the checkout's own book, by what the run is made from."""
    if command not in _RUNS:
        if Path(app.srcdir).resolve() != PACKAGE.parent:  # a test's throw-away book keeps nothing
            _RUNS[command] = made_now(app, command)
        else:
            kind = f"conformance-run-{hashlib.sha256(command.encode()).hexdigest()[:12]}"
            _RUNS[command] = cached_by(kind, run_key(app, command), lambda: made_now(app, command), ReportFile)
    return _RUNS[command]


def run_key(app: Sphinx, command: str) -> str:
    """What a run is made from: every scenario page's export and result (the corpus is made from
    them and the card library), the package's modules this one imports and the card files, and the
    files the command names (by content in the book's folder, by size and time elsewhere: the
    interpreter, ``node``)."""
    digest = hashlib.sha256(f"{code_digest(__name__)}\0{command}\0".encode())
    for exported, result in sorted(app.env.domains["scenario"].exports.values(), key=lambda e: e[0].entry.source):
        digest.update("\0".join((exported.entry.source, exported.entry.hash, exported.expected, exported.content,
                                 result, "")).encode())
    root = Path(app.srcdir).resolve()
    for i, word in enumerate(shlex.split(command.replace("{python}", sys.executable))):
        path = root / word
        if not path.is_file() and i == 0:
            path = Path(shutil.which(word) or word)
        if path.is_file():
            inside = path.resolve().is_relative_to(root)
            stat = path.stat()
            digest.update(path.read_bytes() if inside else f"{path}\0{stat.st_size}\0{stat.st_mtime_ns}".encode())
    return digest.hexdigest()[:24]


def made_now(app: Sphinx, command: str) -> ReportFile:
    """The run made in this build (or, for a command, by the test session: ``report.RUNS_MADE``)."""
    files = _CORPUS["files"] = _CORPUS.get("files") or corpus(app)
    if command == REPLAYS:
        manifest = Manifest.model_validate_json(files["manifest.json"])
        chosen = [(s, files[s.path], files[s.expectations.path]) for s in manifest.scenarios]
        return build(run_corpus(Replayed(app), chosen), REPLAYS, True, manifest.corpus_version,
                     manifest.rules_edition, 0.0, locate)
    expanded = command.replace("{python}", sys.executable)
    version = Manifest.model_validate_json(files["manifest.json"]).corpus_version
    return made_run(expanded, version) or run(expanded, persistent=True, timeout=60, files=files)


def summary(listing: Listing, made: ReportFile, label: str) -> list[nodes.Node]:
    t = made.totals
    how = "its replays that made the scenario pages, judged by the harness" if made.engine == REPLAYS else \
        "persistent" if made.persistent else "one process per scenario"
    return [para(nodes.Text("Engine: "), nodes.literal(label, label),
                 nodes.Text(f" ({how}). "
                            f"Corpus {made.corpus_version}, rules edition {made.rules_edition}.")),
            para(nodes.strong(rate(t), rate(t)),
                 nodes.Text(f" of {t.scenarios} scenarios pass: {t.passed} pass, {t.failed} fail, "
                            f"{t.errors} could not be played out, {t.unsupported} unsupported."),
                 classes=["conformance-summary"])]


def counts(t: Tally) -> list[list[nodes.Node]]:
    return [[nodes.Text(str(v))] for v in (t.scenarios, t.passed, t.failed, t.errors, t.unsupported)] + \
        [[nodes.Text(rate(t))]]


def chapters(listing: Listing, made: ReportFile, label: str) -> list[nodes.Node]:
    titles = listing.chapters()
    rows = []
    for c in made.chapters:
        number = int(c.chapter.split("-")[0]) if c.chapter[:1].isdigit() else None
        title, page = titles.get(number, (c.chapter, None)) if number is not None else (c.chapter, None)
        name = make_refnode(listing.app.builder, listing.docname, page, None, nodes.inline(title, title)) \
            if page else nodes.Text(title)
        rows.append([[name], *counts(c)])
    rows.append([[nodes.strong("All chapters", "All chapters")], *counts(made.totals)])
    return [table("Pass rate by chapter", ["Chapter", "Scenarios", "Pass", "Fail", "Error", "Unsupported", "Pass rate"], rows,
                  "conformance-chapters")]


def scenario_ref(listing: Listing, made: ReportFile, ident: str) -> nodes.Node:
    row = next((s for s in made.scenarios if s.id == ident), None)
    docname = str(PurePosixPath(row.source).with_suffix("")) if row else ""
    if docname not in listing.records:
        return nodes.Text(ident)
    return make_refnode(listing.app.builder, listing.docname, docname, None, nodes.inline(ident, ident),
                        listing.records[docname].title)


def rules(listing: Listing, made: ReportFile, label: str) -> list[nodes.Node]:
    rows = [[[listing.rule_link(r.rule)], *counts(r), joined(scenario_ref(listing, made, i) for i in [*r.failing, *r.erring])]
            for r in made.rules]
    return [table("Pass rate by rule (the rules each scenario cites)",
                  ["Rule", "Scenarios", "Pass", "Fail", "Error", "Unsupported", "Pass rate", "Failing or erring"], rows,
                  "conformance-rules")]


def failures(listing: Listing, made: ReportFile, label: str) -> list[nodes.Node]:
    bad = [s for s in made.scenarios if s.status != "pass"]
    if not bad:
        return [para(nodes.Text("Every scenario passes."), classes=["conformance-failures"])]
    items = nodes.bullet_list(classes=["conformance-failures"])
    for s in bad:
        lines = [m.message for m in s.mismatches] if s.status == "fail" else \
            [f"unsupported: {s.unsupported}"] if s.status == "unsupported" else [f"({s.error_kind}) {s.error}"]
        detail = nodes.bullet_list("", *(nodes.list_item("", para(nodes.Text(text))) for text in lines))
        head = para(nodes.strong(s.status.upper(), s.status.upper()), nodes.Text(" "),
                    scenario_ref(listing, made, s.id), nodes.Text(" — cites "),
                    *joined(listing.rule_link(r) for r in s.rules))
        items += nodes.list_item("", head, detail)
    return [items]


def forget(app: Sphinx) -> None:
    """A new build runs the engines afresh (a process may build more than once)."""
    _RUNS.clear()
    _CORPUS.clear()


RENDER = {"summary": summary, "chapters": chapters, "rules": rules, "failures": failures}


def fill(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    results = placeholders.found(doctree, conformance_results)
    if not results:
        return
    listing = Listing(app, docname)
    for node in results:
        node.replace_self(RENDER[node["part"]](listing, report_of(app, node["command"]), node["label"]))


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("adjudicator.sphinxext.scenarios")
    app.add_node(conformance_results)
    placeholders.register(conformance_results)
    app.add_directive("conformance-results", ConformanceResults)
    app.connect("doctree-resolved", fill)
    app.connect("builder-inited", forget)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
