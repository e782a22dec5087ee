"""The card section's pages (``docs/cards/*.md``): one per set, one for the worked examples'
cards, one for the cards not writable yet, and the section's index. They are committed, and
generated from the library — ``python -m adjudicator.cardbook.pages`` — so a new set gets its
page; ``tests/test_cardbook.py`` checks that the committed pages are current. Each set page holds
only a ``{card-set}`` directive: the cards themselves are rendered at build time."""
from __future__ import annotations

from pathlib import Path

from .index import EXAMPLES_GROUP, ROOT, build_index, group_of, slug

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

:::{{toctree}}
:maxdepth: 1

{pages}
:::
"""

SET_PAGE = """\
# {title}

{intro}

```{{card-set}} {group}
```
"""

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


def expected() -> dict[str, str]:
    groups = sorted({group_of(e) for e in build_index()["cards"] if e["in_library"]},
                    key=lambda g: (g == EXAMPLES_GROUP, g))
    pages = {slug(g): SET_PAGE.format(title=g, intro=intro(g), group=g) for g in groups}
    pages[UNWRITABLE_PAGE] = UNWRITABLE
    pages["index"] = INDEX.format(pages="\n".join([*(slug(g) for g in groups), UNWRITABLE_PAGE]))
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
