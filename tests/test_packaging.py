"""What `make html` installs: only the building extra; the test tools come with `make test`."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def extras() -> dict[str, list[str]]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return project["optional-dependencies"]


def names(requirements: list[str]) -> set[str]:
    return {re.split(r"[<>=\[; ]", r, maxsplit=1)[0].lower() for r in requirements}


def test_the_docs_extra_has_no_test_tools():
    docs = names(extras()["docs"])
    assert {"sphinx", "myst-parser", "pydata-sphinx-theme"} <= docs
    assert not docs & {"pytest", "playwright", "axe-playwright-python", "beautifulsoup4"}
    assert {"pytest", "playwright"} <= names(extras()["test"])


def test_make_html_installs_the_docs_extra_only():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    html = re.search(r"^html: (.+)$", makefile, re.MULTILINE)[1].split()
    assert html == ["$(DOCS_SETUP)"]
    docs_recipe = makefile.split("$(DOCS_SETUP): pyproject.toml", 1)[1].split("\n\n", 1)[0]
    assert '".[docs]"' in docs_recipe and "[dev]" not in docs_recipe and "[test]" not in docs_recipe
    assert re.search(r"^test: \$\(SETUP\)", makefile, re.MULTILINE)


def test_the_readme_says_how_long_the_first_build_takes():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert re.search(r"first\s+`make html`\s+took about \d+ minutes", readme)
