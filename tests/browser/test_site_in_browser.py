"""A reader's path through the book, in a real browser."""
from __future__ import annotations

import pytest

from adjudicator.rules import load_index

pytestmark = pytest.mark.browser


def rule_url(site_url: str, number: str) -> str:
    rule = load_index().get(number)
    return f"{site_url}/{rule.path.removesuffix('.md')}.html#{rule.anchor}"


def test_a_rule_reference_shows_the_rule_and_leads_to_it(page, site_url):
    index = load_index()
    page.goto(rule_url(site_url, "410.6a"))
    link = page.locator("#r410-6a .xref.rule").first.locator("xpath=..")
    link.hover()
    title = link.get_attribute("title")
    number = title.split(" — ", 1)[0]
    assert title == f"{number} — {index.get(number).summary()}"
    link.click()
    page.wait_for_url(f"**#{index.get(number).anchor}")
    assert page.locator(f"#{index.get(number).anchor}").is_visible()


def search(page, site_url: str, query: str) -> list[str]:
    """The result links of the site's search page, best first."""
    page.goto(f"{site_url}/search.html?q={query}")
    page.wait_for_selector("#search-results ul.search li a", state="attached")
    return page.eval_on_selector_all("#search-results ul.search li a", "links => links.map(a => a.href)")


@pytest.mark.parametrize(("query", "number"), [("410.6a", "410.6a"), ("priority", "410"), ("囊包", "408")])
def test_search_finds_the_rule(page, site_url, query, number):
    found = search(page, site_url, query)
    assert found[0] == rule_url(site_url, number), found[:5]


def test_a_rule_page_meets_wcag_aa(page, site_url):
    from axe_playwright_python.sync_playwright import Axe
    page.goto(rule_url(site_url, "410.6a"))
    results = Axe().run(page, options={"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21aa"]}})
    assert results.violations_count == 0, results.generate_report()
