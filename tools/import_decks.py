"""Import the official preconstructed decklists into ``decks/precon/``, in the deck format that
``adjudicator deck check`` reads (docs/reference/deck-format.md).

    python tools/import_decks.py [--tcgdata REPO] [--cards DIR] [--out DIR]

The source is a local git clone of ``tcgdata/tcgdata-wow``, read at its ``HEAD`` (nothing is
fetched): each decklist (``data/deck/**``) names its cards by printing (``<set>-<number>``); the
printing's file (``data/card/**/<set>/<number>-….yml``) names the card, whose name is taken from
the imported card facts (``data/cards/``, by ``tools/import_cards.py``), so a deck spells its cards
as ``adjudicator card`` does. A decklist is facts: the hero, and each card with its count; nothing
else is kept but where it came from. The raid and dungeon encounter decks are not a player's deck
(a raid's boss heroes, no 60-card deck): they are left out and named on the standard output.
The same source gives byte-identical files; a deck no longer in the source is removed.
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Iterable

import yaml

from import_cards import TCGDATA, GitTree, ImportError_, Loader

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "decks" / "precon"
CARDS = ROOT / "data" / "cards"
PLAYER_DECKS = "Preconstructed"  # the category of a player's deck; the others are raid encounters
PRINTING = re.compile(r"data/card/(?:.+/)?(?P<set>[^/]+)/(?P<number>\d+)-[^/]*\.yml")


def printings(tree: GitTree) -> dict[str, str]:
    """``<set>-<number>`` → the path of that printing's file."""
    found = {}
    for path in tree.paths("data/card/", ".yml"):
        m = PRINTING.fullmatch(path)
        if m:
            found[f"{m['set']}-{m['number']}"] = path
    return found


def card_names(cards_dir: Path) -> dict[str, str]:
    """The imported card facts: the source's card id → the card's name."""
    from adjudicator.cardbook.pool import load_pool

    return {card["id"]: card["name"] for card in load_pool(cards_dir).cards}


def import_decks(tcgdata: Path, cards_dir: Path) -> tuple[dict[str, str], list[str]]:
    """The deck files (path under the output folder → text) and the decklists left out."""
    tree = GitTree(tcgdata)
    names = card_names(cards_dir)
    if not names:
        raise ImportError_(f"{cards_dir}: no card facts (run tools/import_cards.py first)")
    where = printings(tree)
    lists = tree.paths("data/deck/", ".yml")
    docs = {path: yaml.load(text, Loader=Loader) for path, text in tree.read(lists).items()}  # noqa: S506 - safe
    wanted, left_out = {}, []
    for path, doc in docs.items():
        if doc.get("category") != PLAYER_DECKS:
            left_out.append(f"{path} ({doc.get('category')}: an encounter deck, not a player's)")
            continue
        hero, main = (resolved(tree, where, names, doc["list"].get(part) or {}, path) for part in ("hero", "main"))
        if len(hero) != 1 or hero[0][1] != 1:
            raise ImportError_(f"{path}: a player's deck has one hero, not {hero}")
        out = Path(path).relative_to("data/deck").with_suffix(".yaml").as_posix()
        wanted[out] = deck_file(doc, path, tree.commit, hero[0][0], main, depth=out.count("/") + 2)
    return wanted, left_out


def resolved(tree: GitTree, where: dict[str, str], names: dict[str, str], part: dict, deck: str) -> list[tuple[str, int]]:
    """A decklist part's printings as (card name, count), in the list's order, a name once."""
    texts = tree.read([where[p] for p in part if p in where])
    counts: dict[str, int] = {}
    for printing, count in part.items():
        if printing not in where:
            raise ImportError_(f"{deck}: no printing {printing!r} in data/card/")
        oracle = (yaml.load(texts[where[printing]], Loader=Loader) or {}).get("oracle")  # noqa: S506 - safe
        if oracle not in names:
            raise ImportError_(f"{deck}: {printing} is the card {oracle!r}, which the card facts don't have")
        if not isinstance(count, int) or count < 1:
            raise ImportError_(f"{deck}: {printing}: a count of {count!r}")
        counts[names[oracle]] = counts.get(names[oracle], 0) + count
    return list(counts.items())


def deck_file(doc: dict, source: str, commit: str, hero: str, main: list[tuple[str, int]], depth: int) -> str:
    head = [f"# yaml-language-server: $schema={'../' * depth}schemas/deck.schema.json",
            f"# Imported by tools/import_decks.py from tcgdata/tcgdata-wow {source} at {commit[:12]}",
            f"# ({doc.get('credit', 'source unknown')}, {doc.get('category')}): the hero, and each card with its count.",
            "# Whether random play can use it: adjudicator random-play --list-decks"]
    body = {"name": f"{doc['name']} ({doc.get('collection')})", "format": "constructed", "hero": hero}
    text = "\n".join(head) + "\n" + yaml.safe_dump(body, sort_keys=False, allow_unicode=True, width=200)
    return text + "main_deck:\n" + "".join(f"  - {{card: {quote(n)}, count: {c}}}\n" for n, c in main)


def quote(name: str) -> str:
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write(out_dir: Path, wanted: dict[str, str]) -> None:
    """Each file written whole (a temporary name, then renamed); decks no longer listed removed."""
    for name, text in wanted.items():
        target = out_dir / name
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(f".{target.name}.tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(target)
    for old in out_dir.rglob("*.yaml"):
        if old.relative_to(out_dir).as_posix() not in wanted:
            old.unlink()


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tcgdata", type=Path, default=TCGDATA, help="a clone of tcgdata/tcgdata-wow")
    parser.add_argument("--cards", type=Path, default=CARDS, help="the imported card facts (default: data/cards)")
    parser.add_argument("--out", type=Path, default=OUT, help="where the deck files go (default: decks/precon)")
    args = parser.parse_args(list(argv) if argv is not None else None)
    try:
        wanted, left_out = import_decks(args.tcgdata, args.cards)
    except (ImportError_, KeyError, TypeError, AttributeError, yaml.YAMLError) as exc:
        print(f"import_decks: {exc}", file=sys.stderr)
        return 2
    write(args.out, wanted)
    for line in sorted(left_out):
        print(f"import_decks: left out {line}")
    print(f"import_decks: {len(wanted)} decks under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
