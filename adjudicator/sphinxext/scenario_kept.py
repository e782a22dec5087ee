"""A scenario page as its replay made it, kept on disk between builds (``adjudicator.disk_cache``):
the page's nodes and what the other pages show of it, under a key made of the scenario file's
content, of every file a replay and its page are made from (the package's modules the page's
making imports, :mod:`.code_files`, and the card files) and of the versions that read the pickle
back. A build from scratch then replays only the scenarios that changed since some build made
them, or all of them after a change to that code (issue 23: one replay per scenario, keyed by the
scenario's and the engine's content).

Only the checkout's own scenarios are kept (``formats.load.kept``: a test's throw-away book
leaves nothing on disk), and only a page that made no warning: a failing or unreplayable
scenario is replayed, and warns, at every build."""
from __future__ import annotations

import functools
import hashlib
import pickle
import sys
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

import docutils
import pydantic
import sphinx
from docutils import nodes

from adjudicator.cards.library import CARDS_DIR
from adjudicator.conformance.export import Exported
from adjudicator.coverage import ScenarioRecord
from adjudicator.disk_cache import cached_by
from adjudicator.formats.load import kept

from .code_files import PACKAGE, files_imported


@dataclass
class Noted:
    """What the domains note of a replayed scenario (``scenario_pages.record``)."""

    cited: tuple[str, ...]
    record: ScenarioRecord
    question: str
    ruling: str
    exported: Exported
    result: str  # our engine's result, as JSON


@dataclass
class Made:
    """What reading a scenario page makes: its nodes, its warnings (line, message, subtype) and,
    when the replay ran, what the domains note of it."""

    page: nodes.Element
    warnings: list[tuple[int, str, str]]
    noted: Noted | None


PAGE_MAKER = "adjudicator.sphinxext.scenario_pages"


@functools.cache
def code_digest(module: str = PAGE_MAKER) -> str:
    """The package's files ``module`` imports (``code_files``: for a page, the engine, the card
    language, the rules index, the page writer, not the book's other extensions) and the card
    library's files, by path and bytes, with the versions of what pickles the page."""
    digest = hashlib.sha256(f"{sys.version}\0{sphinx.__version__}\0{docutils.__version__}\0"
                            f"{pydantic.VERSION}".encode())
    for root, files in ((PACKAGE, files_imported(module)), (CARDS_DIR, sorted(CARDS_DIR.glob("*.yaml")))):
        for path in files:
            digest.update(f"\0{path.relative_to(root).as_posix()}\0".encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def digest_of(paths: Iterable[Path | str]) -> str:
    """The files' paths and bytes, as one digest (what an incremental build compares)."""
    digest = hashlib.sha256()
    for path in paths:
        digest.update(f"{path}\0".encode())
        digest.update(Path(path).read_bytes())
    return digest.hexdigest()


def made_once(path: Path, docname: str, make: Callable[[], Made]) -> Made:
    """``make()``, or the page a build made before from the same scenario file and code."""
    resolved = kept(path)
    if resolved is None:
        return make()
    digest = hashlib.sha256(f"{code_digest()}\0{resolved}\0{docname}\0".encode())
    digest.update(resolved.read_bytes())
    kind = f"scenario-page-{hashlib.sha256(str(resolved).encode()).hexdigest()[:12]}"  # one per file
    made: list[Made] = []

    def packed() -> bytes:  # the board pictures' SVG text shrinks about sevenfold
        made.append(make())
        return zlib.compress(pickle.dumps(made[0], protocol=pickle.HIGHEST_PROTOCOL), 1)

    found = cached_by(kind, digest.hexdigest()[:24], packed, bytes, keep=lambda _: not made[0].warnings)
    if made:
        return made[0]
    try:
        return pickle.loads(zlib.decompress(found))
    except Exception:  # noqa: BLE001 — a copy that can't be read back is made again
        return make()
