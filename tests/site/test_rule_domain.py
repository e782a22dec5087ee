"""The ``rule`` Sphinx domain, on a small throw-away project."""
from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from bs4 import BeautifulSoup

CONF = """
extensions = ["myst_parser", "adjudicator.sphinxext.rules"]
myst_enable_extensions = ["colon_fence"]
exclude_patterns = ["_build", "out"]
html_theme = "basic"
"""

PRIORITY = """
# 410. Priority · 优先权

:::{rule} 410.1
:title: Having priority
Only one player has priority at a time.
:::

:::{example} E026
Three Guards, see {rule}`the first rule <410.1>`.
:::

:::{rule} 410.2
While you have priority (see {rule}`410.1`), you may act.
:::
"""

READY = """
# 411. Ready · 重置

:::{rule} 411.1
Ready cards stand upright.
:::
"""

# 411 sits between 410 and the scenario, so 410 is not the scenario's neighbour (neighbours
# are rewritten anyway, which would hide a stale back-link).
INDEX = """
# Book

:::{toctree}
docs/rules/410-priority
docs/rules/411-ready
scenarios/s001
:::
"""


def scenario(cites: str) -> str:
    return f"# S001 Ironforge Guards\n\nThe ruling follows {{rule}}`{cites}`.\n"


@pytest.fixture
def project(tmp_path: Path):
    """``project(changes)`` writes the project (first call) or just the changed files."""
    files = {"conf.py": CONF, "index.md": INDEX, "docs/rules/410-priority.md": PRIORITY,
             "docs/rules/411-ready.md": READY, "scenarios/s001.md": scenario("410.1")}

    def write(changes: dict[str, str] | None = None) -> Path:
        # after the first call only the changed files are touched: a rebuild is incremental
        first = not (tmp_path / "conf.py").exists()
        for name, text in ({**files, **(changes or {})} if first else changes or {}).items():
            path = tmp_path / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(dedent(text).lstrip(), encoding="utf-8")
        return tmp_path
    return write


def build(sphinx_build, source: Path, *options: str):
    done = sphinx_build(source, source / "out", *options)
    warnings = (source / "out" / "warnings.txt").read_text(encoding="utf-8")
    return done.returncode, warnings


def page(source: Path, name: str) -> BeautifulSoup:
    return BeautifulSoup((source / "out" / "html" / name).read_text(encoding="utf-8"), "html.parser")


def citing(soup: BeautifulSoup, number: str) -> list[str]:
    box = soup.find(id="r" + number.replace(".", "-"))
    return [a.get_text() for a in box.select(".rule-scenarios a")]


def test_rules_examples_and_references_render(project, sphinx_build):
    source = project()
    assert build(sphinx_build, source) == (0, "")
    html = page(source, "docs/rules/410-priority.html")
    assert html.find(id="r410").name == "section"
    rule = html.find(id="r410-1")
    assert rule.select_one(".rule-number").get_text() == "410.1"
    assert rule.select_one(".rule-title").get_text() == "Having priority"
    assert html.find(id="e026").select_one(".admonition-title").get_text() == "Example E026"
    link = html.find(id="r410-2").select_one("span.xref.rule").parent
    assert link["href"] == "#r410-1"
    assert link["title"] == "410.1 — Only one player has priority at a time."


def test_scenarios_citing_a_rule_are_listed_under_it(project, sphinx_build):
    source = project()
    build(sphinx_build, source)
    html = page(source, "docs/rules/410-priority.html")
    assert citing(html, "410.1") == ["S001 Ironforge Guards"]
    assert citing(html, "410.2") == []
    assert html.find(id="r410-1").select_one(".rule-scenarios a")["href"] == "../../scenarios/s001.html"


def test_back_links_follow_an_incremental_change(project, sphinx_build):
    source = project()
    build(sphinx_build, source)
    project({"scenarios/s001.md": scenario("410.2")})  # only the scenario page changes
    assert build(sphinx_build, source) == (0, "")
    html = page(source, "docs/rules/410-priority.html")
    assert (citing(html, "410.1"), citing(html, "410.2")) == ([], ["S001 Ironforge Guards"])


def test_a_parallel_build_merges_the_domain(project, sphinx_build):
    source = project()
    assert build(sphinx_build, source, "-j", "2") == (0, "")
    assert citing(page(source, "docs/rules/410-priority.html"), "410.1") == ["S001 Ironforge Guards"]


def test_an_unknown_rule_fails_the_build(project, sphinx_build):
    returncode, warnings = build(sphinx_build, project({"scenarios/s001.md": scenario("999.9")}))
    assert returncode != 0
    assert "s001.md:3: WARNING: unknown rule 999.9" in warnings


def test_a_rule_declared_twice_is_a_warning(project, sphinx_build):
    twin = "# 410. Priority again · 优先权\n\n:::{rule} 410.1\nAgain.\n:::\n"
    returncode, warnings = build(sphinx_build, project({"docs/rules/410-twin.md": twin}))
    assert returncode != 0 and "rule 410.1 is declared twice" in warnings


def test_markup_problems_are_build_warnings(project, sphinx_build):
    misplaced = PRIORITY + "\n:::{rule} 411.1\nWrong page.\n:::\n"
    returncode, warnings = build(sphinx_build, project({"docs/rules/410-priority.md": misplaced}))
    assert returncode != 0
    assert "410-priority.md:16: WARNING: rule 411.1 is outside its section page" in warnings


def test_the_domain_index_lists_sections_and_rules(project, sphinx_build):
    source = project()
    build(sphinx_build, source)
    entries = [code.get_text() for code in page(source, "rule-index.html").select("table code")]
    assert entries == ["410", "410.1", "410.2", "411", "411.1"]
