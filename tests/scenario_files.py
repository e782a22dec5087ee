"""Helpers for tests that replay variants of our own scenario files."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def variant(tmp_path: Path, source: Path, old: str, new: str, name: str | None = None) -> Path:
    """A copy of ``source`` in ``tmp_path`` with the first ``old`` replaced by ``new`` (which must be there)."""
    text = source.read_text(encoding="utf-8")
    assert old in text, old
    path = tmp_path / (name or source.name)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path
