from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest


@pytest.fixture
def rulebook(tmp_path: Path):
    """``rulebook({"4-game-concepts/410-priority.md": text, …})`` writes throw-away rule pages
    under ``<tmp>/docs/rules`` and returns ``<tmp>``, a repository root."""
    def write(pages: dict[str, str]) -> Path:
        for name, text in pages.items():
            path = tmp_path / "docs" / "rules" / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(dedent(text).lstrip("\n"), encoding="utf-8")
        return tmp_path
    return write
