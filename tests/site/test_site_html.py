"""The built book (``built_site``: the whole site, built once with -W -n)."""
from __future__ import annotations

import posixpath
from collections import Counter
from pathlib import Path

import pytest

from adjudicator.rules import anchor, load_index


def test_the_book_builds_without_warnings(built_site):
    assert built_site.returncode == 0 and built_site.warnings == "", built_site.warnings


@pytest.fixture(scope="module")
def ids(built_site) -> Counter:
    """How many elements carry each id, over the whole site."""
    return Counter(i for page in built_site.pages() for i in built_site.facts(page).ids)


def test_every_5_0_rule_has_exactly_one_anchor(ids, tsv_numbers):
    wrong = {n: ids[anchor(n)] for n in tsv_numbers if ids[anchor(n)] != 1}
    assert wrong == {}, "rule number: elements with its anchor"


def test_every_example_has_its_anchor_and_title(built_site):
    index = load_index()
    for rule in index:
        page = Path(rule.path).with_suffix(".html")
        for example_id in rule.examples:
            target = built_site.soup(page).find(id=example_id.lower())
            assert target is not None, (example_id, page)
            # a box for several examples carries the later ids on spans inside it
            box = target if "example" in target.get("class", []) else target.find_parent(class_="example")
            assert example_id in box.select_one(".admonition-title").get_text()


def rule_links(built_site):
    """(page, <a>, target number) for every {rule} reference in the site."""
    number_of = {r.anchor: r.number for r in load_index()}
    for page in built_site.pages():
        for link in built_site.facts(page).rule_links:  # the attributes of the <a> around it, or None
            fragment = link["href"].partition("#")[2] if link and "href" in link else ""
            yield page, link, number_of.get(fragment)


def test_every_rule_reference_resolves(built_site):
    seen = 0
    for page, link, number in rule_links(built_site):
        assert link is not None and number is not None, (page, link)
        path, _, fragment = link["href"].partition("#")
        target = Path(posixpath.normpath(posixpath.join(page.parent.as_posix(), path))) if path else page
        assert fragment in built_site.facts(target).ids, (page, link["href"])
        seen += 1
    assert seen > 100  # the pages cross-reference a lot; far fewer means the role broke


def test_rule_references_carry_the_rule_text_as_hover_text(built_site):
    index = load_index()
    for page, link, number in rule_links(built_site):
        assert link["title"] == f"{number} — {index.get(number).summary()}", page


def test_objects_inventory_lists_every_rule(built_site):
    from sphinx.util.inventory import InventoryFile
    with open(built_site.html / "objects.inv", "rb") as f:
        inventory = InventoryFile.load(f, "", posixpath.join)
    assert set(inventory["rule:rule"]) == {r.number for r in load_index()}


def test_rule_index_pages_link_every_rule(built_site):
    for page in ("rule-index.html", "docs/rule-index.html"):
        hrefs = {a["href"].partition("#")[2] for a in built_site.soup(page).select("a[href]")}
        missing = [r.number for r in load_index() if r.anchor not in hrefs]
        assert missing == [], page


def test_the_site_loads_nothing_from_the_network(built_site):
    for page in built_site.pages():
        for url in built_site.facts(page).resources:  # script[src], link[href], img[src]
            assert not url.startswith(("http:", "https:", "//")), (page, url)
