"""Editor's notes, the errata page and the older edition's numbers on a small throw-away
project: they render, and an incremental build follows a changed note or mapping."""
from __future__ import annotations

from pathlib import Path
from textwrap import dedent

from bs4 import BeautifulSoup

CONF = """
extensions = ["myst_parser", "adjudicator.sphinxext.rules"]
myst_enable_extensions = ["colon_fence"]
exclude_patterns = ["_build", "out"]
html_theme = "basic"
"""

INDEX = """
# Book

:::{toctree}
docs/rules/410-priority
docs/errata
:::
"""

ERRATA = """
# Notes on this edition

:::{editor-notes}
:::
"""


def priority(note: str) -> str:
    return f"""
# 410. Priority · 优先权

:::{{rule}} 410.1
:title: Having priority
Only one player has priority at a time.
:::

:::{{editor-note}}
:kind: blank
:scenarios: E026
{note}
:::

:::{{rule}} 410.2
:title: Passing
:kind: reference
:why: a test reason
While you have priority (see {{rule}}`410.1`), you may pass.
:::
"""


MAPPING = '- {older: "409.1", now: ["410.1"]}\n'


def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(dedent(text).lstrip(), encoding="utf-8")
    return root


def html(root: Path, name: str) -> BeautifulSoup:
    return BeautifulSoup((root / "out" / "html" / name).read_text(encoding="utf-8"), "html.parser")


def text(element) -> str:
    return " ".join(element.get_text().split())


def test_notes_errata_and_older_numbers_render_and_follow_changes(tmp_path, sphinx_build):
    root = write(tmp_path, {"conf.py": CONF, "index.md": INDEX, "docs/errata.md": ERRATA,
                            "docs/rules/410-priority.md": priority("The source lacks the number."),
                            "docs/rules/older-edition.yaml": MAPPING})
    done = sphinx_build(root, root / "out")
    assert done.returncode == 0, (root / "out" / "warnings.txt").read_text()
    rules = html(root, "docs/rules/410-priority.html")
    note = rules.find(id="r410-1-note")
    assert text(note) == ("Editor’s note · Blank filled The source lacks the number. "
                          "Our reading is replayed in: E026")  # no scenario pages here: the id alone
    assert text(rules.find(id="r410-1").select_one(".rule-older")) == "Older edition: 409.1"
    assert "rule-reference" in rules.find(id="r410-2")["class"]
    errata = html(root, "docs/errata.html")
    assert [e["id"] for e in errata.select(".errata-entry")] == ["errata-r410-1"]
    assert "The source lacks the number." in text(errata.find(id="errata-r410-1"))

    write(root, {"docs/rules/410-priority.md": priority("The source lacks a word."),
                 "docs/rules/older-edition.yaml": '- {older: "409.9", now: ["410.1"]}\n'})
    assert sphinx_build(root, root / "out").returncode == 0
    assert "The source lacks a word." in text(html(root, "docs/errata.html").find(id="errata-r410-1"))
    rules = html(root, "docs/rules/410-priority.html")
    assert text(rules.find(id="r410-1").select_one(".rule-older")) == "Older edition: 409.9"
