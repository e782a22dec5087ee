"""The secondary sidebar's items decided from the page's context (adjudicator.sphinxext.sidebar_items)
rather than by the theme's second rendering of each: the same items, the theme's test left for any
item whose test is not known."""
from __future__ import annotations

from bs4 import BeautifulSoup

from adjudicator.sphinxext import sidebar_items


def page(items, toc_html: str, rule_toc: list) -> dict:
    """A page's context after the theme's handlers: its table of contents as the theme's
    ``generate_toc_html`` gives it (a soup, or "" when the page has no headings under its title)."""
    context = {"theme_secondary_sidebar_items": items, "rule_toc": rule_toc}
    sidebar_items.take(None, "p", "page.html", context, None)
    context["generate_toc_html"] = lambda: BeautifulSoup(toc_html, "html.parser").find("ul") if toc_html else ""
    sidebar_items.decide(None, "p", "page.html", context, None)
    return context


def test_the_items_shown_are_those_with_something_to_show():
    toc = '<ul><li><a href="#a">A</a></li></ul>'
    rule = [{"number": "410.6", "label": "x", "anchor": "r410-6", "level": 1}]
    assert page(["rule-toc", "page-toc"], toc, rule)["secondary_sidebar_items"] == ["rule-toc.html", "page-toc.html"]
    assert page(["rule-toc", "page-toc"], toc, [])["secondary_sidebar_items"] == ["page-toc.html"]
    assert page("rule-toc, page-toc", "", [])["secondary_sidebar_items"] == []
    assert "theme_secondary_sidebar_items" not in page(["page-toc"], "", [])  # the theme tests nothing


def test_an_item_whose_test_is_not_known_leaves_the_list_to_the_theme():
    context = {"theme_secondary_sidebar_items": ["page-toc", "sourcelink"]}
    sidebar_items.take(None, "p", "page.html", context, None)
    sidebar_items.decide(None, "p", "page.html", context, None)
    assert context == {"theme_secondary_sidebar_items": ["page-toc", "sourcelink"]}
    mapping = {"theme_secondary_sidebar_items": {"**": ["page-toc"]}}  # the theme's per-page form
    sidebar_items.take(None, "p", "page.html", mapping, None)
    assert mapping == {"theme_secondary_sidebar_items": {"**": ["page-toc"]}}
