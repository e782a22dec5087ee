"""Bulky generated parts of a page (a scenario's steps, its cards) written as HTML by us, in one
node, instead of as thousands of docutils nodes that Sphinx's transforms, link resolver, pickler
and HTML writer each walk (issue 23: most of a build's nodes were these). The HTML is what the
writer would make of the nodes, byte for byte; the book's own links in it (rules, cards) stay
parts to resolve once every page is read (:class:`.own_links.ResolveReadyHtml`), warning like
Sphinx for an unknown target.

The text is escaped as docutils' HTML writer escapes it (``&<>"@``), and attributes are written
in its order (sorted by name), so the page does not change."""
from __future__ import annotations

import re
from html import unescape
from dataclasses import dataclass
from typing import Union

from docutils import nodes

# what the HTML writer replaces (docutils.writers._html_base.HTMLTranslator.special_characters)
SPECIAL = {ord("&"): "&amp;", ord("<"): "&lt;", ord('"'): "&quot;", ord(">"): "&gt;", ord("@"): "&#64;"}
BLANKS = re.compile("[\n\r\t\v\f]")  # an attribute's line breaks and tabs become spaces
TAGS = re.compile("<[^>]*>")


REPLACED = tuple((chr(code), entity) for code, entity in SPECIAL.items())  # "&" first: the others bring it in


def text(data: str) -> str:
    """``data.translate(SPECIAL)``, by one replacement per character, several times faster
    (tests/test_speed_book4.py compares them)."""
    for char, entity in REPLACED:
        data = data.replace(char, entity)
    return data


def attribute(data: str) -> str:
    return text(BLANKS.sub(" ", data))


def start(tag: str, classes: list[str] | tuple[str, ...] = (), ident: str = "", **attrs: str) -> str:
    """An opening tag as the writer makes it: its attributes sorted by name, ``class`` joined."""
    if classes:
        attrs["class"] = " ".join(classes)
    if ident:
        attrs["id"] = ident
    return "<" + " ".join([tag, *(f'{name}="{attribute(attrs[name])}"' for name in sorted(attrs))]) + ">"


@dataclass(frozen=True)
class Link:
    """A link to one of the book's own targets (``domain``, ``typ``, ``target``: as the role's
    ``pending_xref``), its text already HTML; ``location`` (``file:line``) is where an unknown
    target is reported."""

    domain: str
    typ: str
    target: str
    inner: str
    location: str


Part = Union[str, Link]


class ready_html(nodes.General, nodes.Element):  # noqa: N801 — docutils names node classes in lower case
    """HTML written by us (``parts``: text and links to resolve); a raw HTML node once resolved."""

    def astext(self) -> str:
        """The block's text, as the nodes it stands for would give it."""
        html = "".join(part if isinstance(part, str) else part.inner for part in self["parts"])
        return unescape(TAGS.sub("", html))


class raw_text(nodes.Text):  # noqa: N801 — docutils names node classes in lower case
    """The text of a raw HTML node made by us. docutils' ``unescape`` (what ``Text.astext`` gives)
    only removes null characters, its escapes: a text without any is given back as it is, not split
    and joined three times over (the HTML writer asks every raw node for its text, and ours are the
    book's largest blocks: board pictures, card entries, pool tables)."""

    def astext(self) -> str:
        return str(self) if "\x00" not in self else super().astext()


def raw_html(html: str, rawsource: str = "", **attributes: object) -> nodes.raw:
    """``nodes.raw(rawsource, html, format="html", **attributes)``, its text a :class:`raw_text`."""
    return nodes.raw(rawsource, "", *([raw_text(html)] if html else []), format="html", **attributes)


class Html:
    """Gathers a block's HTML and links, in order."""

    def __init__(self) -> None:
        self.parts: list[Part] = []

    def add(self, *html: str) -> None:
        self.parts.extend(html)

    def link(self, link: Link) -> None:
        self.parts.append(link)

    def node(self) -> ready_html:
        """One node for the block: the neighbouring text joined, the links between."""
        joined: list[Part] = []
        for part in self.parts:
            if isinstance(part, str) and joined and isinstance(joined[-1], str):
                joined[-1] += part
            else:
                joined.append(part)
        return ready_html(parts=joined)
