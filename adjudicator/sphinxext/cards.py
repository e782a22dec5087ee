"""Sphinx extension: the card section of the book.

* ``{card-set} GROUP`` — every card of a set (or of the worked examples), one section each with
  the anchor ``card-<name>``: what ``adjudicator card`` prints, with the rules and scenarios
  linked;
* ``{unwritable-cards}`` — the real cards the card language can't write yet, with the clause
  that blocks each;
* ``{card-summary}`` — the library's counts by set and card type;
* ``{card-pool-table} SET`` — every card of a set of the official pool (``data/cards/``), one row
  each: number, name (linked to its entry when the library has it), type, cost, stats, traits and
  how far its powers are encoded;
* ``{card-pool-summary}`` — per set of the pool, how many cards are encoded, stubs, not writable
  yet or facts only;
* the ``card`` domain: card name → its page and anchor, so a scenario page links each card it
  uses (``pending_xref`` with ``refdomain="card"``; an unknown name warns, failing ``-W``).

The pages are made from :func:`adjudicator.cardbook.index.build_index`, so they show exactly what
the command line shows; every card and scenario file is a dependency of each card page.
"""
from __future__ import annotations

import functools
from html import escape as esc
from collections import Counter
from pathlib import Path
from typing import Any, Iterable

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.domains import Domain
from sphinx.environment import BuildEnvironment
from sphinx.util.docutils import SphinxDirective

from adjudicator.cardbook import index as card_index
from adjudicator.cardbook import lookup
from adjudicator.cardbook.pages import UNWRITABLE_PAGE
from adjudicator.cardbook.pool import BLOCKED_FILE, POOL_DIR, blocking_brief, load_blocked, load_pool, stat_parts

from .card_entries import card_section, quotes
from .ready_html import raw_html
from .scenario_kept import digest_of

TYPES = ("hero", "ally", "ability", "weapon", "armor", "item", "quest", "location")


@functools.cache
def built() -> dict[str, Any]:
    """The card index, from the disk copy ``adjudicator card`` keeps when it is current (made from
    the same files by the same code), so a rebuild with no card changed doesn't make it again."""
    return card_index.cached_index()


@functools.cache
def by_group() -> dict[str, list[dict[str, Any]]]:
    """The index's entries by the page they are on, each group in the index's order: found once per
    build, not by a pass over every card for each of ~90 set pages."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for entry in built()["cards"]:
        groups.setdefault(card_index.group_of(entry), []).append(entry)
    return groups


@functools.cache
def sources() -> tuple[Path, ...]:
    """What a card entry is made from: the card and scenario files (found once per build)."""
    return (*sorted(card_index.CARDS_DIR.glob("*.yaml")), *card_index.scenario_files())


@functools.cache
def pool_sources() -> tuple[Path, ...]:
    """What a pool table is made from: the pool's files, and the card files (a card's status)."""
    return (*sorted(POOL_DIR.glob("*.json")), BLOCKED_FILE, *sorted(card_index.CARDS_DIR.glob("*.yaml")))


# What the card pages are made from, by name (a page notes the names its tables use).
SOURCES = {"cards": sources, "pool": pool_sources}


def outdated_by_sources(app: Sphinx, env: BuildEnvironment, added: set[str], changed: set[str],
                        removed: set[str]) -> set[str]:
    """env-get-outdated: the card pages whose files changed since the last build, by one digest of
    each list kept in the environment (as dependencies, the ~1,400 files of each of ~150 pages were
    200,000 file times read by every rebuild, a third of a rebuild with nothing changed)."""
    digests = {name: digest_of(files()) for name, files in SOURCES.items()}
    before, env.card_sources = getattr(env, "card_sources", {}), digests
    pages = env.domains["card"].data["pages"]
    stale = {d for d, made_from in pages.items() if any(before.get(n) != digests[n] for n in made_from)}
    return (stale & env.found_docs) - added


class CardDomain(Domain):
    name = "card"
    label = "Cards"
    # cards: name → (docname, anchor) of its entry; pool_sets: a pool set's id → the page of its table;
    # docs: docname → the card names noted on it (clearing a page no longer walks every card);
    # pages: docname → what its tables are made from (keys of SOURCES)
    initial_data: dict[str, Any] = {"cards": {}, "pool_sets": {}, "docs": {}, "pages": {}}
    data_version = 4

    def note_card(self, name: str, docname: str, anchor: str) -> None:
        self.data["cards"][name] = (docname, anchor)
        self.data["docs"].setdefault(docname, set()).add(name)

    def note_pool_set(self, set_id: str, docname: str) -> None:
        self.data["pool_sets"][set_id] = docname

    def note_page(self, docname: str, made_from: str) -> None:
        self.data["pages"].setdefault(docname, set()).add(made_from)

    def clear_doc(self, docname: str) -> None:
        self.data["pages"].pop(docname, None)
        for name in self.data["docs"].pop(docname, ()):
            if self.data["cards"].get(name, ("",))[0] == docname:
                del self.data["cards"][name]
        for set_id, doc in list(self.data["pool_sets"].items()):
            if doc == docname:
                del self.data["pool_sets"][set_id]

    def merge_domaindata(self, docnames: Iterable[str], otherdata: dict[str, Any]) -> None:
        docnames = set(docnames)
        self.data["cards"].update({n: v for n, v in otherdata["cards"].items() if v[0] in docnames})
        for docname in docnames & otherdata["docs"].keys():
            self.data["docs"].setdefault(docname, set()).update(otherdata["docs"][docname])
        self.data["pool_sets"].update({s: d for s, d in otherdata["pool_sets"].items() if d in docnames})
        self.data["pages"].update({d: kinds for d, kinds in otherdata["pages"].items() if d in docnames})

    def resolve_xref(self, env, fromdocname, builder, typ, target, node, contnode):  # noqa: ANN001
        found = self.href(builder, fromdocname, typ, target)
        if found is None:
            return None
        ref = nodes.reference("", "", internal=True, reftitle=found[1], refuri=found[0])
        ref += contnode
        return ref

    def href(self, builder, fromdocname: str, typ: str, target: str) -> tuple[str, str] | None:  # noqa: ANN001
        """The address and title of a link to the card's entry (also for links written as HTML)."""
        found = self.data["cards"].get(target)
        if found is None:
            return None
        docname, anchor = found
        return builder.get_relative_uri(fromdocname, docname) + "#" + anchor, target

    def resolve_any_xref(self, env, fromdocname, builder, target, node, contnode):  # noqa: ANN001
        return []

    def get_objects(self):  # noqa: ANN201
        for name, (docname, anchor) in sorted(self.data["cards"].items()):
            yield name, name, "card", docname, anchor, 1


def doc_ref(docname: str, target: str, text: str) -> addnodes.pending_xref:
    ref = addnodes.pending_xref("", refdoc=docname, refdomain="std", reftype="doc", reftarget="/" + target,
                                refexplicit=True, refwarn=True)
    ref += nodes.inline(text, text, classes=["xref", "std", "std-doc"])
    return ref


def para(*children: nodes.Node, classes: list[str] | None = None) -> nodes.paragraph:
    return nodes.paragraph("", "", *children, classes=classes or [])


class CardDirective(SphinxDirective):
    def note_sources(self, made_from: str = "cards") -> None:
        """The page is read again when those files change (``outdated_by_sources``)."""
        self.env.domains["card"].note_page(self.env.docname, made_from)  # type: ignore[attr-defined]

    def entries(self, group: str | None = None, in_library: bool | None = None) -> list[dict[str, Any]]:
        return [e for e in (built()["cards"] if group is None else by_group().get(group, []))
                if in_library is None or e["in_library"] == in_library]

    def sections(self, entries: list[dict[str, Any]]) -> list[nodes.Node]:
        domain = self.env.domains["card"]
        educate, location = quotes(self), f"{self.env.doc2path(self.env.docname)}:{self.lineno}"
        out = []
        for entry in entries:
            domain.note_card(entry["name"], self.env.docname, card_index.anchor(entry["name"]))  # type: ignore[attr-defined]
            out.append(card_section(self.env.docname, entry, educate, location))
        return out


class CardSet(CardDirective):
    """Every writable card of one set (or of the worked examples)."""

    required_arguments = 1
    final_argument_whitespace = True

    def run(self) -> list[nodes.Node]:
        self.note_sources()
        group = self.arguments[0]
        entries = self.entries(group, in_library=True)
        if not entries:
            raise self.error(f"no card of {group!r} in the library")
        return self.sections(entries)


class UnwritableCards(CardDirective):
    """The cards listed as not writable yet, by set."""

    def run(self) -> list[nodes.Node]:
        self.note_sources()
        entries = sorted(self.entries(in_library=False), key=lambda e: (e["set"], _number(e["number"]), e["name"]))
        if not entries:
            return [para(nodes.Text("Every card tried so far can be written."))]
        return [para(nodes.Text(f"{len(entries)} cards."))] + self.sections(entries)


def _number(text: str) -> tuple[int, str]:
    digits = "".join(ch for ch in text if ch.isdigit())
    return (int(digits) if digits else 0, text)


class CardSummary(CardDirective):
    """A table: cards by set (rows) and type (columns), writable ones, with the unwritable count."""

    option_spec = {"class": directives.class_option}

    def run(self) -> list[nodes.Node]:
        self.note_sources()
        writable = self.entries(in_library=True)
        groups = sorted({card_index.group_of(e) for e in writable}, key=lambda g: (g == card_index.EXAMPLES_GROUP, g))
        counts = Counter((card_index.group_of(e), e["type"]) for e in writable)
        unwritable = Counter(e["set"] for e in self.entries(in_library=False))
        header = ["Set", *[t.capitalize() for t in TYPES], "Total", "Not writable yet"]
        rows = []
        for g in groups:
            cells = [counts[(g, t)] for t in TYPES]
            rows.append([doc_ref(self.env.docname, card_index.page_of(g), g), *map(str, cells), str(sum(cells)),
                         str(unwritable.get(g, 0))])
        totals = [sum(counts[(g, t)] for g in groups) for t in TYPES]
        rows.append([nodes.Text("All"), *map(str, totals), str(sum(totals)), str(sum(unwritable.values()))])
        return [table(header, rows)]


# -- the official pool ---------------------------------------------------------------------------

STATUS_WORDS = {lookup.ENCODED: "encoded", lookup.STUB: "powers not encoded", lookup.UNWRITABLE: "not writable yet",
                lookup.FACTS_ONLY: "not encoded yet"}


@functools.cache
def library_by_name() -> dict[str, dict[str, Any]]:
    return {card_index.loose(e["name"]): e for e in built()["cards"]}


def pool_status(card: dict[str, Any]) -> tuple[str, dict[str, Any] | None]:
    """How far a pool card is encoded. Of cards sharing a name, the library's entry is the one
    printed at its collector number (as ``adjudicator card`` shows them)."""
    entry = library_by_name().get(card_index.loose(card["name"]))
    if entry is not None and len(load_pool().named(card["name"])) > 1 and not lookup.printed_as(card, entry):
        entry = None
    return lookup.status_of(entry), entry


def stats_text(card: dict[str, Any]) -> str:
    parts = stat_parts(card)
    if card.get("conflicts"):
        parts.append("sources differ: " + ", ".join(sorted(card["conflicts"])))
    return " · ".join(parts)


def pool_row(card: dict[str, Any], number: str) -> str:
    """One card's row of a set's table, as HTML: the name links to the card's library entry."""
    status, entry = pool_status(card)
    name = esc(card["name"])
    if entry is not None:
        page = card_index.slug(card_index.group_of(entry)) if entry["in_library"] else UNWRITABLE_PAGE
        name = f'<a href="{page}.html#{card_index.anchor(entry["name"])}">{esc(entry["name"])}</a>'
        name += f" · {esc(entry['zh'])}" if entry.get("zh") else ""
    cost = "" if card.get("cost") is None else f"{card['cost']}" + ("+X" if card.get("x_cost") else "")
    words = " ".join([*(card.get("classes") and ["[" + ", ".join(card["classes"]) + "]"] or []),
                      *card.get("traits", []), *card.get("tags", []), *([card["faction"]] if card.get("faction") else [])])
    brief = blocking_brief(load_blocked().get(card["id"])) if status == lookup.FACTS_ONLY else None
    cells = [esc(number), name, esc((card.get("type") or "").capitalize()), esc(cost), esc(stats_text(card)),
             esc(words), esc(STATUS_WORDS[status]) + (f'<br><span class="blocked">{esc(brief)}</span>' if brief else "")]
    return f'<tr id="pool-{esc(card["id"])}">' + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


class CardPoolTable(CardDirective):
    """Every card of one set of the official pool, one row each. The table is written as HTML (a
    raw node): with ~9,000 printings as docutils nodes, the transforms and the writer took a
    third of the whole book's build."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        self.note_sources("pool")
        pool, set_id = load_pool(), self.arguments[0]
        if set_id not in pool.sets:
            raise self.error(f"no set {set_id!r} in the card pool (data/cards/sets.json)")
        self.env.domains["card"].note_pool_set(set_id, self.env.docname)  # type: ignore[attr-defined]
        found = pool.in_set(set_id)
        head = "".join(f"<th>{h}</th>" for h in ("No.", "Card", "Type", "Cost", "Stats", "Class, traits, tags",
                                                   "Powers"))
        rows = "\n".join(pool_row(card, number) for card, number, _ in found)
        html = (f'<div class="pst-scrollable-table-container"><table class="table card-pool">\n'
                f"<thead><tr>{head}</tr></thead>\n<tbody>\n{rows}\n</tbody></table></div>")
        counts = Counter(pool_status(card)[0] for card, _, _ in found)
        summary = ", ".join(f"{counts[s]} {STATUS_WORDS[s]}" for s in STATUS_WORDS if counts[s])
        return [para(nodes.Text(f"{len(found)} cards: {summary}.")), raw_html(html)]


class CardPoolSummary(CardDirective):
    """Per set of the pool: its cards, and how many are encoded, stubs, not writable yet."""

    def run(self) -> list[nodes.Node]:
        self.note_sources()
        pool = load_pool()
        header = ["Set", "Released", "Cards", *[STATUS_WORDS[s].capitalize() for s in STATUS_WORDS]]
        rows, total = [], Counter()
        for set_id, info in sorted(pool.sets.items(), key=lambda item: item[1]["order"]):
            counts = Counter(pool_status(card)[0] for card, _, _ in pool.in_set(set_id))
            total.update(counts)
            rows.append([nodes.Text(info["name"]), info.get("released", ""), str(sum(counts.values())),
                         *[str(counts[s]) for s in STATUS_WORDS]])
        distinct = Counter(pool_status(card)[0] for card in pool.cards)
        rows.append([nodes.Text("Distinct cards"), "", str(len(pool.cards)), *[str(distinct[s]) for s in STATUS_WORDS]])
        return [table(header, rows, classes=["card-summary"])]


def pool_search_records(app: Sphinx) -> list[dict[str, Any]]:
    """A search record for each pool card the library doesn't hold (those have their entry's):
    its name, type, set and status, pointing at its row on its first printing's set page (the
    data is fetched on the first search, not with every page)."""
    domain = app.env.domains["card"]
    pages = domain.data.get("pool_sets", {})
    if not pages:
        return []
    pool, out = load_pool(), []
    for card in pool.cards:
        status, entry = pool_status(card)
        printings = [p for p in card.get("printings", []) if p[0] in pages]
        if entry is not None or not printings:
            continue
        set_id, number, _ = printings[0]
        out.append({"kind": "card", "n": number, "title": card["name"], "zh": [], "later": True,
                    # Short: the search data is read on a phone too (5,600 records).
                    "text": f"{(card.get('type') or '').capitalize()} · {pool.set_name(set_id)} · {STATUS_WORDS[status]}",
                    "rules": [], "url": f"{app.builder.get_target_uri(pages[set_id])}#pool-{card['id']}"})
    return out


def table(header: list[str], rows: list[list[Any]], classes: list[str] | None = None) -> nodes.table:
    tbl = nodes.table(classes=classes or ["card-summary"])
    group = nodes.tgroup(cols=len(header))
    tbl += group
    group += [nodes.colspec(colwidth=1) for _ in header]
    head = nodes.thead()
    head += nodes.row("", *[nodes.entry("", para(nodes.Text(h))) for h in header])
    body = nodes.tbody()
    for row in rows:
        body += nodes.row("", *[nodes.entry("", para(*cell_nodes(c))) for c in row])
    group += head
    group += body
    return tbl


def cell_nodes(cell: Any) -> list[nodes.Node]:
    if isinstance(cell, list):
        return cell
    return [cell if isinstance(cell, nodes.Node) else nodes.Text(cell)]


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_domain(CardDomain)
    app.add_directive("card-set", CardSet)
    app.add_directive("unwritable-cards", UnwritableCards)
    app.add_directive("card-summary", CardSummary)
    app.add_directive("card-pool-table", CardPoolTable)
    app.add_directive("card-pool-summary", CardPoolSummary)
    app.connect("env-get-outdated", outdated_by_sources)
    return {"version": "1", "env_version": 1, "parallel_read_safe": True, "parallel_write_safe": True}
