"""The judge's desk, second pass (issue 21), measured in Chromium at 390×844 touch and 1280 px:
twenty everyday queries, the first index and its speed, scenario pages on a phone, short
addresses, "on this page", folded scenario lists and the small problems. One desktop page and
one phone page are shared by the tests of a kind, to keep the browser's CPU modest."""
from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from adjudicator.rules import load_index
from adjudicator.sphinxext.desk import SEARCH_DATA

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
RULE_PAGE = "docs/rules/4-game-concepts/410-priority.html"
E026 = "scenarios/4-game-concepts/410/E026-ironforge-guards-chain-lightning.html"
E070 = "scenarios/7-powers-links-modifiers/716/E070-world-in-flames-flamestrike.html"
E001 = "scenarios/1-fundamentals/103/E001-valthak-spiritdrinker.html"

#: Twenty everyday judge queries, each with what must come first (a rule number or a page):
#: numbers in every form, words, typos, Chinese, a card's name and a scenario id.
QUERIES = [
    ("410.6a", "410.6a"), ("410.6A", "410.6a"), ("410.6 a", "410.6a"), ("rule 410.6a", "410.6a"),
    ("r410.6a", "410.6a"), ("410-6a", "410.6a"), ("§ 603.1", "603.1"), ("Rule 103.2", "103.2"),
    ("packet", "408"), ("fatal damage", "405.2"), ("protector", "602.2"), ("hearth", "800.1"),
    ("stealth", "602.2a"), ("ferocty", "601.2a"), ("protecter", "602.2"), ("stelth", "602.2a"),
    ("囊包", "408"), ("炉石", "800.1"), ("致命伤害", "405.2"), ("valthak", E001),
]


def address(site_url: str, wanted: str) -> str:
    if wanted.endswith(".html"):
        return f"{site_url}/{wanted}"
    rule = load_index().get(wanted)
    return f"{site_url}/{rule.path.removesuffix('.md')}.html#{rule.anchor}"


@pytest.fixture(scope="module")
def desk(browser):
    context = browser.new_context(**DESKTOP)
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.set_default_timeout(15_000)
    yield page
    context.close()


@pytest.fixture(scope="module")
def phone(browser):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.set_default_timeout(15_000)
    yield page
    context.close()


def ask(page, query: str) -> list[str]:
    """Open the search (Ctrl+K), type ``query`` once everything is loaded; the results' addresses."""
    page.wait_for_load_state()
    page.keyboard.press("Control+k")
    box = page.locator("#pst-search-dialog input[type=search]")
    box.focus()
    page.wait_for_function("window.deskSearchData && window.deskSearchText")
    box.fill(query)
    page.wait_for_function("""q => document.querySelector('#pst-search-dialog input').value === q
        && document.querySelector('#pst-search-dialog .desk-hit')""", arg=query)
    return page.eval_on_selector_all("#pst-search-dialog .desk-hit > a", "links => links.map(a => a.href)")


# -- search ------------------------------------------------------------------------------------
def test_twenty_everyday_queries_put_the_needed_rule_first_and_enter_opens_it(desk, site_url):
    desk.goto(f"{site_url}/docs/index.html")
    wrong = []
    for query, wanted in QUERIES:
        target = address(site_url, wanted)
        first = ask(desk, query)[0]
        if first != target:
            wrong.append((query, first))
            continue
        desk.keyboard.press("Enter")
        desk.wait_for_url(target)
        # a followed rule has the focus (not the page's body), so Tab goes on from there
        focused = desk.evaluate("document.activeElement.id || document.activeElement.tagName")
        assert focused == (target.split("#")[1] if "#" in target else "BODY"), query
    assert wrong == []


def test_a_typo_says_what_it_was_read_as(desk, site_url):
    desk.goto(f"{site_url}/docs/index.html")
    ask(desk, "protecter")
    assert "for “protector”" in desk.locator("#pst-search-dialog .desk-count").inner_text()


def test_the_first_index_is_small_and_answers_numbers_and_titles_alone(browser, built_site, site_url):
    first = (built_site.html / SEARCH_DATA).read_bytes()
    assert len(gzip.compress(first)) < 150_000
    assert b"Conceding is part of the cost" not in first  # the texts come later, apart
    context = browser.new_context(**DESKTOP)
    page = context.new_page()
    page.route("**/search-text.js", lambda route: route.abort())  # the texts never come
    page.goto(f"{site_url}/docs/index.html")
    page.keyboard.press("Control+k")
    box = page.locator("#pst-search-dialog input[type=search]")
    for query, wanted in [("410.6 a", "410.6a"), ("hearth", "800.1"), ("炉石", "800.1")]:
        box.fill(query)
        page.wait_for_function("q => document.querySelector('#pst-search-dialog input').value === q "
                               "&& document.querySelector('#pst-search-dialog .desk-hit')", arg=query)
        assert page.locator("#pst-search-dialog .desk-hit > a").first.get_attribute("href") == address(site_url, wanted)
    context.close()


#: Queries of every kind (words, typos, a phrase, a number, Chinese, one letter with many hits);
#: their speed is measured by benchmarks/desk_speed.py (150 ms target), not here.
LOADED_QUERIES = ["damage", "protecter", "ferocty", "fatal damage", "410.6a", "囊包", "e"]


#: Types each query into the open search box and waits for its first results: [hits, milliseconds] per query.
ANSWER_QUERIES = """async queries => {
    const input = document.querySelector('#pst-search-dialog input[type=search]');
    const box = document.querySelector('#pst-search-dialog .desk-results');
    const out = [];
    for (const q of queries) {
      box.innerHTML = '';
      const done = new Promise(resolve => {
        const watch = new MutationObserver(() => { if (box.querySelector('.desk-hit')) { watch.disconnect(); resolve(); } });
        watch.observe(box, { childList: true, subtree: true });
      });
      const start = performance.now();
      input.value = q;
      input.dispatchEvent(new Event('input'));
      await done;
      out.push([box.querySelectorAll('.desk-hit').length, performance.now() - start]);
    }
    return out;
  }"""


def test_once_loaded_every_query_is_answered_in_the_page_without_fetching(desk, site_url):
    desk.goto(f"{site_url}/docs/index.html")
    ask(desk, "packet")  # both indexes loaded
    fetched: list[str] = []

    def note(request) -> None:
        fetched.append(request.url)
    desk.on("request", note)
    answered = [hits for hits, _ in desk.evaluate(ANSWER_QUERIES, LOADED_QUERIES)]
    desk.remove_listener("request", note)  # the page is shared by the module's tests
    assert all(n > 0 for n in answered), dict(zip(LOADED_QUERIES, answered))
    assert fetched == []  # answered from what is loaded: nothing fetched per query


def test_ctrl_k_on_the_next_page_keeps_the_last_query(desk, site_url):
    desk.goto(f"{site_url}/docs/index.html")
    ask(desk, "fatal damage")
    desk.keyboard.press("Enter")
    desk.wait_for_url("**/405-damage.html#r405-2")
    desk.keyboard.press("Control+k")
    assert desk.locator("#pst-search-dialog input[type=search]").input_value() == "fatal damage"
    # the hits come once the new page has loaded the search data again: wait for them, don't sample once
    desk.wait_for_selector("#pst-search-dialog .desk-hit", state="visible")


# -- scenario pages ----------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["phone", "desk"])
def test_a_scenario_page_fits_and_its_fields_are_readable(request, site_url, kind):
    page = request.getfixturevalue(kind)
    page.goto(f"{site_url}/{E026}")
    sizes = page.evaluate("""() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        columns: [...document.querySelectorAll('dl.scenario-facts > dt, dl.scenario-facts > dd')]
          .map(e => e.getBoundingClientRect().width),
        height: document.querySelector('dl.scenario-facts').getBoundingClientRect().height,
        path: document.querySelector('dl.scenario-facts code').getBoundingClientRect().right
          - document.querySelector('dl.scenario-facts code').closest('dd').getBoundingClientRect().right})""")
    assert sizes["overflow"] <= 0 and sizes["path"] <= 0  # the file path wraps (it ran to 616 px)
    assert min(sizes["columns"]) >= 120, sizes["columns"]  # was a 23 px label column on a phone
    assert sizes["height"] < 250, sizes["height"]  # was 508 px on a phone


def test_the_ruling_box_names_its_rules_as_links(desk, site_url):
    desk.goto(f"{site_url}/{E026}")
    links = desk.locator("#ruling a")
    assert links.all_inner_texts() == ["410.5", "410.6", "410.6a", "405.2", "802"]
    links.nth(2).click()
    desk.wait_for_url(address(site_url, "410.6a"))


def test_the_checks_speak_in_card_names_not_ids(desk, site_url):
    desk.goto(f"{site_url}/{E070}")
    checks = desk.locator("div.scenario-answer ul.scenario-expectations").first.inner_text()
    assert "Bob's first Generic Stout Ally is in play and has 6 damage." in checks
    assert "Alice's Generic Stout Ally is in play and has no damage." in checks
    assert "bob-ally-1" not in checks and "(" not in checks


# -- addresses -------------------------------------------------------------------------------
def test_a_short_address_opens_the_rule_marked_and_focused(desk, site_url):
    desk.goto(f"{site_url}/r/410.6a/")
    desk.wait_for_url(address(site_url, "410.6a"))
    marked = desk.evaluate("""() => [document.getElementById('r410-6a'), document.getElementById('r410-6b')]
        .map(e => getComputedStyle(e).backgroundColor)""")
    assert marked[0] != marked[1]  # the target is highlighted, its neighbour not
    assert desk.evaluate("document.activeElement.id") == "r410-6a"
    desk.goto(f"{site_url}/s/E001/")
    desk.wait_for_url(f"{site_url}/{E001}")


def test_short_addresses_work_from_file_urls(browser, built_site):
    context = browser.new_context(**DESKTOP)
    page = context.new_page()
    page.goto((built_site.html / "r" / "602.2" / "index.html").as_uri())
    page.wait_for_url("**/602-combat-step.html#r602-2")
    page.goto((built_site.html / "g" / "packet" / "index.html").as_uri())
    page.wait_for_url("**/letter-p.html#term-Packet")
    context.close()


def test_copy_link_copies_the_short_address_of_each_rule(desk, site_url):
    desk.goto(f"{site_url}/{RULE_PAGE}")
    rules = desk.locator("div.rule").count()
    assert desk.locator("div.rule > p.rule-head > button.desk-copy-link").count() == rules
    desk.locator("#r410-6a > p.rule-head > button.desk-copy-link").click()
    assert desk.evaluate("navigator.clipboard.readText()") == f"{site_url}/r/410.6a/"


# -- rule pages ------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["phone", "desk"])
def test_on_this_page_lists_every_rule_and_sub_rule(request, site_url, kind):
    page = request.getfixturevalue(kind)
    page.goto(f"{site_url}/{RULE_PAGE}")
    numbers = page.locator("div.rule .rule-head > .rule-number").all_inner_texts()
    toc = ".desk-rule-toc-inline" if kind == "phone" else ".desk-rule-toc"
    if kind == "phone":
        page.locator(f"{toc} summary").tap()
    listed = page.locator(f"{toc} li .rule-number").all_inner_texts()
    assert listed == numbers and sum(n[-1].isalpha() for n in numbers) >= 6  # the sub-rules too (6 were missing)
    assert page.locator(f"{toc} li").last.is_visible()


def test_the_first_rule_starts_in_the_top_third_of_a_phone(phone, site_url):
    phone.goto(f"{site_url}/{RULE_PAGE}")
    top = phone.evaluate("document.querySelector('div.rule .rule-head').getBoundingClientRect().top")
    assert top < 844 * 0.33, top  # was at 35% of the screen


def test_scenario_lists_fold_to_a_count_that_opens_on_tap(phone, site_url):
    phone.goto(f"{site_url}/{RULE_PAGE}")
    share = phone.evaluate("""() => [...document.querySelectorAll('.rule-scenarios')]
        .reduce((sum, e) => sum + e.getBoundingClientRect().height, 0) / document.documentElement.scrollHeight""")
    assert share < 0.12, share  # was 32% of the page
    folded = phone.locator("#r410-6a > details.rule-scenarios")
    count = int(folded.locator("summary").inner_text().rsplit(" ", 1)[1])
    assert count > 10 and not folded.locator("a").first.is_visible()
    folded.locator("summary").tap()
    assert folded.locator("a").count() == count and folded.locator("a").first.is_visible()


def test_escape_closes_a_hovered_preview_for_good(desk, site_url):
    desk.goto(f"{site_url}/{E026}")
    link = desk.locator("#ruling a").first
    link.hover()
    preview = desk.locator("#desk-preview")
    preview.wait_for(state="visible")
    desk.keyboard.press("Escape")
    assert preview.is_hidden()
    desk.wait_for_timeout(600)  # longer than the hover delay: it does not come back
    assert preview.is_hidden()


def test_the_phone_preview_sheet_leaves_the_tapped_link_in_sight(phone, site_url):
    phone.goto(f"{site_url}/{RULE_PAGE}")
    link = phone.locator("#r410-2 a:has(> span.xref.rule)").first
    link.scroll_into_view_if_needed()
    phone.evaluate("window.scrollBy(0, -(window.innerHeight - 120 - document.querySelector('#r410-2 a:has(> span.xref.rule)').getBoundingClientRect().bottom))")
    link.tap()
    sheet = phone.locator("#desk-preview")
    sheet.wait_for(state="visible")
    phone.wait_for_timeout(100)
    assert link.bounding_box()["y"] + link.bounding_box()["height"] <= sheet.bounding_box()["y"]


# -- the small problems ------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["phone", "desk"])
def test_the_site_title_keeps_clear_of_the_search_button(request, site_url, kind):
    page = request.getfixturevalue(kind)
    page.goto(f"{site_url}/docs/index.html")
    gap = page.evaluate("""() => {
        const title = document.querySelector('.bd-header .logo__title').getBoundingClientRect();
        const search = [...document.querySelectorAll('.bd-header .search-button__button')]
          .map(e => e.getBoundingClientRect()).find(r => r.width > 0);
        return search.left - title.right; }""")
    assert gap >= 8, gap


@pytest.mark.parametrize("kind", ["phone", "desk"])
def test_back_to_top_sits_in_the_corner_off_the_text(request, site_url, kind):
    page = request.getfixturevalue(kind)
    page.goto(f"{site_url}/{E026}")
    page.mouse.wheel(0, 3000)
    page.wait_for_timeout(200)
    page.mouse.wheel(0, -400)  # the theme shows the button on scrolling up
    button = page.locator("#pst-back-to-top")
    button.wait_for(state="visible")
    box, width, height = button.bounding_box(), page.viewport_size["width"], page.viewport_size["height"]
    article = page.evaluate("document.querySelector('article.bd-article').getBoundingClientRect().right")
    assert box["y"] > height * 0.8 and box["x"] + box["width"] > width - 40
    assert kind == "phone" or box["x"] >= article  # beside the text on a desktop


@pytest.mark.parametrize("kind", ["phone", "desk"])
def test_the_examples_table_shows_every_status_and_stays_short(request, site_url, kind):
    page = request.getfixturevalue(kind)
    page.goto(f"{site_url}/docs/examples.html")
    found = page.evaluate("""() => ({
        height: document.documentElement.scrollHeight,
        clipped: [...document.querySelectorAll('#examples-table tbody td:nth-child(4)')]
          .filter(td => td.getBoundingClientRect().right > td.closest('.pst-scrollable-table-container, table').parentElement.getBoundingClientRect().right + 1).length,
        overflow: document.documentElement.scrollWidth - window.innerWidth})""")
    assert found["clipped"] == 0 and found["overflow"] <= 0
    assert found["height"] < 15_000, found["height"]  # was 26,000 px on a phone


def test_every_page_links_the_pdf_and_the_one_page_book(desk, site_url, built_site):
    for page in ["docs/index.html", RULE_PAGE, E026]:
        desk.goto(f"{site_url}/{page}")
        hrefs = desk.eval_on_selector_all("a.desk-print-link", "links => links.map(a => a.getAttribute('href'))")
        assert [Path(h).name for h in hrefs] == ["book.html", "book.pdf", "book-a4.pdf"], page
        assert all(Path(h).parent.name == "print" for h in hrefs)
