"""The edition's pages in Chromium: the errata page and a page of notes meet WCAG AA, and a
rule link on the errata page lands on the rule with its note in view, not under the header."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser
AXE_TAGS = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21aa"]}}


@pytest.mark.parametrize("path", ["docs/errata.html",
                                  "docs/rules/7-powers-links-modifiers/717-replacing-and-preventing-damage.html"])
def test_pages_with_editor_notes_meet_wcag_aa(page, site_url, path):
    from axe_playwright_python.sync_playwright import Axe
    page.goto(f"{site_url}/{path}")
    results = Axe().run(page, options=AXE_TAGS)
    assert results.violations_count == 0, results.generate_report()


def test_an_errata_entry_leads_to_its_rule_and_note(page, site_url):
    page.goto(f"{site_url}/docs/errata.html")
    page.locator("#errata-r717-3a .errata-rule a").click()
    page.wait_for_url("**/717-replacing-and-preventing-damage.html#r717-3a")
    header = page.locator("header").first.bounding_box()
    rule = page.locator("#r717-3a").bounding_box()
    assert rule["y"] >= header["y"] + header["height"] - 1  # not hidden under the sticky header
    note = page.locator("#r717-3a-note")
    assert note.is_visible() and "READING CHOSEN" in note.inner_text().upper()
