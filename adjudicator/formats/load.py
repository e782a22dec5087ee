"""Loading a scenario file: YAML → validated model, with file:line errors. (Building the
starting game from it is the engine's: ``engine.setup``.)

A file read from disk is validated once: the validated scenario is kept on disk
(``adjudicator.disk_cache``) under a key made of the file's content and the code that reads it,
so an unchanged scenario is neither parsed nor validated again (issue 23: ``check``, ``explain``,
the book and the suite read the same files over and over)."""
from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

from pydantic import VERSION, ValidationError

from ..disk_cache import cached_by, content_key
from ..yamlio import Document, load_document, pydantic_errors, read_text
from .expect_checks import check_expectations
from .scenario import Scenario

_PACKAGE = Path(__file__).resolve().parent
# The code a validated scenario depends on: this package, the YAML reader, the limits and the
# card model (scenario.py imports from both).
_CODE = (*sorted(_PACKAGE.glob("*.py")), _PACKAGE.parent / "yamlio.py", _PACKAGE.parent / "limits.py",
         *sorted((_PACKAGE.parent / "cards").glob("*.py")))


def load_scenario(path: str | Path, text: str | None = None, empty_expect: bool = False) -> tuple[Scenario, Document]:
    """A scenario file, or ``text`` read as if it were the file at ``path``. ``empty_expect``: an
    empty ``expect`` is allowed, for a replay that checks something else (random play's invariants).
    A given ``text`` (made by a tool: random play, the table), or a file outside ``KEPT_UNDER``, is
    validated every time."""
    path = Path(path)
    resolved = kept(path) if text is None and not empty_expect else None
    if resolved is None:
        return _validated(path, text, empty_expect)
    text = read_text(path)
    digest = hashlib.sha256(code_key().encode())
    digest.update(text.encode())
    kind = f"scenario-{hashlib.sha256(str(resolved).encode()).hexdigest()[:12]}"  # one per file
    scenario, doc = cached_by(kind, digest.hexdigest()[:24], lambda: _validated(path, text, False), tuple)
    doc.path = path  # as the caller named it (the same file may be named relatively or not)
    return scenario, doc


# The files kept validated: the corpus, read over and over. A file elsewhere (a judge's draft, a
# test's or the fuzzer's temporary mutant) is validated each time and leaves nothing on disk.
KEPT_UNDER = [_PACKAGE.parents[1] / "scenarios"]


def kept(path: Path) -> Path | None:
    """The file's resolved path if it is kept validated, else None."""
    try:
        resolved = path.resolve()
    except (OSError, ValueError):
        return None
    return resolved if any(resolved.is_relative_to(folder) for folder in KEPT_UNDER) else None


def code_key(*more: Path) -> str:
    """A digest of the code a validated scenario depends on, and of ``more`` files (another format
    built on it), read once per process; and the pydantic version, which reads the pickles back."""
    return _digest((*_CODE, *more))


@lru_cache(maxsize=None)
def _digest(files: tuple[Path, ...]) -> str:
    return content_key(files) + VERSION


def _validated(path: str | Path, text: str | None, empty_expect: bool) -> tuple[Scenario, Document]:
    doc = load_document(path, text)
    if not isinstance(doc.data, dict):
        raise doc.error([], "a scenario is a mapping (id, title, question, sources, rules, setup, script, expect)")
    try:
        scenario = Scenario.model_validate(doc.data)
    except ValidationError as exc:
        raise pydantic_errors(doc, exc) from None
    check_expectations(doc, empty_expect)
    return scenario, doc
