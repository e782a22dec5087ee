"""Shared fixtures. ``built_site`` builds the whole book once per test session, the way
``make html`` does (``-W -n``), into a temporary directory; any test may use it."""
from __future__ import annotations

import concurrent.futures
import contextlib
import gc
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest

from adjudicator.disk_cache import cache_dir

ROOT = Path(__file__).resolve().parents[1]
# The reference material every checkout has next to it (read-only in CI).
RULES_TSV = ROOT.parent / "shared" / "reference" / "rules-5.0-index.tsv"


@dataclass
class BuiltSite:
    html: Path
    returncode: int
    warnings: str
    _soups: dict = field(default_factory=dict, repr=False)
    _facts: dict = field(default_factory=dict, repr=False)

    def pages(self) -> list[Path]:
        """Every HTML page, relative to the output root (not Sphinx's own assets)."""
        return sorted(p.relative_to(self.html) for p in self.html.rglob("*.html")
                      if p.relative_to(self.html).parts[0] not in ("_static", "_sources"))

    def soup(self, page: str | Path):  # -> bs4.BeautifulSoup, parsed once per session
        from bs4 import BeautifulSoup
        page = Path(page)
        if page not in self._soups:
            self._soups[page] = BeautifulSoup((self.html / page).read_text(encoding="utf-8"), "html.parser")
        return self._soups[page]

    def facts(self, page: str | Path) -> PageFacts:
        """What the checks of every page read, collected once per session in one pass of the
        standard library's parser, without building a tree (several times cheaper than ``soup``)."""
        page = Path(page)
        if page not in self._facts:
            facts = PageFacts()
            facts.feed((self.html / page).read_text(encoding="utf-8"))
            facts.close()
            self._facts[page] = facts
        return self._facts[page]

    def elements(self, page: str | Path, opening: str) -> list:  # -> [bs4.Tag]
        """The elements of a page whose start tag begins with ``opening`` (e.g. ``'<ul class="steps'``),
        each cut out of the page's text (its matching end tag found by counting the tags of its
        name) and parsed alone: a few elements of a page full of pictures parse in a fraction of
        the time the whole page takes. Elements nested in a found one are inside it, not listed."""
        from bs4 import BeautifulSoup
        text = (self.html / Path(page)).read_text(encoding="utf-8")
        name = re.match(r"<(\w+)", opening)[1]
        tags = re.compile(rf"<(/?){name}\b[^>]*>")
        found, at = [], text.find(opening)
        while at >= 0:
            depth = 0
            for tag in tags.finditer(text, at):
                depth += -1 if tag[1] else 1
                if depth == 0:
                    break
            else:
                raise AssertionError(f"{page}: {opening}… has no end tag")
            found.append(BeautifulSoup(text[at:tag.end()], "html.parser").find(name))
            at = text.find(opening, tag.end())
        return found


# The attribute by which each element links or loads another file (tests/site/test_internal_links.py).
LINKING = {"a": "href", "link": "href", "script": "src", "img": "src", "iframe": "src", "source": "src"}


class PageFacts(HTMLParser):
    """One page's ids, rule links, links, loaded resources and board pictures, as ``BuiltSite.facts`` reads them."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []  # every element's id, in page order
        self.rule_links: list[dict | None] = []  # for each span.xref.rule, the attributes of its <a> (None: no link)
        self.resources: list[str] = []  # the addresses of script[src], link[href] and img[src]
        self.names: list[str] = []  # the old-style anchors: each a[name]
        self.links: list[str] = []  # every address the page links or loads (LINKING), in page order
        self.boards: list[Board] = []  # each <svg> inside a figure.scenario-board
        self._links: list[dict] = []  # the <a> elements open here
        self._figure: str | None = None  # the id of the board figure open here
        self._text: list[str] | None = None  # the text of the svg's title or desc being read

    def handle_starttag(self, tag: str, attrs: list) -> None:
        at = dict(attrs)
        classes = (at.get("class") or "").split()
        if "id" in at:
            self.ids.append(at["id"])
            if self.boards and self.boards[-1].open:
                self.boards[-1].inner[at["id"]] = (tag, "")
                self._text = [] if tag in ("title", "desc") else None
        if tag == "a":
            self._links.append(at)
            if at.get("name"):
                self.names.append(at["name"])
        elif tag == "span" and "xref" in classes and "rule" in classes:
            self.rule_links.append(self._links[-1] if self._links else None)
        elif tag == "figure" and "scenario-board" in classes:
            self._figure = at.get("id", "")
        elif tag == "svg" and self._figure is not None:
            self.boards.append(Board(self._figure, at))
        url = at.get("src") if tag in ("script", "img") else at.get("href") if tag == "link" else None
        if url is not None:
            self.resources.append(url)
        if link := at.get(LINKING.get(tag, "")):
            self.links.append(link)

    def handle_data(self, data: str) -> None:
        if self._text is not None:
            self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self._links:
            self._links.pop()
        elif tag == "figure":
            self._figure = None
        elif tag == "svg" and self.boards:
            self.boards[-1].open = False
        elif tag in ("title", "desc") and self._text is not None and self.boards:
            last = next(reversed(self.boards[-1].inner))
            self.boards[-1].inner[last] = (tag, "".join(self._text))
            self._text = None


@dataclass
class Board:
    """An <svg> of a board figure: the figure's id, its attributes, and the elements with an id in it
    (tag, and the text of a title or desc)."""

    figure: str
    attrs: dict
    inner: dict = field(default_factory=dict)
    open: bool = True


def run_sphinx_build(source: Path, out: Path, *options: str, environment: dict[str, str] | None = None
                     ) -> subprocess.CompletedProcess[str]:
    """Run sphinx-build in a child process (jieba and Sphinx keep global state), with ``environment``
    added to this process's."""
    command = [sys.executable, "-m", "sphinx", "-W", "-n", "-q", "-b", "html",
               "-w", str(out / "warnings.txt"), "-d", str(out / "doctrees"), *options,
               str(source), str(out / "html")]
    out.mkdir(parents=True, exist_ok=True)
    return subprocess.run(command, capture_output=True, text=True, cwd=source,
                          env={**os.environ, **(environment or {})})


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory, made_runs: Path) -> BuiltSite:
    """The book, its faulty engine's results pages showing the session's run of it (``made_runs``)."""
    from adjudicator.conformance.report import RUNS_MADE
    out = tmp_path_factory.mktemp("site")
    done = run_sphinx_build(ROOT, out, environment={RUNS_MADE: str(made_runs)})
    return BuiltSite(out / "html", done.returncode, (out / "warnings.txt").read_text(encoding="utf-8"))


# The faulty engine as the book's results page runs it (docs/conformance/results-faulty.md), from the root.
FAULTY_IN_BOOK = "{python} tests/support/faulty_engine.py --persistent"


@pytest.fixture(scope="session")
def faulty_run(corpus):  # -> conformance.report.ReportFile
    """The faulty engine run once per session over the session's corpus, as the book runs it for its
    results page: test_conformance checks this run, and the book the session builds shows it."""
    from adjudicator.conformance.cli import run
    with contextlib.chdir(ROOT):  # the command names its script from the root, as the book does
        return run(FAULTY_IN_BOOK.replace("{python}", sys.executable), persistent=True, timeout=60, files=corpus)


@pytest.fixture(scope="session")
def made_runs(tmp_path_factory: pytest.TempPathFactory, faulty_run) -> Path:
    """A folder of the runs the session made (``report.RUNS_MADE``), for the book it builds."""
    from adjudicator.conformance.report import save_made_run
    folder = tmp_path_factory.mktemp("runs")
    save_made_run(folder, faulty_run)
    return folder


@pytest.fixture(scope="session")
def corpus() -> dict[str, str]:
    """The whole corpus exported once per session, for every conformance test (don't change it),
    from the session's shared replays (``test_the_export_is_deterministic`` exports it afresh)."""
    from adjudicator.cards.library import default_library
    from adjudicator.conformance.export import corpus_of
    from adjudicator.pytest_plugin import shared_export
    from adjudicator.scenarios_cli import scenario_files
    return corpus_of([shared_export(path) for path in scenario_files([])], default_library())


@pytest.fixture(scope="session")
def fresh_corpus() -> dict[str, str]:
    """The whole corpus exported afresh, as ``adjudicator export`` does (``export_corpus``: every
    scenario replayed anew, not taken from the shared replays), with every view the cache gives
    compared with a fresh computation at every question (``characteristics.CHECK_CACHE``: the
    first stale view raises). Made once for the two tests that need a second replay of every
    scenario: the export's determinism (test_conformance) and the views cache (test_views_cache)."""
    from adjudicator.conformance.export import export_corpus
    from adjudicator.engine import characteristics
    from adjudicator.scenarios_cli import scenario_files
    before, characteristics.CHECK_CACHE = characteristics.CHECK_CACHE, True
    try:
        return export_corpus(scenario_files([]))
    finally:
        characteristics.CHECK_CACHE = before


@pytest.fixture(scope="session")
def sphinx_build():
    """``sphinx_build(source, out, *options)``: build a (test) project like ``make html``."""
    return run_sphinx_build


@pytest.fixture(scope="session")
def tsv_numbers() -> list[str]:
    """Every rule number of the 5.0 rules, from the shared reference index."""
    if not RULES_TSV.is_file():
        pytest.skip(f"{RULES_TSV} is not available")
    rows = RULES_TSV.read_text(encoding="utf-8").splitlines()[1:]
    return [row.split("\t", 1)[0] for row in rows if row.strip()]


def _working_tree() -> str | None:
    """``git status`` of the checkout (None outside a git checkout, e.g. an unpacked sdist)."""
    try:
        done = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=ROOT,
                              capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout if done.returncode == 0 else None


def pytest_configure(config):
    """The Python processes the tests start (``python -m adjudicator …``, the conformance engines,
    Sphinx) keep their compiled bytecode for the next one. Where the environment forbids writing
    it (``PYTHONDONTWRITEBYTECODE``: every start compiled all of ``adjudicator`` from source, ~0.4
    CPU-s of each of the suite's ~150 starts), it goes to a folder of the user's cache, outside the
    checkout, instead: Python checks each source file's size and time before using it."""
    if os.environ.get("PYTHONDONTWRITEBYTECODE") and "PYTHONPYCACHEPREFIX" not in os.environ:
        del os.environ["PYTHONDONTWRITEBYTECODE"]
        os.environ["PYTHONPYCACHEPREFIX"] = str(cache_dir() / "pycache")
    # The session keeps what it makes once (every scenario's replay and export, the card library,
    # the built site's pages) to its end, and Python's default collector walked all of it again
    # every few hundred allocations: collections come less often (a test's garbage is still
    # collected), as in the CLI and the book's build (adjudicator.sphinxext.collector).
    gc.set_threshold(*SESSION_GC)


# CPython 3.11 keeps its frames on a stack of 16 KiB chunks and unmaps a chunk as soon as the frames in it
# return: a test whose engine runs right where a chunk ends under pytest's deep stack maps and unmaps
# one on nearly every call (the pool harness: about 2,000 times a card, 43 of the suite's 58 seconds of
# system time). Such tests (``fresh_stack``: the pool harness's modules, by name) run on a worker thread
# of their own, whose stack starts nearly empty; the rest keep the main thread (the fuzzer's timer needs it).
_FRESH_STACK = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="fresh-stack")
FRESH_STACK_MODULES = re.compile(r"test_encode_pool|test_pool_\w+")


def pytest_collection_modifyitems(items):
    for item in items:
        module = getattr(item, "module", None)
        if module is not None and FRESH_STACK_MODULES.fullmatch(module.__name__.rpartition(".")[2]):
            item.add_marker("fresh_stack")


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem):
    """A ``fresh_stack`` test's function runs on the worker thread (its fixtures stay on this one)."""
    if pyfuncitem.get_closest_marker("fresh_stack") is None:
        return None
    args = {name: pyfuncitem.funcargs[name] for name in pyfuncitem._fixtureinfo.argnames}
    _FRESH_STACK.submit(pyfuncitem.obj, **args).result()
    return True


def pytest_collection_finish(session):
    gc.freeze()  # the modules and the ~8,800 collected items live as long as the session: not walked again


def pytest_sessionstart(session):
    session.config.stash[_TREE] = _working_tree()


def pytest_sessionfinish(session, exitstatus):
    """No test leaves anything in the working tree (issue 20): a run that does fails."""
    before, after = session.config.stash.get(_TREE, None), _working_tree()
    if before is None or after is None or after == before:
        return
    new = sorted(set(after.splitlines()) - set(before.splitlines()))
    print("\nthe tests changed the working tree (`git status`):\n" + "\n".join(new), file=sys.stderr)
    session.exitstatus = pytest.ExitCode.TESTS_FAILED


_TREE = pytest.StashKey[str | None]()
SESSION_GC = (50_000, 50, 1000)  # gc thresholds: youngest generation, then each older one
