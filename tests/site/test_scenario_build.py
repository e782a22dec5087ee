"""Scenario pages on a small throw-away book: a failing scenario fails the build at its
file:line, and an incremental build keeps the back-links, example links and coverage right
after a scenario changes."""
from __future__ import annotations

from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from adjudicator.replay import replay
from adjudicator.rules import numbers

ROOT = Path(__file__).resolve().parents[2]
E026 = ROOT / "scenarios/4-game-concepts/410/E026-ironforge-guards-chain-lightning.yaml"
SCENARIO = "scenarios/4-game/410/E026.yaml"

CONF = """
extensions = ["myst_parser", "adjudicator.sphinxext.rules", "adjudicator.sphinxext.scenarios"]
myst_enable_extensions = ["colon_fence"]
include_patterns = ["**.md", "scenarios/[1-9]*/**.yaml"]
exclude_patterns = ["_build", "out"]
html_theme = "basic"
"""

INDEX = """
# Book

:::{toctree}
:glob:

docs/rules/*
scenarios/index
docs/coverage
docs/examples
:::
"""

SCENARIOS = """
# Scenarios

:::{scenario-list}
:::

:::{toctree}
:glob:

*/*/*
:::
"""

COVERAGE = """
# Coverage

## Chapters

:::{scenario-coverage} chapters
:::

## Idle

:::{scenario-coverage} cited-not-fired
:::
"""

EXAMPLES = """
# Examples

:::{scenario-examples}
:::
"""


def rule_pages(numbers_needed: set[str]) -> dict[str, str]:
    """One page per section, declaring the given rules, their parents, and example E026."""
    wanted = numbers_needed | {a for n in numbers_needed for a in numbers.ancestors(n)}
    pages: dict[str, list[str]] = {}
    for number in sorted(wanted, key=numbers.sort_key):
        section = numbers.section_of(number)
        lines = pages.setdefault(section, [f"# {section}. Section {section} · 第{section}节\n"])
        if number != section:
            lines.append(f":::{{rule}} {number}\nRule {number} says something.\n:::\n")
            if number == "410.6a":
                lines.append(":::{example} E026\nThree Guards.\n:::\n")
    return {f"docs/rules/{s}-section.md": "\n".join(lines) for s, lines in pages.items()}


@pytest.fixture(scope="module")
def rules_needed() -> set[str]:
    run = replay(E026)
    return set(run.scenario.rules) | set(run.scenario.see_also) | run.game.trace.cited() | {"716.1", "103.2"}


@pytest.fixture
def project(tmp_path: Path, rules_needed):
    """``project(changes)`` writes the book (first call) or only the changed files."""
    files = {"conf.py": CONF, "index.md": INDEX, "scenarios/index.md": SCENARIOS,
             "docs/coverage.md": COVERAGE, "docs/examples.md": EXAMPLES,
             SCENARIO: E026.read_text(encoding="utf-8"), **rule_pages(rules_needed)}

    def write(changes: dict[str, str] | None = None) -> Path:
        first = not (tmp_path / "conf.py").exists()
        for name, text in ({**files, **(changes or {})} if first else changes or {}).items():
            path = tmp_path / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        return tmp_path
    return write


def edited(*changes: tuple[str, str]) -> dict[str, str]:
    """The project's scenario with each (old, new) text replaced."""
    text = E026.read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text, old
        text = text.replace(old, new, 1)
    return {SCENARIO: text}


def build(sphinx_build, source: Path):
    done = sphinx_build(source, source / "out")
    return done.returncode, (source / "out" / "warnings.txt").read_text(encoding="utf-8")


def page(source: Path, name: str) -> BeautifulSoup:
    return BeautifulSoup((source / "out" / "html" / name).read_text(encoding="utf-8"), "html.parser")


def citing(source: Path, number: str) -> list[str]:
    soup = page(source, f"docs/rules/{numbers.section_of(number)}-section.html")
    return [a.get_text() for a in soup.find(id=numbers.anchor(number)).select(".rule-scenarios a")]


def test_the_scenario_page_is_made_from_its_replay(project, sphinx_build):
    source = project()
    assert build(sphinx_build, source) == (0, "")
    html = page(source, "scenarios/4-game/410/E026.html")
    assert html.h1.get_text().startswith("E026 · Ironforge Guards")
    assert len(html.select("li.step")) == len(replay(E026).game.trace.steps)
    assert citing(source, "410.6a")[0].startswith("E026 · ")
    assert citing(source, "409.1") == []  # fired in a step, not cited: no back-link


def test_a_missed_expectation_fails_the_build_at_its_line(project, sphinx_build):
    source = project(edited(("guard-a: {zone: graveyard}", "guard-a: {zone: play}")))
    code, warnings = build(sphinx_build, source)
    line = E026.read_text(encoding="utf-8").splitlines().index("    guard-a: {zone: graveyard}") + 1
    assert code != 0
    assert f"E026.yaml:{line}: WARNING: the replay does not meet this expectation: guard-a zone" in warnings


def test_a_scenario_that_cannot_be_replayed_fails_the_build_at_its_line(project, sphinx_build):
    source = project(edited(("{card: Chain Lightning}", "{card: Chain Lightening}")))
    code, warnings = build(sphinx_build, source)
    lines = E026.read_text(encoding="utf-8").splitlines()
    line = next(n for n, text in enumerate(lines, 1) if "Chain Lightning}" in text)
    assert code != 0 and f"E026.yaml:{line}: WARNING: unknown card 'Chain Lightening'" in warnings


def test_an_incremental_build_follows_a_changed_scenario(project, sphinx_build):
    source = project()
    build(sphinx_build, source)
    assert citing(source, "410.4a") == [] and len(citing(source, "802")) == 1
    # only the scenario changes: it cites 410.4a (which fires too) instead of 802, gets a new title
    # and drops E026
    project(edited(('"405.2", "802"]', '"405.2", "410.4a"]'), ("take three waves of checks", "fall in three waves"),
                   ("sources: [E026]", 'sources: ["new ruling: test"]')))
    assert build(sphinx_build, source) == (0, "")
    retitled = ["E026 · Ironforge Guards and Chain Lightning fall in three waves"]
    assert citing(source, "802") == [] and citing(source, "410.4a") == retitled
    assert citing(source, "410.6a") == retitled  # same citation, new title: rewritten all the same
    rules = page(source, "docs/rules/410-section.html")
    assert rules.select("#e026 .example-scenarios") == []
    examples = page(source, "docs/examples.html")
    assert "0 of the 1 examples have a scenario" in examples.select_one(".examples-summary").get_text()
    coverage = page(source, "docs/coverage.html")
    assert coverage.select("#coverage-cited-not-fired td") == []
    assert "Every rule a scenario cites fired in its replay." in coverage.get_text()


def test_a_parallel_build_makes_the_same_links(project, sphinx_build):
    """Records and citations made in worker processes reach the pages written at the end."""
    source = project()
    done = sphinx_build(source, source / "out", "-j", "2")
    assert done.returncode == 0, done.stderr
    assert citing(source, "410.6a")[0].startswith("E026 · ")
    assert page(source, "docs/rules/410-section.html").select("#e026 .example-scenarios a")
    assert "1 of the 1 examples have a scenario" in page(source, "docs/examples.html").get_text()


def test_scenario_pages_are_read_again_exactly_when_what_replays_are_made_from_changes(monkeypatch, tmp_path):
    """One digest of the engine's code and the card files in the environment stands for the ~90
    files each scenario page would otherwise list as dependencies (env-get-outdated)."""
    from types import SimpleNamespace

    from adjudicator.sphinxext import scenario_pages
    code = tmp_path / "engine.py"
    code.write_text("RULE = '410.6a'\n", encoding="utf-8")
    monkeypatch.setattr(scenario_pages, "dependencies", lambda: (str(code),))
    env = SimpleNamespace(found_docs={"docs/index", "scenarios/x/E001", "scenarios/x/E002"},
                          doc2path=lambda d: Path(f"{d}.{'md' if d.startswith('docs') else 'yaml'}"))
    outdated = scenario_pages.outdated_by_sources
    assert outdated(None, env, {"scenarios/x/E002"}, set(), set()) == {"scenarios/x/E001"}  # a first build
    assert outdated(None, env, set(), set(), set()) == set()  # nothing changed
    code.write_text("RULE = '410.6b'\n", encoding="utf-8")
    assert outdated(None, env, set(), set(), set()) == {"scenarios/x/E001", "scenarios/x/E002"}
    assert outdated(None, env, set(), set(), set()) == set()


RESULTS = """
# Results

:::{conformance-results} summary
:replays:
:::

:::{conformance-results} summary
:command: {python} -m adjudicator engine --persistent
:::
"""


def test_the_results_pages_use_the_scenario_pages_replays(project, sphinx_build):
    """Our engine's results come from the page replays, the corpus from their export; a real run
    of the engine through the contract, over that corpus, gives the same verdicts. A changed
    expectation that no longer holds is a failing page (a warning) and a failure in both."""
    conf = CONF.replace('"adjudicator.sphinxext.scenarios"]', '"adjudicator.sphinxext.conformance"]')
    index = INDEX.replace("docs/examples\n", "docs/examples\ndocs/results\n")
    source = project({"conf.py": conf, "index.md": index, "docs/results.md": RESULTS})
    assert build(sphinx_build, source) == (0, "")
    replays, contract = [p.get_text(" ", strip=True) for p in page(source, "docs/results.html").select(
        ".conformance-summary")]
    assert replays == contract == "100.0% of 1 scenarios pass: 1 pass, 0 fail, 0 could not be played out, 0 unsupported."
    project(edited(("guard-a: {zone: graveyard}", "guard-a: {zone: play}")))
    code, warnings = build(sphinx_build, source)
    assert code != 0 and "the replay does not meet this expectation" in warnings
    replays, contract = [p.get_text(" ", strip=True) for p in page(source, "docs/results.html").select(
        ".conformance-summary")]
    assert replays == contract and "0 pass, 1 fail" in replays


# -- speed-digest --
def test_the_exports_are_kept_beside_the_doctrees_not_in_the_environment(project, sphinx_build):
    """Each export is a file named by its content in ``doctrees/scenario-exports``; the
    environment keeps only that name, and an export no page has any more is removed."""
    import pickle

    from adjudicator.sphinxext.scenario_domain import EXPORTS
    source = project()
    assert build(sphinx_build, source) == (0, "")
    env = pickle.loads((source / "out/doctrees/environment.pickle").read_bytes())
    keys = env.domaindata["scenario"]["exports"]
    assert list(keys) == [SCENARIO.removesuffix(".yaml")]
    files = sorted(p.name for p in (source / "out/doctrees" / EXPORTS).iterdir())
    assert files == [f"{key}.pickle" for key in keys.values()]
    exported, result = pickle.loads((source / "out/doctrees" / EXPORTS / files[0]).read_bytes())
    assert exported.entry.source.endswith("E026.yaml") and '"E026"' in result
    project(edited(("take three waves", "fall in three waves")))
    assert build(sphinx_build, source) == (0, "")
    after = sorted(p.name for p in (source / "out/doctrees" / EXPORTS).iterdir())
    assert len(after) == 1 and after != files


# -- speed-book3 --
def test_a_step_citing_an_unknown_rule_warns_at_the_script_and_keeps_its_number(project, sphinx_build, rules_needed):
    """The steps are written as HTML (sphinxext.ready_html), their rule links resolved like the
    role's: a rule the book lacks warns at the scenario's line, and the step shows its number."""
    run = replay(E026)
    kept = {a for n in rules_needed for a in numbers.ancestors(n)}
    kept |= set(run.scenario.rules) | set(run.scenario.see_also)
    missing = sorted(run.game.trace.cited() - kept, key=numbers.sort_key)[0]
    name, text = next((n, t) for n, t in rule_pages(rules_needed).items() if f"{{rule}} {missing}\n" in t)
    source = project({name: text.replace(f":::{{rule}} {missing}\nRule {missing} says something.\n:::\n", "")})
    code, warnings = build(sphinx_build, source)
    line = E026.read_text(encoding="utf-8").splitlines().index("script:") + 2  # the script's first action
    assert code != 0
    assert f"E026.yaml:{line}: WARNING: unknown rule {missing} [ref.ref]" in warnings
    html = page(source, "scenarios/4-game/410/E026.html")
    step = next(li for li in html.select("li.step") if missing in li.p.get_text())
    assert [s.get_text() for s in step.p.select("span.rule-ref") if s.parent.name != "a"] == [missing]
    linked = [span.parent for span in html.select("li.step a.reference > span.rule-ref")]
    assert linked and all(a["href"].startswith("../../../docs/rules/") and a["title"] for a in linked)
