"""The secondary sidebar's items ("On this page"), told from the page's context. The theme
(``pydata_sphinx_theme.utils.set_secondary_sidebar_items``) renders each item once more to see
whether it comes out empty, and the page's table of contents is the costly one; for the items
whose test is known here (the test their template makes), the page's context answers instead.
Any other item is left to the theme, as before."""
from __future__ import annotations

from typing import Any, Callable

from sphinx.application import Sphinx

# an item's template → whether it shows anything on the page (its template's own test)
SHOWS: dict[str, Callable[[dict], bool]] = {
    "rule-toc.html": lambda context: bool(context.get("rule_toc")),
    "page-toc.html": lambda context: len(context["generate_toc_html"]()) >= 1,
}
KEPT = "desk_secondary_sidebar_items"


def names(items: Any) -> list[str] | None:
    """The items as the theme names them (``page-toc`` → ``page-toc.html``), or None when they
    are not a plain list (the theme's per-page mapping, left to the theme)."""
    if isinstance(items, str):
        items = [item.strip() for item in items.split(",")]
    if not isinstance(items, list):
        return None
    return [item if item.endswith(".html") else f"{item}.html" for item in items]


def take(app: Sphinx, pagename: str, templatename: str, context: dict, doctree: Any) -> None:
    """html-page-context, before the theme's handlers: items this module can test are taken from
    the theme, which then tests none."""
    items = names(context.get("theme_secondary_sidebar_items"))
    if items is not None and set(items) <= SHOWS.keys():
        context[KEPT] = items
        del context["theme_secondary_sidebar_items"]


def decide(app: Sphinx, pagename: str, templatename: str, context: dict, doctree: Any) -> None:
    """html-page-context, after the theme's handlers (its ``generate_toc_html`` is in the context)."""
    items = context.pop(KEPT, None)
    if items is not None:
        context["secondary_sidebar_items"] = [item for item in items if SHOWS[item](context)]


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("html-page-context", take, priority=400)
    app.connect("html-page-context", decide, priority=600)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
