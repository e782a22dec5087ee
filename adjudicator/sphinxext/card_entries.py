"""A card's entry on its set's page (``{card-set}``, ``{unwritable-cards}``): a section with its
anchor and title (docutils nodes: the page's table of contents lists it), and the rest as ready
HTML (:mod:`.ready_html`): its card line, where it is printed, its text, its powers as played,
the rules they use and the scenarios using it. The ~3,400 entries as nodes were most of the
book's nodes once the scenario pages were written as HTML. The HTML is what the writer made of
the nodes, with the quotes the SmartQuotes transform made of them (:func:`quotes`)."""
from __future__ import annotations

import re
from typing import Any, Callable, Union

from docutils import nodes, utils
from docutils.utils import smartquotes
from sphinx.transforms import SphinxSmartQuotes
from sphinx.util.docutils import SphinxDirective

from adjudicator.cardbook import index as card_index
from adjudicator.cardbook.cli import printed_line, provenance

from .ready_html import Html, Link, start, text

Educate = Callable[[list[str]], list[str]]  # a paragraph's texts, quotes made typographic or not
# how a piece of a paragraph is written, from its escaped text: HTML, or a link
Piece = tuple[Callable[[str], Union[str, Link]], str]


def plain(html: str) -> str:
    return html


def emphasis(html: str) -> str:
    return f"<em>{html}</em>"


def strong(html: str) -> str:
    return f"<strong>{html}</strong>"


def quotes(directive: SphinxDirective) -> Educate:
    """What Sphinx's SmartQuotes transform does to each paragraph of the directive's page: the
    transform never sees ready HTML, so its texts are educated here, token by token as it does."""
    document = directive.state.document
    if not SphinxSmartQuotes(document, None).is_available() or not document.settings.smart_quotes:
        return list
    lang = next((tag for tag in utils.normalize_language_tag(document.settings.language_code)
                 if tag in smartquotes.smartchars.quotes), "")
    action = directive.config.smartquotes_action
    return lambda texts: educated(texts, action, lang)


# What SmartQuotes may change in a text, whatever its action but "-1" (which makes curled quotes
# straight): quotes, backticks, dashes, ellipses, backslash escapes and the character references
# its escapes are restored from (``smartquotes.educate_tokens``). A paragraph without any of them
# comes out as it went in.
UNEDUCATED = re.compile(r"""['"`\\&-]|\.\.\.|\. \. \.""")


def educated(texts: list[str], action: str, lang: str) -> list[str]:
    """A paragraph's texts as SmartQuotes educates them, token by token; most of the ~70,000
    paragraphs of the card pages have nothing to educate, and are not given to it."""
    if action != "-1" and not any(map(UNEDUCATED.search, texts)):
        return list(texts)
    return list(smartquotes.educate_tokens([("plain", t) for t in texts], attr=action, language=lang))


def paragraph(out: Html, pieces: list[Piece], educate: Educate, classes: tuple[str, ...] = (),
              alone: bool = False) -> None:
    """A paragraph of pieces (``alone``: a list item's only child, which the writer ends without
    a line break)."""
    out.add(start("p", classes))
    for (write, _), said in zip(pieces, educate([words for _, words in pieces])):
        made = write(text(said))
        out.link(made) if isinstance(made, Link) else out.add(made)
    out.add("</p>" if alone else "</p>\n")


def bullets(out: Html, items: list[list[Piece]], educate: Educate) -> None:
    out.add('<ul class="simple">\n')  # every item one paragraph
    for pieces in items:
        out.add("<li>")
        paragraph(out, pieces, educate, alone=True)
        out.add("</li>\n")
    out.add("</ul>\n")


def card_section(docname: str, entry: dict[str, Any], educate: Educate = list, location: str = "") -> nodes.section:
    """The entry's section; ``location`` (``file:line``) is where an unknown rule or page warns."""
    anchor = card_index.anchor(entry["name"])
    title = entry["name"] + (f" · {entry['zh']}" if entry.get("zh") else "")
    sec = nodes.section("", nodes.title(title, title), ids=[anchor], names=[anchor], classes=["card-entry"])
    out = Html()
    if entry["in_library"]:
        library_entry(out, entry, educate, location)
    else:
        paragraph(out, [(emphasis, f"{entry['type'].capitalize()} · {provenance(entry)}")], educate)
        paragraph(out, [(strong, "Not writable yet: "), (plain, entry["clause"])], educate)
        if entry.get("needs"):
            paragraph(out, [(plain, f"Needs: {entry['needs']}")], educate)
    sec += out.node()
    return sec


def library_entry(out: Html, entry: dict[str, Any], educate: Educate, location: str) -> None:
    paragraph(out, [(emphasis, printed_line(entry))], educate, ("card-printed",))
    paragraph(out, [(plain, provenance(entry))], educate, ("card-provenance",))
    if not entry["encoded"]:  # a stub: its facts are right, some printed powers are missing
        paragraph(out, [(strong, "Powers not encoded: "), (plain, entry["clause"])], educate, ("card-stub",))
    paragraph(out, [(plain, entry["text"])], educate, ("card-text",))
    if entry["powers"]:
        paragraph(out, [(strong, "Powers, as the adjudicator plays them")], educate)
        bullets(out, [[(plain, p)] for p in entry["powers"]], educate)
    if entry["rules"]:
        paragraph(out, [(strong, "Rules these powers use")], educate)
        bullets(out, [[(rule_link(r["number"], location), r["number"]), (plain, f" {r['title']}" if r["title"] else "")]
                      for r in entry["rules"]], educate)
    if entry["scenarios"]:
        paragraph(out, [(strong, "Scenarios using it")], educate)
        bullets(out, [[(doc_link(s["path"].removesuffix(".yaml"), location), f"{s['id']} · {s['title']}")]
                      for s in entry["scenarios"]], educate)
    else:
        paragraph(out, [(plain, "No scenario uses it yet.")], educate)


def rule_link(number: str, location: str) -> Callable[[str], Link]:
    return lambda html: Link("rule", "ref", number, f'<span class="xref rule rule-ref">{html}</span>', location)


def doc_link(docname: str, location: str) -> Callable[[str], Link]:
    """A link to a page, as the ``{doc}`` role with a title makes it."""
    return lambda html: Link("std", "doc", "/" + docname, f'<span class="doc">{html}</span>', location)
