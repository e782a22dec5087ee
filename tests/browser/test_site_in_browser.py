"""A reader's path through the book, in a real browser: the search box, rule previews, the
header, and anchors that stay clear of it."""
from __future__ import annotations

import pytest

from adjudicator.rules import load_index

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def rule_url(site_url: str, number: str) -> str:
    rule = load_index().get(number)
    return f"{site_url}/{rule.path.removesuffix('.md')}.html#{rule.anchor}"


def term_url(site_url: str, page: str, term: str) -> str:
    return f"{site_url}/glossary/{page}.html#term-{term}"


# -- search ----------------------------------------------------------------------------------
def test_packet_finds_rule_408_first_then_the_glossary_entry(page, site_url, live_search):
    found = live_search(page, site_url, "packet")
    assert found[0] == ("rule", rule_url(site_url, "408"))
    assert found[1] == ("term", term_url(site_url, "letter-p", "Packet"))
    kinds = [kind for kind, _ in found[2:]]  # then rules, glossary terms, scenarios, cards, in that order
    assert kinds == sorted(kinds, key=["rule", "term", "scenario", "card"].index) and "rule" in kinds


def test_chinese_finds_the_same_rule_and_entry(page, site_url, live_search):
    found = live_search(page, site_url, "囊包")
    assert found[:2] == [("rule", rule_url(site_url, "408")), ("term", term_url(site_url, "letter-p", "Packet"))]
    assert ("term", term_url(site_url, "letter-p", "Packet")) in live_search(page, site_url, "傷害包")


@pytest.mark.parametrize("query", ["410.6A", "410.6a", " 410.6a "])
def test_a_rule_number_in_any_case_jumps_to_the_rule(page, site_url, query, live_search):
    found = live_search(page, site_url, query)
    assert found[0] == ("rule", rule_url(site_url, "410.6a"))
    page.keyboard.press("Enter")
    page.wait_for_url(rule_url(site_url, "410.6a"))
    assert page.locator("#r410-6a").is_visible()


def test_a_scenario_id_jumps_to_the_scenario(page, site_url, live_search):
    live_search(page, site_url, "E026")
    page.keyboard.press("Enter")
    page.wait_for_url("**/E026-*.html")


def test_results_show_the_matching_text(page, site_url, live_search):
    live_search(page, site_url, "fatal damage")
    # the hits show at once from the first index; their texts (and the marks) come with the second (desk.js textReady)
    page.wait_for_selector("#pst-search-dialog .desk-hit mark")
    marked = page.locator("#pst-search-dialog .desk-hit mark").all_inner_texts()
    assert {m.casefold() for m in marked} >= {"fatal", "damage"}


def test_the_search_page_lists_every_result(page, site_url, live_search):
    live = live_search(page, site_url, "damage")
    page.goto(f"{site_url}/search.html?q=damage")
    page.wait_for_selector(".desk-search-page .desk-hit")
    full = page.locator(".desk-search-page .desk-hit").count()
    assert full > len(live) > 5


def test_search_works_from_file_urls(browser, built_site):
    context = browser.new_context()
    page = context.new_page()
    page.goto((built_site.html / "docs" / "index.html").as_uri())
    page.keyboard.press("Control+k")
    page.locator("#pst-search-dialog input[type=search]").fill("囊包")
    page.wait_for_selector("#pst-search-dialog .desk-hit")
    assert page.locator("#pst-search-dialog .desk-hit a").first.get_attribute("href").endswith("408-packets.html#r408")
    context.close()


# -- previews --------------------------------------------------------------------------------
def plain(text: str) -> str:
    """Text as compared: spaces collapsed, typographic quotes made straight (SmartQuotes), no
    list dashes (the index writes list items as "- item", the page as a list)."""
    text = text.replace("\n- ", "\n").replace("’", "'").replace("“", '"').replace("”", '"')
    return " ".join(text.split())


def preview(page):
    return page.locator("#desk-preview")


def test_hovering_a_rule_link_shows_the_whole_rule_with_its_sub_rules(page, site_url):
    index = load_index()
    page.goto(rule_url(site_url, "405.1"))
    link = page.locator("#r405-1 a:has(span.xref.rule)", has_text="410.6e").first
    assert link.get_attribute("title") is None  # no browser tooltip on top of the preview
    link.hover()
    preview(page).wait_for(state="visible")
    shown = plain(preview(page).inner_text())
    assert plain(index.get("410.6e").text) in shown  # whole, not cut
    page.mouse.move(0, 0)
    preview(page).wait_for(state="hidden")
    page.goto(term_url(site_url, "letter-p", "Packet"))  # the entry links 408.2, which has sub-rules
    page.locator("dl.glossary dd").first.wait_for()
    page.get_by_role("link", name="408.2", exact=True).first.hover()
    preview(page).wait_for(state="visible")
    shown = plain(preview(page).inner_text())
    for number in ["408.2", *index.get("408.2").children]:
        assert plain(index.get(number).text) in shown, number


def test_a_tap_on_a_phone_previews_and_a_second_tap_follows(browser, site_url):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(rule_url(site_url, "405.1"))
    link = page.locator("#r405-1 a:has(span.xref.rule)", has_text="410.6e").first
    link.scroll_into_view_if_needed()
    before = page.url
    link.tap()
    preview(page).wait_for(state="visible")
    assert page.url == before and "410.6e" in preview(page).inner_text()
    box = preview(page).bounding_box()
    assert box["width"] <= 390 and box["y"] + box["height"] <= 844 + 1  # on screen, a sheet
    link.tap()
    page.wait_for_url(rule_url(site_url, "410.6e"))
    context.close()


def test_a_link_inside_the_preview_is_followed(browser, site_url):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(rule_url(site_url, "405.1"))
    page.locator("#r405-1 a:has(span.xref.rule)", has_text="410.6e").first.tap()
    preview(page).wait_for(state="visible")
    page.locator("#desk-preview-title").tap()
    page.wait_for_url(rule_url(site_url, "410.6e"))
    context.close()


def test_a_glossary_term_link_previews_the_entry_and_escape_closes_it(page, site_url):
    page.goto(rule_url(site_url, "408.1"))
    link = page.locator("#r408-1 a:has(span.std-term)").first
    link.focus()  # keyboard focus shows it
    preview(page).wait_for(state="visible")
    assert "A bundle of damage" in preview(page).inner_text()
    page.keyboard.press("Escape")
    preview(page).wait_for(state="hidden")
    assert page.evaluate("document.activeElement.textContent") == link.inner_text()


# -- header and anchors ----------------------------------------------------------------------
def test_the_header_reaches_every_chapter_the_glossary_and_the_rule_index(page, site_url):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(rule_url(site_url, "410.6a"))
    nav = page.locator("header .desk-nav")
    names = [a.get_attribute("aria-label") or a.inner_text() for a in nav.locator("a").all()]
    assert len([n for n in names if n[:1].isdigit()]) == 8 and "Glossary" in names and "Rule index" in names
    assert all(a.is_visible() for a in nav.locator("a").all())
    assert page.locator("header").bounding_box()["height"] <= 90  # one row
    assert page.locator("header").get_by_text("More").count() == 0


def header_bottom(page) -> float:
    return page.locator("header#pst-header").bounding_box()["y"] + page.locator("header#pst-header").bounding_box()["height"]


@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 800}, {"width": 390, "height": 844}],
                         ids=["desktop", "phone"])
def test_a_followed_link_puts_its_target_below_the_header(browser, site_url, viewport):
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    for target, anchor in [(rule_url(site_url, "410.6a"), "r410-6a"),
                           (term_url(site_url, "letter-p", "Packet"), "term-Packet")]:
        page.goto(f"{site_url}/docs/index.html")
        page.goto(target)
        page.wait_for_timeout(200)
        top = page.locator(f"[id='{anchor}']").bounding_box()["y"]
        assert top >= header_bottom(page) - 1, (anchor, top, header_bottom(page))
        assert top < viewport["height"] / 2
    # and by a click on a link within the page (the rule-index listing)
    page.goto(f"{site_url}/docs/rule-index.html")
    page.locator("a:has(span.rule-number)", has_text="717.3a").first.click()
    page.wait_for_url("**#r717-3a")
    page.wait_for_timeout(200)
    assert page.locator("#r717-3a").bounding_box()["y"] >= header_bottom(page) - 1
    context.close()


def test_a_rule_page_lists_its_rules_on_the_page(page, site_url):
    index = load_index()
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(rule_url(site_url, "410"))
    toc = page.locator(".bd-sidebar-secondary .desk-rule-toc a")
    # every rule and sub-rule of the page, in order
    expected = [n for c in index.get("410").children for n in [c, *index.get(c).children]]
    assert any(n[-1].isalpha() for n in expected)
    assert [t.split()[0] for t in toc.all_inner_texts()] == expected
    page.set_viewport_size({"width": 390, "height": 844})
    inline = page.locator("details.desk-rule-toc-inline")
    assert inline.is_visible()
    inline.locator("summary").click()
    inline.get_by_role("link").nth(5).click()
    page.wait_for_url(f"**#{index.get(expected[5]).anchor}")


def test_a_rule_page_meets_wcag_aa(page, site_url):
    from axe_playwright_python.sync_playwright import Axe
    page.goto(rule_url(site_url, "410.6a"))
    results = Axe().run(page, options={"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21aa"]}})
    assert results.violations_count == 0, results.generate_report()
