"""The conformance results pages in a real browser: the tables show what a run of the harness
over the corpus gives (100% for our engine; exactly the expected failures for the faulty one),
their links lead to the rules and scenarios, and the page meets WCAG 2.1 AA."""
from __future__ import annotations

import functools

import pytest

from adjudicator.scenarios_cli import scenario_files

pytestmark = pytest.mark.browser

REFERENCE = "docs/conformance/results-adjudicator.html"
FAULTY = "docs/conformance/results-faulty.html"


def test_the_reference_results_page_shows_every_scenario_passing(page, site_url):
    total = len(scenario_files([]))
    page.goto(f"{site_url}/{REFERENCE}")
    assert f"100.0% of {total} scenarios pass: {total} pass, 0 fail, 0 could not be played out, 0 unsupported." in \
        page.locator(".conformance-summary").inner_text()
    last = page.locator("#conformance-chapters tbody tr").last.locator("td").all_inner_texts()
    assert last == ["All chapters", str(total), str(total), "0", "0", "0", "100.0%"]
    cited = {r for path in scenario_files([]) for r in _rules(path)}
    rows = page.locator("#conformance-rules tbody tr")
    assert rows.count() == len(cited)
    assert set(page.locator("#conformance-rules tbody tr td:first-child").all_inner_texts()) == cited


@functools.cache
def _scenario(path):
    """A scenario file, loaded once for the module's tests."""
    from adjudicator.formats.load import load_scenario
    return load_scenario(path)[0]


def _rules(path):
    return _scenario(path).rules


def test_the_faulty_results_page_maps_its_failures_to_the_rules(page, site_url):
    about = {rule: sorted(s.id for s in map(_scenario, scenario_files([])) if rule in s.rules)
             for rule in ("716.1e", "717.3a")}
    page.goto(f"{site_url}/{FAULTY}")
    failing = page.locator("ul.conformance-failures > li")
    listed = {li.split()[1] for li in failing.all_inner_texts()}  # "FAIL E072 — cites …"
    assert {"E072", "E076", "E092"} <= listed <= set(about["716.1e"]) | set(about["717.3a"])  # see test_conformance
    row = page.locator("#conformance-rules tbody tr", has_text="716.1e").first
    shown = row.locator("td").last.inner_text().split(", ")
    assert "E072" in shown and set(shown) <= set(about["716.1e"])
    row.locator("td").last.locator("a", has_text="E072").click()
    page.wait_for_load_state()
    assert page.url.endswith("E072-two-world-in-flames-fire-blast.html")
    assert "Two World in Flames" in page.locator("h1").inner_text()


def test_the_results_page_meets_wcag_aa(page, site_url):
    from axe_playwright_python.sync_playwright import Axe
    page.goto(f"{site_url}/{FAULTY}")
    results = Axe().run(page, options={"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21aa"]}})
    bad = [v for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
    assert bad == [], results.generate_report()
