"""The page's own table of contents ("On this page"), as the theme writes it, without BeautifulSoup.

The theme (``pydata_sphinx_theme.toctree``: ``generate_toc_html``) parses each page's contents
list with BeautifulSoup, adds its CSS classes (each list and entry its depth, then Bootstrap's)
and writes the list back out (~1 CPU-s of a clean build, for ~1,950 pages). Sphinx writes that
list from a few tags (``ul``, ``li``, ``a``, ``code``, ``span``), so this module reads it with
one regular expression into a small tree, adds the same classes by the same walk and writes it
as BeautifulSoup does (its "minimal" entities, its quoting, attributes in name order): the same
HTML, five times cheaper. A list holding anything else (another tag, a comment, a named
character reference) is left to the theme.
"""
from __future__ import annotations

import functools
import html
import re
from typing import Any, Callable

from sphinx.application import Sphinx

# The tags Sphinx writes into a page's contents list (a title's inline markup included);
# no void element among them, so every tag read has an end.
TAGS = frozenset({"ul", "li", "a", "code", "span", "em", "strong", "sub", "sup", "abbr", "kbd", "samp", "var",
                  "cite", "q", "s", "small", "mark", "del", "ins", "u", "b", "i"})
# BeautifulSoup's attributes holding a list of words, written back one space apart
WORD_LISTS = frozenset({"class", "accesskey", "dropzone"})
A_WORD_LISTS = frozenset({"rel", "rev"})
OTHER_REFERENCE = re.compile(r"&(?!(?:quot|amp|lt|gt|#[0-9]+|#[xX][0-9a-fA-F]+);)")


class Element:
    """One tag of the list: its name, attributes (in order) and contents (tags and text)."""

    __slots__ = ("name", "attrs", "contents")

    def __init__(self, name: str, attrs: dict[str, Any]):
        self.name, self.attrs, self.contents = name, attrs, []

    def children(self, name: str) -> list[Element]:
        return [c for c in self.contents if isinstance(c, Element) and c.name == name]

    def descendants(self) -> list[Element]:
        """Every tag inside, in document order."""
        found = []
        for c in self.contents:
            if isinstance(c, Element):
                found.append(c)
                found += c.descendants()
        return found

    def find(self, name: str) -> Element | None:
        return next((d for d in self.descendants() if d.name == name), None)

    def add_classes(self, *words: str) -> None:
        self.attrs["class"] = [*self.attrs.get("class", []), *words]

    def __str__(self) -> str:
        return f"<{self.name}{''.join(map(attribute, sorted(self.attrs.items())))}>{written(self.contents)}</{self.name}>"


class Unusual(Exception):
    """The list holds something this module does not write as BeautifulSoup would."""


TAG = re.compile(r"""<(/?)([a-z]+)((?:\s+[a-z][a-z0-9_:.-]*(?:="[^"<]*"|='[^'<]*')?)*)\s*>""")
ATTRIBUTE = re.compile(r"""\s+([a-z][a-z0-9_:.-]*)(?:="([^"<]*)"|='([^'<]*)')?""")


def tree(toc: str) -> Element:
    """The list as a tree: an end tag closes the latest open tag of its name, as BeautifulSoup's
    reader does, and one with none open is dropped; text and values are unescaped as the
    standard HTML parser (BeautifulSoup's reader) unescapes them."""
    root = Element("", {})
    open_tags, at = [root], 0
    for tag in TAG.finditer(toc):
        add_text(open_tags[-1], toc[at:tag.start()])
        at = tag.end()
        closing, name, attrs = tag.groups()
        if name not in TAGS or closing and attrs:
            raise Unusual(name)
        if closing:
            depth = next((d for d in range(len(open_tags) - 1, 0, -1) if open_tags[d].name == name), len(open_tags))
            del open_tags[depth:]
            continue
        pairs = [(k, html.unescape(v1 or v2)) for k, v1, v2 in ATTRIBUTE.findall(attrs)]
        element = Element(name, {k: words(name, k, v) for k, v in pairs})
        if len(element.attrs) != len(pairs):
            raise Unusual("a repeated attribute")
        open_tags[-1].contents.append(element)
        open_tags.append(element)
    add_text(open_tags[-1], toc[at:])
    return root


def add_text(parent: Element, raw: str) -> None:
    if "<" in raw:
        raise Unusual("markup")
    if raw:
        parent.contents.append(html.unescape(raw))


def words(tag: str, name: str, value: str) -> str | list[str]:
    return value.split() if name in WORD_LISTS or (tag == "a" and name in A_WORD_LISTS) else value


def escaped(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def attribute(item: tuple[str, str | list[str]]) -> str:
    """``name="value"``, quoted as BeautifulSoup quotes it (which writes them in name order)."""
    name, value = item
    value = escaped(" ".join(value) if isinstance(value, list) else value)
    if '"' not in value:
        return f' {name}="{value}"'
    return f" {name}='{value}'" if "'" not in value else f' {name}="{value.replace(chr(34), "&quot;")}"'


def written(contents: list) -> str:
    return "".join(escaped(c) if isinstance(c, str) else str(c) for c in contents)


class Written:
    """What the theme's template is given: the list's HTML, and its length as the template tests
    it (BeautifulSoup's: how many nodes it holds at the top)."""

    def __init__(self, element: Element):
        self.html, self.size = written(element.contents) if element.name == "" else str(element), \
            len(element.contents)

    def __str__(self) -> str:
        return self.html

    def __len__(self) -> int:
        return self.size


def read(toc: str) -> Element:
    if OTHER_REFERENCE.search(toc):  # a named one BeautifulSoup may write otherwise
        raise Unusual("character reference")
    return tree(toc)


def classed(root: Element, show_toc_level: int) -> Element:
    """The theme's classes: each list and entry by its depth, then Bootstrap's."""
    def by_depth(ul: Element | None, level: int) -> None:
        if ul is None:
            return
        if level <= show_toc_level + 1:
            ul.add_classes("pst-show_toc_level")
        for li in ul.children("li"):
            li.add_classes(f"toc-h{level}")
            by_depth(next(iter(li.children("ul")), None), level + 1)

    by_depth(root.find("ul"), 1)
    everything = root.descendants()
    for ul in (e for e in everything if e.name == "ul"):
        ul.add_classes("nav", "section-nav", "flex-column")
    for li in (e for e in everything if e.name == "li"):
        li.add_classes("nav-item", "toc-entry")
        link = li.find("a")
        if link is not None:
            link.add_classes("nav-link")
    return root


def page_toc(context: dict, theirs: Callable[..., Any]) -> Callable[..., Any]:
    """The theme's ``generate_toc_html`` for this page, made here when the list is plain."""
    @functools.cache
    def generate_toc_html(kind: str = "html") -> Any:
        if "toc" not in context:
            return ""
        try:
            root = classed(read(context["toc"]), context["theme_show_toc_level"])
        except Unusual:
            return theirs(kind)
        titles = [e for e in root.descendants() if "toc-h1" in e.attrs.get("class", [])]
        if kind != "html" or len(titles) != 1:
            return Written(root)
        if not any("toc-h2" in e.attrs.get("class", []) for e in titles[0].descendants()):
            return ""
        found = titles[0].find("ul")
        return Written(found) if found is not None else None
    return generate_toc_html


def replace(app: Sphinx, pagename: str, templatename: str, context: dict, doctree: Any) -> None:
    """html-page-context, after the theme's handler that puts its function in the context."""
    if "generate_toc_html" in context:
        context["generate_toc_html"] = page_toc(context, context["generate_toc_html"])


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("html-page-context", replace, priority=550)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
