"""The glossary in a real browser: it renders, its rule links lead to the rules, the pinyin
index leads to the entries, and the site search finds an entry in either language."""
from __future__ import annotations

from urllib.parse import unquote

import pytest

pytestmark = pytest.mark.browser


def test_the_glossary_page_renders_the_entries(page, site_url, tmp_path):
    page.goto(f"{site_url}/glossary/letter-p.html#term-Packet")
    packet = page.locator("#term-Packet")
    assert packet.is_visible()
    entry = page.locator("dl.glossary dd", has_text="A bundle of damage").first
    assert entry.is_visible()
    text = entry.inner_text()
    assert "简体 囊包" in text and "伤害包" in text and "傷害包" in text
    assert "OpenCC" not in text and "[000]" not in text
    # the Chinese forms are term lines of the same entry, right under the English one
    terms = page.locator("#term-Packet ~ dt").all_inner_texts()[:3]
    assert [t.strip().rstrip("#").strip() for t in terms] == ["囊包", "伤害包", "傷害包"]
    page.screenshot(path=str(tmp_path / "glossary.png"), full_page=False)
    assert (tmp_path / "glossary.png").stat().st_size > 10_000


def test_a_rule_link_of_an_entry_leads_to_the_rule(page, site_url):
    page.goto(f"{site_url}/glossary/letter-p.html#term-Packet")
    entry = page.locator("dl.glossary dd", has_text="A bundle of damage").first
    link = entry.get_by_role("link", name="408.2", exact=True)
    link.click()
    page.wait_for_url("**/408-packets.html#r408-2")
    assert page.locator("#r408-2").is_visible()


def test_the_pinyin_index_leads_to_the_entry(page, site_url):
    page.goto(f"{site_url}/glossary/pinyin.html")
    page.get_by_role("link", name="伤害包", exact=True).first.click()
    page.wait_for_url("**/glossary/letter-p.html#term-Packet")
    assert page.locator("#term-Packet").is_visible()


@pytest.mark.parametrize("query", ["囊包", "packet", "伤害包", "傷害包"])
def test_search_finds_the_entry(page, site_url, query, live_search):
    found = [url for kind, url in live_search(page, site_url, query) if kind == "term"]
    assert unquote(found[0]) == f"{site_url}/glossary/letter-p.html#term-Packet", found[:5]


def test_search_result_opens_the_entry(page, site_url, live_search):
    live_search(page, site_url, "伤害包")
    page.locator("#pst-search-dialog .desk-hit-term a[href$='glossary/letter-p.html#term-Packet']").first.click()
    page.wait_for_url("**/glossary/letter-p.html#term-Packet")
    assert page.locator("#term-Packet").is_visible()


def test_the_index_page_reaches_every_letter(page, site_url):
    page.goto(f"{site_url}/glossary/index.html")
    page.locator("p.glossary-headwords").get_by_role("link", name="P", exact=True).click()
    page.wait_for_url("**/glossary/letter-p.html")
    assert page.locator("#term-Packet").is_visible()
