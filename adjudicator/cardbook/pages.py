"""The card section's pages (``docs/cards/*.md``): one per set of the official pool, one for the
worked examples' cards, one for the cards not writable yet, and the section's index. They are
committed, and generated from the pool and the library — ``python -m adjudicator.cardbook.pages``
— so a new set gets its page; ``tests/test_cardbook.py`` checks that the committed pages are
current. A set page holds a ``{card-pool-table}`` (every card of the set, one row each) and, when
the library has cards of the set, a ``{card-set}`` (their full entries): the cards themselves are
rendered at build time."""
from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path

from .index import EXAMPLES_GROUP, ROOT, build_index, group_of, slug
from .pool import Pool, load_pool

PAGES = ROOT / "docs" / "cards"
UNWRITABLE_PAGE = "not-writable-yet"

INDEX = """\
# Cards

Every card the adjudicator knows, defined once in `scenarios/cards/*.yaml`: its printed
information, its text in our own words, its powers as the adjudicator plays them (read back from
the card language), the rules those powers use and the scenarios that use it. The same is
available at the table: `adjudicator card NAME` (English or Chinese name, any case; `--json`
for other programs).

The rules a card's powers use come from a table of the card language's pieces and the rules that
govern each (`adjudicator/cardbook/rules_used.py`), so they follow from the card's definition and
don't depend on which scenarios happen to use it.

Real cards that can't be written in the card language yet are listed on
[their own page](not-writable-yet.md), each with the clause that blocks it.

```{{card-summary}}
```

Every card of the official card pool (about 6,500, from the base sets to the last raid decks; no
fan-made set) has its printed facts in the book, one page per set: each card's collector number,
type, cost, stats, traits and how far its powers are encoded. The facts come from two public card
data sets (`data/cards/`, imported by `tools/import_cards.py`, which records each card's sources and
any field the two disagree on); no printed text is kept.

```{{card-pool-summary}}
```

{toctrees}
"""

TOCTREE = """\
:::{{toctree}}
:maxdepth: 1
:caption: {caption}

{pages}
:::
"""

SET_PAGE = """\
# {title}

{intro}

```{{card-set}} {group}
```
"""

POOL_PAGE = """\
# {title}

{intro}

```{{card-pool-table}} {set_id}
```
"""

LIBRARY_PART = """
## {title} in the library

Each card of this set in the library, with its text in our own words, its powers as the adjudicator
plays them, the rules they use and the scenarios that use it.

```{{card-set}} {group}
```
"""

KINDS = (("set", "Sets"), ("raid", "Raid decks and their treasure"), ("dungeon", "Dungeon decks"),
         ("starter", "Starter and champion decks"), ("craft", "Crafted cards"), ("badge", "Badges of justice"),
         ("promo", "Promotional cards"), ("token", "Tokens"))

UNWRITABLE = """\
# Cards not writable yet

Real cards that were tried and can't be written in the card language yet, each with the clause
that blocks it (in our words) and what the language would need. `adjudicator card NAME` says
"not writable yet" for each of them.

```{unwritable-cards}
```
"""


def intro(group: str) -> str:
    if group == EXAMPLES_GROUP:
        return ("The cards that the rules' worked examples name, with the stats the examples give (their set "
                "and collector number are not recorded), and the stand-ins named \"Generic …\" for examples "
                "that leave a card unnamed. They are not checked against the printed cards.")
    return (f"The cards of *{group}* in the library, in name order. Printed facts were checked against the "
            "public card data sets; each text is written in our own words.")


def pool_intro(info: dict) -> str:
    released = f", released {info['released']}" if info.get("released") else ""
    return (f"Every card of *{info['name']}* ({info.get('collection') or 'no collection'}{released}), in "
            "collector-number order, with its printed facts from the public card data sets and how far the "
            "adjudicator plays it: *encoded* (in the library, every power), *powers not encoded* (in the library "
            "without some of its powers), *not writable yet* (tried: the clause that blocks it is on the card's "
            "entry) or *not encoded yet* (facts only). `adjudicator card NAME` says the same at the table.")


def library_sets(entries: list[dict], pool: Pool) -> dict[str, str]:
    """Each library set (a card's ``set``) → the pool's set that prints most of its cards at the
    library's collector numbers: where its cards' sections go."""
    votes: dict[str, Counter] = {}
    for entry in entries:
        if entry.get("set"):
            for card in pool.named(entry["name"]):
                for set_id, number, _ in card.get("printings", []):
                    votes.setdefault(entry["set"], Counter())[set_id] += 1 + 2 * (number == entry.get("number"))
    def words(text: str) -> set[str]:
        return set(slug(text).split("-"))

    def score(group: str, set_id: str) -> tuple[int, int]:  # a tie goes to the set named most alike
        return votes[group][set_id], len(words(group) & words(pool.set_name(set_id)))

    return {group: max(sorted(c), key=lambda s: score(group, s)) for group, c in sorted(votes.items())}


def expected() -> dict[str, str]:
    entries = [e for e in build_index()["cards"] if e["in_library"]]
    pool = load_pool()
    set_of = library_sets(entries, pool)
    group_on = {set_id: group for group, set_id in set_of.items()}
    pages, by_kind = {}, defaultdict(list)
    for set_id, info in sorted(pool.sets.items(), key=lambda item: item[1]["order"]):
        group = group_on.get(set_id)
        name = slug(group or info["name"])
        assert name not in pages, f"two sets would share the page {name}"
        text = POOL_PAGE.format(title=info["name"], intro=pool_intro(info), set_id=set_id)
        pages[name] = text + (LIBRARY_PART.format(title=info["name"], group=group) if group else "")
        by_kind[info.get("kind") or "promo"].append(name)
    for group in sorted({group_of(e) for e in entries} - set(set_of)):  # the worked examples' cards
        pages[slug(group)] = SET_PAGE.format(title=group, intro=intro(group), group=group)
        by_kind["library"].append(slug(group))
    pages[UNWRITABLE_PAGE] = UNWRITABLE
    by_kind["library"].append(UNWRITABLE_PAGE)
    toctrees = [TOCTREE.format(caption=caption, pages="\n".join(by_kind[kind]))
                for kind, caption in (*KINDS, ("library", "More of the library")) if by_kind[kind]]
    pages["index"] = INDEX.format(toctrees="\n".join(toctrees))
    return {f"{name}.md": text for name, text in pages.items()}


def write() -> None:
    PAGES.mkdir(exist_ok=True)
    want = expected()
    for old in PAGES.glob("*.md"):
        if old.name not in want:
            old.unlink()
    for name, text in want.items():
        (PAGES / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    write()
