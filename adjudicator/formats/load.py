"""Loading a scenario file: YAML → validated model, with file:line errors. (Building the
starting game from it is the engine's: ``engine.setup``.)"""
from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from ..yamlio import Document, load_document, pydantic_errors
from .expect_checks import check_expectations
from .scenario import Scenario


def load_scenario(path: str | Path, text: str | None = None, empty_expect: bool = False) -> tuple[Scenario, Document]:
    """A scenario file, or ``text`` read as if it were the file at ``path``. ``empty_expect``: an
    empty ``expect`` is allowed, for a replay that checks something else (random play's invariants)."""
    doc = load_document(path, text)
    if not isinstance(doc.data, dict):
        raise doc.error([], "a scenario is a mapping (id, title, question, sources, rules, setup, script, expect)")
    try:
        scenario = Scenario.model_validate(doc.data)
    except ValidationError as exc:
        raise pydantic_errors(doc, exc) from None
    check_expectations(doc, empty_expect)
    return scenario, doc
