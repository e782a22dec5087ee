"""Scenario YAML files as pages of the book: a source parser that replays the scenario while
Sphinx reads it and writes the page from the replay (:mod:`.scenario_render`).

The same replay makes the scenario's conformance export and our engine's result for the
book's results pages (:mod:`.conformance`). Because the page is made from the replay at build
time, the HTML cannot disagree with the engine: the engine's and the card library's files are dependencies of every scenario page,
so changing them re-reads (re-replays) the pages in an incremental build. A scenario that
cannot be replayed, or whose replay misses an expectation, is a warning located at its
``file:line`` — a failed build under ``-W``. What a replay made is kept on disk for the next
build from scratch (:mod:`.scenario_kept`).
"""
from __future__ import annotations

import functools
import json
from pathlib import Path

from docutils import nodes
from sphinx.environment import BuildEnvironment
from sphinx.parsers import Parser
from sphinx.util import logging

from adjudicator.cards.library import CARDS_DIR, default_library
from adjudicator.conformance.adapter import outcome
from adjudicator.conformance.export import export_replayed, replay_recorded
from adjudicator.coverage import record_of
from adjudicator.explain.board import snapshot
from adjudicator.formats.load import load_scenario
from adjudicator.yamlio import SourceError

from . import scenario_render as render
from .code_files import files_imported
from .scenario_kept import Made, Noted, digest_of, made_once

logger = logging.getLogger(__name__)


@functools.cache
def dependencies() -> tuple[str, ...]:
    """What a replay and its page are made from, besides the scenario file itself: the package's
    modules this one imports (:mod:`.code_files`) and the card library's files."""
    return tuple(sorted(map(str, [*files_imported(__name__), *CARDS_DIR.glob("*.yaml")])))


def outdated_by_sources(app, env: BuildEnvironment, added: set[str], changed: set[str],
                        removed: set[str]) -> set[str]:
    """env-get-outdated: every scenario page, when what its replay is made from (``dependencies``)
    changed since the last build. One digest kept in the environment, not the ~90 files noted as
    dependencies of each of ~550 pages (a no-change rebuild stat'ed and unpickled them all)."""
    digest = digest_of(dependencies())
    before, env.scenario_sources = getattr(env, "scenario_sources", None), digest
    if before == digest:
        return set()
    return {d for d in env.found_docs if str(env.doc2path(d)).endswith(".yaml")} - added


class ScenarioParser(Parser):
    """Parses ``scenarios/**/*.yaml`` (the ``scenario`` file type) into a page."""

    supported = ("scenario",)

    def parse(self, inputstring: str, document: nodes.document) -> None:
        env: BuildEnvironment = document.settings.env
        # The engine's wording quotes slot names ('first') like code; curling them is wasted
        # work, and SmartQuotes is the costliest transform on these pages. (Per document.)
        document.settings.smart_quotes = False
        docname, path = env.docname, Path(env.doc2path(env.docname))
        made = made_once(path, docname, lambda: make(path, docname, Path(env.srcdir)))
        for line, message, subtype in made.warnings:
            logger.warning(message, location=(docname, line), type="scenario", subtype=subtype)
        document += made.page
        register_ids(document)
        if made.noted is not None:
            record(env, docname, made.noted)


def make(path: Path, docname: str, srcdir: Path) -> Made:
    """The page of a scenario from its replay, or the page saying why it could not be replayed."""
    try:
        run, decisions = replay_recorded(path, board_recorder=snapshot)
        exported = export_replayed(path, run, decisions, default_library())
    except Exception as exc:  # noqa: BLE001 — see located()
        line, message = located(exc)
        return Made(render.failed_page(fallback_title(path), message), [(line, message, "replay")], None)
    warnings = [(run.doc.locate(loc)[0], f"the replay does not meet this expectation: {message}", "expectation")
                for loc, message in run.mismatches]
    s = run.scenario
    noted = Noted(tuple(s.rules), record_of(run, path.relative_to(srcdir).as_posix()), s.question, s.ruling,
                  exported, json.dumps(outcome(s.id, run), ensure_ascii=False))
    return Made(render.page(run, render.Where(docname, run.doc)), warnings, noted)


def record(env: BuildEnvironment, docname: str, noted: Noted) -> None:
    """What other pages show of this scenario: the rule domain's back-links ("Scenarios citing
    this rule"), the scenario domain's record (examples, coverage, listings) and its export."""
    for number in noted.cited:
        env.domains["rule"].note_citation(docname, number)
    env.domains["scenario"].note_record(docname, noted.record)
    env.domains["scenario"].note_text(docname, noted.question, noted.ruling)
    env.domains["scenario"].note_export(docname, noted.exported, noted.result)


def located(exc: Exception) -> tuple[int, str]:
    """Bad input is located in the file; any other exception is an engine bug, which must
    still fail the build naming the scenario rather than stop it with a bare traceback."""
    if isinstance(exc, SourceError):
        return exc.line, exc.message
    return 1, f"the adjudicator failed on this scenario: {exc!r}"


def fallback_title(path: Path) -> str:
    try:
        scenario, _ = load_scenario(path)
        return f"{scenario.id} · {scenario.title}"
    except SourceError:
        return path.stem


def register_ids(document: nodes.document) -> None:
    """Tell docutils about the ids the page was built with (duplicate checks, the page TOC)."""
    for node in document.findall(nodes.Element):
        if node["ids"]:
            document.set_id(node)
