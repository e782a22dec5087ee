"""A crawl of the built book: every internal link of every HTML page (pages, anchors, and the
static files pages load) leads somewhere that exists. The pages are read through
``built_site.facts``, the one pass over each page that the other site checks share."""
from __future__ import annotations

import os
import posixpath
import re
from functools import lru_cache
from html import unescape
from pathlib import Path
from urllib.parse import unquote, urlsplit

PRINT_EDITION = re.compile(r"(^|/)print/book(-a4)?\.(html|pdf)$")


_ANCHORS: dict[tuple[Path, Path], set[str]] = {}


def anchors(site, page: Path) -> set[str]:
    """What a fragment may name on the page: its ids and its a[name]s."""
    key = (site.html, page)
    if key not in _ANCHORS:
        facts = site.facts(page)
        _ANCHORS[key] = {*facts.ids, *facts.names}
    return _ANCHORS[key]


@lru_cache(maxsize=None)
def on_disk(path: str) -> str | None:
    """'dir', 'file' or None: a site's thousands of pages link the same few hundred targets, stat each once."""
    return "dir" if os.path.isdir(path) else "file" if os.path.isfile(path) else None


def broken_links(site, page: Path) -> list[str]:
    """The links of ``page`` (a path under ``site.html``) that lead nowhere."""
    root = site.html.resolve()
    found = []
    for link in map(unescape, site.facts(page.relative_to(root)).links):
        parts = urlsplit(link)
        if parts.scheme or parts.netloc or link.startswith(("mailto:", "javascript:")):
            continue  # not ours to check (and the machine is offline)
        if PRINT_EDITION.search(parts.path):
            continue  # made by `make print`, not by the html build (tests/test_print_book.py)
        where = page if not parts.path else Path(posixpath.normpath(
            posixpath.join(page.parent.as_posix(), unquote(parts.path))))
        if on_disk(str(where)) == "dir":
            where = where / "index.html"
        if on_disk(str(where)) != "file" or not str(where).startswith(f"{root}/"):
            found.append(f"{link} (no file)")
        elif parts.fragment and where.suffix == ".html" and unquote(parts.fragment) not in anchors(site, where.relative_to(root)):
            found.append(f"{link} (no anchor)")
    return found


def test_no_internal_link_is_broken(built_site):
    root = built_site.html.resolve()
    pages = [root / p for p in built_site.pages()]  # not the theme's template fragments in _static
    broken = {str(p.relative_to(root)): bad for p in pages if (bad := broken_links(built_site, p))}
    assert broken == {}
    assert sum(len(built_site.facts(p.relative_to(root)).links) for p in pages) > 10_000  # the crawl really crawled
