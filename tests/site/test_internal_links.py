"""A crawl of the built book: every internal link of every HTML page (pages, anchors, and the
static files pages load) leads somewhere that exists."""
from __future__ import annotations

import posixpath
import re
from functools import lru_cache
from html import unescape
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

PRINT_EDITION = re.compile(r"(^|/)print/book(-a4)?\.(html|pdf)$")
LINKING = {"a": "href", "link": "href", "script": "src", "img": "src", "iframe": "src", "source": "src"}


class Page(HTMLParser):
    """The ids (and old-style anchor names) a page defines and the links it makes."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        self.ids |= {v for k, v in attrs if k == "id" or (tag == "a" and k == "name") if v}
        link = values.get(LINKING.get(tag, ""))
        if link:
            self.links.append(unescape(link))


@lru_cache(maxsize=None)
def parsed(path: Path) -> Page:
    page = Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def broken_links(root: Path, page: Path) -> list[str]:
    found = []
    for link in parsed(page).links:
        parts = urlsplit(link)
        if parts.scheme or parts.netloc or link.startswith(("mailto:", "javascript:")):
            continue  # not ours to check (and the machine is offline)
        if PRINT_EDITION.search(parts.path):
            continue  # made by `make print`, not by the html build (tests/test_print_book.py)
        where = page if not parts.path else Path(posixpath.normpath(
            posixpath.join(page.parent.as_posix(), unquote(parts.path))))
        if where.is_dir():
            where = where / "index.html"
        if not where.is_file() or root not in where.parents:
            found.append(f"{link} (no file)")
        elif parts.fragment and where.suffix == ".html" and unquote(parts.fragment) not in parsed(where).ids:
            found.append(f"{link} (no anchor)")
    return found


def test_no_internal_link_is_broken(built_site):
    root = built_site.html.resolve()
    pages = [root / p for p in built_site.pages()]  # not the theme's template fragments in _static
    broken = {str(p.relative_to(root)): bad for p in pages if (bad := broken_links(root, p))}
    assert broken == {}
    assert sum(len(parsed(p).links) for p in pages) > 10_000  # the crawl really crawled
