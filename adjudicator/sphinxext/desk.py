"""Sphinx extension: the judge's desk — search as you type, rule and term previews, a compact
header with every chapter, and an "on this page" list on rule pages.

* **Search.** Sphinx's own search index is not built (``builder.search = False``). Instead
  ``_static/desk/search-data.js`` (the first index, loaded when search is first used) holds the
  number, titles and Chinese forms of every rule, glossary entry, scenario and library card,
  ``search-text.js`` (loaded after it) their texts, and ``search-more.js`` (after that) the
  pool's other cards, whole; ``desk.js`` searches them in the browser:
  rules first, then glossary terms, then scenarios; a rule number in any form or a scenario id
  jumps straight to it, and a word one or two letters off is read as the nearest one. The data
  are scripts, not JSON fetched at run time, so search works from ``file://`` too.
* **Addresses.** ``r/410.6a/``, ``s/E001/``, ``g/packet/``, ``c/<card>/``: a small page for each
  rule, scenario, entry and card sending the reader on (:mod:`adjudicator.sphinxext.addresses`).
* **Previews.** For each rule page and glossary page, ``_static/desk/previews/<page>.js`` holds
  the HTML of each rule with its sub-rules and of each entry, cut from the written page;
  ``desk.js`` shows it in a popover on hover, focus or a first tap.
* **Navigation.** ``desk_nav`` (every chapter, the glossary, the rule index, the scenarios) and
  ``rule_toc`` (the rules of the page) are given to the templates
  (``_templates/desk-nav.html``, ``_templates/rule-toc.html``); on narrow screens the same list
  of rules opens from "On this page" under the page's title.

Needs ``adjudicator.sphinxext.rules`` (and uses the glossary and scenario domains when present).
"""
from __future__ import annotations

import json
import posixpath
import re
from pathlib import Path
from typing import Any, Callable

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util import logging

from adjudicator.rules import load_index, numbers
from adjudicator.rules.index import RuleIndex
from adjudicator.sphinxext import addresses

logger = logging.getLogger(__name__)
DATA_DIR = "_static/desk"
SEARCH_DATA = f"{DATA_DIR}/search-data.js"
SEARCH_GLOBAL = "deskSearchData"
SEARCH_TEXT = f"{DATA_DIR}/search-text.js"
TEXT_GLOBAL = "deskSearchText"
SEARCH_MORE = f"{DATA_DIR}/search-more.js"  # records needed only once the texts are in (cards not in the library)
MORE_GLOBAL = "deskSearchMore"


# -- builder set-up ---------------------------------------------------------------------------
def use_own_search(app: Sphinx) -> None:
    """builder-inited: no Sphinx search index (desk.js searches our data)."""
    if app.builder.format != "html":
        return
    app.builder.search = False


def search_page(app: Sphinx):
    """html-collect-pages: the search page is our template. Added here rather than to
    ``html_additional_pages``: a config value changed after the saved environment is compared
    with conf.py makes every rebuild report "the configuration has changed"."""
    if app.builder.name == "html":
        yield "search", {}, "search.html"


# -- the page context -------------------------------------------------------------------------
def page_context(app: Sphinx, pagename: str, templatename: str, context: dict, doctree: Any) -> None:
    context["desk_nav"] = navigation(app)
    context["desk_nav_html"] = nav_html(context["desk_nav"], pagename, context["pathto"])
    context["rule_toc"] = rule_toc(app, pagename)
    context["desk_search_data"] = SEARCH_DATA


def navigation(app: Sphinx) -> list[dict[str, str]]:
    """The header's links: each chapter (its number, short and full title), then the glossary,
    the rule index and the scenarios."""
    env = app.env
    if getattr(app, "_desk_nav", None) is not None:
        return app._desk_nav
    rules = env.domains["rule"]
    links = []
    for chapter, entries in rules.chapters():
        title = rules.chapter_title(chapter, entries)
        docname = posixpath.join(posixpath.dirname(entries[0][1].docname), "index")
        english = re.sub(r"^\d+\.\s*", "", title).split(" · ")[0]
        links.append({"docname": docname, "label": str(chapter), "short": english, "title": title})
    for docname, label in (("glossary/index", "Glossary"), ("docs/rule-index", "Rule index"),
                           ("scenarios/index", "Scenarios")):
        if docname in env.found_docs:
            links.append({"docname": docname, "label": label, "short": "", "title": label})
    app._desk_nav = links  # the same for every page of a build
    return links


def nav_html(links: list[dict[str, str]], pagename: str, pathto: Callable[[str], str]) -> str:
    """The header's links as HTML (``_templates/desk-nav.html`` shows it, in the header and again
    in the phone's menu): written here once a page, not by a template loop twice a page. The
    current chapter (or page) is marked; the titles go in as they are, as the template put them."""
    items = []
    for link in links:
        here = pagename == link["docname"] or bool(link["short"]) and pagename.startswith(link["docname"][:-5])
        chapter = f' aria-label="{link["title"]}"' if link["short"] else ""
        current = ' aria-current="page"' if here else ""
        words = (f'<span class="desk-chapter-number">{link["label"]}</span><span class="desk-chapter-name"> '
                 f'{link["short"]}</span>') if link["short"] else link["label"]
        items.append(f'\n    <li class="nav-item{" current active" if here else ""}">\n'
                     f'      <a class="nav-link{" desk-chapter" if link["short"] else ""}" href="{pathto(link["docname"])}"\n'
                     f'         title="{link["title"]}"{chapter}{current}>{words}</a>\n'
                     f'    </li>')
    return ('<nav class="desk-nav" aria-label="Chapters and reference">\n  <ul class="navbar-nav desk-nav-list">'
            + "".join(items) + "\n  </ul>\n</nav>")


def rules_by_page(app: Sphinx, rules: dict[str, Any]) -> dict[str, list[str]]:
    """Each page's rule numbers, in the rule table's order: made once per build (the pages are
    written once every page is read), not by scanning the ~3,000 rules for each page, twice."""
    kept = getattr(app, "_desk_rules_by_page", None)
    if kept is None or kept[0] is not rules or kept[1] != len(rules):
        by_page: dict[str, list[str]] = {}
        for number, entry in rules.items():
            by_page.setdefault(entry.docname, []).append(number)
        kept = app._desk_rules_by_page = (rules, len(rules), by_page)
    return kept[2]


def rule_toc(app: Sphinx, pagename: str) -> list[dict[str, Any]]:
    """The rules of a rule page, in order: number, title (or the start of the text), anchor and
    level (0 for the section, 1 for 410.6, 2 for 410.6a). Empty on other pages."""
    rules = app.env.domains["rule"].rules
    here = sorted(rules_by_page(app, rules).get(pagename, ()), key=numbers.sort_key)
    if len(here) < 2:
        return []
    out = []
    for number in here:
        entry = rules[number]
        label = entry.heading.split(" · ")[0] if entry.heading else _short(entry.summary, 48)
        out.append({"number": number, "label": label, "anchor": entry.anchor, "level": numbers.level(number)})
    return out


def inline_toc(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """doctree-resolved: under a rule page's title, "On this page: N rules" opening the list of
    its rules and sub-rules (shown where the sidebar with the same list is not, see desk.css)."""
    if app.builder.name != "html":
        return
    items = [i for i in rule_toc(app, docname) if i["level"] >= 1]
    section = next(iter(doctree.findall(nodes.section)), None)
    if not items or section is None or not isinstance(section[0], nodes.title):
        return
    links = "".join(f'<li class="desk-toc-level-{i["level"]}"><a href="#{i["anchor"]}">'
                    f'<span class="rule-number">{i["number"]}</span> {_escape(i["label"])}</a></li>' for i in items)
    html = (f'<details class="desk-rule-toc-inline d-print-none"><summary>On this page: {len(items)} rules'
            f'</summary><ul>{links}</ul></details>')
    section.insert(1, nodes.raw("", html, format="html"))


def _short(text: str, limit: int) -> str:
    """The start of a rule's text for a list: its first sentence, or a cut at a word, with "…"."""
    text = " ".join(text.replace(" - ", " ").split())
    first = re.split(r"(?<=[.:;])\s", text, maxsplit=1)[0].rstrip(".:;")
    if len(first) <= limit:
        return first
    return first[:limit].rsplit(" ", 1)[0].rstrip(",;:") + "…"


# -- search data ------------------------------------------------------------------------------
def search_records(app: Sphinx, index: RuleIndex) -> list[dict[str, Any]]:
    """Every rule, glossary entry and scenario, in the order the search shows them on a tie."""
    uri = app.builder.get_target_uri
    records: list[dict[str, Any]] = []
    domain = app.env.domains["rule"].rules
    for rule in index:
        if rule.number not in domain:
            continue
        records.append({"kind": "rule", "n": rule.number, "title": rule.title,
                        "zh": [rule.title_zh] if rule.title_zh else [], "text": rule.text,
                        "url": f"{uri(domain[rule.number].docname)}#{rule.anchor}"})
    records += term_records(app)
    records += scenario_records(app)
    records += card_records(app)
    return records


def term_records(app: Sphinx) -> list[dict[str, Any]]:
    gloss = _domain(app, "gloss")
    if gloss is None or not gloss.objects:
        return []
    from adjudicator.glossary import load as gloss_load
    from adjudicator.sphinxext.glossary import data_dir
    page_of = {anchor: docname for docname, objects in gloss.objects.items() for _, anchor in objects}
    out = []
    for entry in gloss_load.cached_glossary(data_dir(app)).sorted_entries():
        if entry.anchor not in page_of:
            continue
        out.append({"kind": "term", "n": "", "title": entry.en, "aliases": list(entry.term.en_aliases),
                    "zh": [form for form, _ in entry.chinese_forms()], "text": entry.term.definition,
                    "rules": list(entry.term.rules),
                    "url": f"{app.builder.get_target_uri(page_of[entry.anchor])}#{entry.anchor}"})
    return out


def scenario_records(app: Sphinx) -> list[dict[str, Any]]:
    domain = _domain(app, "scenario")
    if domain is None:
        return []
    texts = domain.data.get("texts", {})
    out = []
    for docname in sorted(domain.records, key=lambda d: domain.records[d].id):
        record = domain.records[docname]
        question, ruling = texts.get(docname, ("", ""))
        out.append({"kind": "scenario", "n": record.id, "title": record.title, "zh": [],
                    "text": f"{question} {ruling}".strip(), "rules": list(record.cited),
                    "url": app.builder.get_target_uri(docname)})
    return out


def card_records(app: Sphinx) -> list[dict[str, Any]]:
    """Every card of the library and of the unwritable list, as the card pages show it: its name
    (and Chinese name), its printed line, text and powers in words (or the clause that blocks it)."""
    domain = _domain(app, "card")
    if domain is None or not domain.data.get("cards"):
        return []
    from adjudicator.cardbook.cli import printed_line
    from adjudicator.sphinxext.cards import built
    out = []
    for entry in built()["cards"]:
        where = domain.data["cards"].get(entry["name"])
        if where is None:
            continue
        if entry["in_library"]:
            text = " ".join([printed_line(entry), entry["text"], *entry["powers"]])
        else:
            text = f"{entry['type'].capitalize()} · not writable yet: {entry['clause']}"
        out.append({"kind": "card", "n": entry.get("number") or "", "title": entry["name"], "later": True,
                    "zh": [entry["zh"]] if entry.get("zh") else [], "text": text,
                    "rules": [rule["number"] for rule in entry.get("rules") or []],
                    "url": f"{app.builder.get_target_uri(where[0])}#{where[1]}"})
    from adjudicator.sphinxext.cards import pool_search_records
    return out + pool_search_records(app)


#: Fields of the first index (loaded on the first use of search); the rest, the texts, come on
#: demand in SEARCH_TEXT, one per record in the same order.
FIRST_INDEX_FIELDS = ("kind", "n", "title", "aliases", "zh", "rules", "url")


def write_search_data(app: Sphinx, records: list[dict[str, Any]]) -> None:
    """The first index (numbers, titles, Chinese forms, glossary aliases, cited rules, addresses)
    and, apart, the texts: a judge typing a number or a title waits for the small file only. The
    records marked ``later`` (every card: thousands, and more with each set encoded) come whole with
    the texts, so the first index doesn't grow with the card pool."""
    now = [r for r in records if not r.get("later")]
    first = [{k: r[k] for k in FIRST_INDEX_FIELDS if r.get(k)} for r in now]
    texts = [r.get("text", "") for r in now]
    more = [{k: r[k] for k in (*FIRST_INDEX_FIELDS, "text") if r.get(k)} for r in records if r.get("later")]
    _write_script(Path(app.outdir, SEARCH_DATA), SEARCH_GLOBAL, {"records": first})
    _write_script(Path(app.outdir, SEARCH_TEXT), TEXT_GLOBAL, texts)
    _write_script(Path(app.outdir, SEARCH_MORE), MORE_GLOBAL, more)


def _write_script(path: Path, name: str, value: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    path.write_text(f"window.{name} = {text};\n", encoding="utf-8")


def _read_script(path: Path) -> Any:
    text = path.read_text(encoding="utf-8")
    return json.loads(text[text.index("=") + 1:].strip().rstrip(";"))


def read_search_data(outdir: str | Path) -> list[dict[str, Any]]:
    """The records of a built site's search data, each with its text (for tests and tools)."""
    records = _read_script(Path(outdir, SEARCH_DATA))["records"]
    texts = _read_script(Path(outdir, SEARCH_TEXT))
    empty = {"n": "", "aliases": [], "zh": [], "rules": [], "text": ""}  # what the indexes leave out
    more = _read_script(Path(outdir, SEARCH_MORE))
    return [{**empty, **r, "text": t} for r, t in zip(records, texts, strict=True)] + [{**empty, **r} for r in more]


# -- previews ---------------------------------------------------------------------------------
_DIV = re.compile(r"<(/?)div\b")
_BACKLINKS = re.compile(r'<(p|div|details) class="rule-scenarios[^"]*">.*?</\1>', re.DOTALL)
_HEADERLINK = re.compile(r'<a class="headerlink"[^>]*>.*?</a>', re.DOTALL)


def outer_div(html: str, element_id: str) -> str | None:
    """The ``<div id=…>`` element with that id, whole (our pages are well formed)."""
    m = re.search(rf'<div\b[^>]*\bid="{re.escape(element_id)}"', html)
    if m is None:
        return None
    depth = 0
    for tag in _DIV.finditer(html, m.start()):
        depth += -1 if tag.group(1) else 1
        if depth == 0:
            return html[m.start():html.index(">", tag.end()) + 1]
    return None


def rule_fragments(html: str, index: RuleIndex, numbers_here: list[str]) -> dict[str, str]:
    """Anchor → the rule's HTML followed by its sub-rules' (a section: its heading and the list
    of its rules), without back-links or pilcrows."""
    own = {n: outer_div(html, numbers.anchor(n)) for n in numbers_here}
    out: dict[str, str] = {}
    for number in numbers_here:
        rule = index.get(number)
        if rule is None:
            continue
        if rule.is_section:
            items = "".join(f'<li><a href="#{index[c].anchor}">{c}</a> {_escape(index[c].title or index[c].summary(80))}</li>'
                            for c in rule.children)
            out[rule.anchor] = (f'<p class="rule-head"><strong>{number}. {_escape(rule.heading)}</strong></p>'
                                f'<ul class="desk-section-rules">{items}</ul>')
            continue
        parts = [own.get(n) for n in [number, *_descendants(index, number)]]
        out[rule.anchor] = _clean("".join(p for p in parts if p))
    return out


def _descendants(index: RuleIndex, number: str) -> list[str]:
    found: list[str] = []
    for child in index.get(number).children:
        found += [child, *_descendants(index, child)]
    return found


def term_fragments(html: str, anchors: list[str]) -> dict[str, str]:
    """Anchor → the entry's term lines and its definition block."""
    out = {}
    for anchor in anchors:
        m = re.search(rf'<dt id="{re.escape(anchor)}"', html)
        if m is None:
            continue
        end = html.find("</dd>", m.start())
        if end < 0:
            continue
        chunk = html[m.start():end + 5]
        out[anchor] = _clean(f'<dl class="glossary">{chunk}</dl>')
    return out


def _clean(html: str) -> str:
    html = _HEADERLINK.sub("", _BACKLINKS.sub("", html))
    return re.sub(r'\sid="[^"]*"', "", html)  # no duplicate ids in the page showing it


def _escape(text: str) -> str:
    from html import escape
    return escape(text, quote=False)


def preview_file(page_uri: str) -> str:
    """``docs/rules/4-game-concepts/408-packets.html`` → ``_static/desk/previews/docs__rules__…
    408-packets.js`` (desk.js derives the same name from a link's address)."""
    return f"{DATA_DIR}/previews/{page_uri.removesuffix('.html').replace('/', '__')}.js"


def write_previews(app: Sphinx, index: RuleIndex) -> int:
    rules = app.env.domains["rule"].rules
    by_page: dict[str, list[str]] = {}
    for number, entry in rules.items():
        by_page.setdefault(entry.docname, []).append(number)
    pages: dict[str, dict[str, str]] = {}
    for docname, here in by_page.items():
        html = _read(app, docname)
        if html is not None:
            pages[docname] = rule_fragments(html, index, sorted(here, key=numbers.sort_key))
    gloss = _domain(app, "gloss")
    for docname, objects in (gloss.objects.items() if gloss is not None else []):
        html = _read(app, docname)
        if html is not None:
            pages.setdefault(docname, {}).update(term_fragments(html, sorted({a for _, a in objects})))
    for docname, fragments in pages.items():
        uri = app.builder.get_target_uri(docname)
        path = Path(app.outdir, preview_file(uri))
        path.parent.mkdir(parents=True, exist_ok=True)
        data = json.dumps(fragments, ensure_ascii=False, separators=(",", ":"))
        path.write_text(f"window.deskPreviews && deskPreviews.add({json.dumps(uri)}, {data});\n", encoding="utf-8")
    return len(pages)


def _domain(app: Sphinx, name: str) -> Any:
    try:
        return app.env.domains[name]
    except KeyError:
        return None


def _read(app: Sphinx, docname: str) -> str | None:
    path = Path(app.outdir, app.builder.get_target_uri(docname))
    return path.read_text(encoding="utf-8") if path.is_file() else None


def finish(app: Sphinx, exception: Exception | None) -> None:
    """build-finished: the search data, the short addresses and the previews, from what was
    just written."""
    if exception is not None or app.builder.name != "html":
        return
    index = load_index(app.srcdir)
    records = search_records(app, index)
    write_search_data(app, records)
    addresses.write(app.outdir, records, Path(app.doctreedir, "addresses.sha256"))
    write_previews(app, index)


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("adjudicator.sphinxext.rules")
    app.connect("builder-inited", use_own_search)
    app.connect("html-collect-pages", search_page)
    app.connect("html-page-context", page_context)
    app.connect("doctree-resolved", inline_toc)
    app.connect("build-finished", finish)
    app.add_css_file("desk.css")
    app.add_js_file("desk.js", loading_method="defer")
    return {"version": "1", "env_version": 1, "parallel_read_safe": True, "parallel_write_safe": True}
