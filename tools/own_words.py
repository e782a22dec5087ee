"""Own words (`make own-words`): is a hand-written card's ``text`` a copy of its printed text?

A card's ``text`` is shown in the book, by ``adjudicator card`` and in the search; it must be our
own words (the brief's first rule: facts carry over, sentences don't). This tool compares each
hand-written card's ``text`` with what the three public data sets print for a card of that name (read
from the local clones, never stored), word by word as ``tools/pool_agreement.py`` reads them (case,
punctuation, icons, reminder text and the card's own name are form). A text whose words match a
printed text's at ``CLOSE`` or more (difflib's ratio) is a copy; a text made only of keywords and
numbers is a list of facts, not a sentence, and is never one.

    python tools/own_words.py            # the copies, by file; exit 1 if there is any
    python tools/own_words.py --rewrite  # each copy's text becomes the reading of its encoding

``--rewrite`` gives an encoded card the text the pool encoder gives its cards: the reading generated
from the encoding (adjudicator/cardbook/words.py). A stub (``not_encoded``) has no full encoding to
read, so its copy is listed for a person to rewrite.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from difflib import SequenceMatcher
from pathlib import Path

import yaml

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
sys.path.insert(0, str(TOOLS))
sys.path.insert(0, str(ROOT))

from adjudicator.cards.library import load_library  # noqa: E402
from encode_pool import OUT, generated, load_pool, reading, source_files, utility_rows  # noqa: E402
from import_cards import DECKTOOLS, TCGDATA, UTILITY  # noqa: E402
from pool_agreement import KEYWORD_WORDS, oracle_parts, row_parts, utility_parts, words  # noqa: E402

CLOSE = 0.8
KEYWORD_TOKENS = {w for k in KEYWORD_WORDS for w in k.split()} | {"keywords", "and", "x", "~"}


@dataclass(frozen=True)
class Copy:
    path: Path
    name: str
    closeness: float
    stub: bool


def closeness(ours: str, printed: list[list[str]], name: str, kind: str) -> float:
    """How much of our text's wording a printed text (each a card's paragraphs) shares, 0 to 1: the
    best difflib ratio over the printed texts, compared on their words (``pool_agreement.words``)."""
    mine = words([ours], name, kind)
    if not mine or all(w in KEYWORD_TOKENS or w.isdigit() for w in mine):
        return 0.0  # a list of keywords and numbers: facts, not a sentence
    return max((SequenceMatcher(None, mine, words(p, name, kind), autojunk=False).ratio() for p in printed if p),
               default=0.0)


def printed_texts(tcgdata: Path, decktools: Path, utility: Path = UTILITY) -> dict[str, list[list[str]]]:
    """Each card name (casefolded) → the paragraphs each data set prints for a card of that name."""
    cards, _ = load_pool()
    oracles, rows = source_files(tcgdata, decktools, cards)
    thirds = utility_rows(utility)
    found: dict[str, list[list[str]]] = {}
    for card in cards:
        sources = card.get("sources", {})
        texts = [row_parts(rows[p]) for p in sources.get("decktools", []) if p in rows]
        texts += [utility_parts(thirds[p]) for p in sources.get("wowtcgutility", []) if p in thirds]
        if "tcgdata" in sources:
            texts.append(oracle_parts(yaml.safe_load(oracles[sources["tcgdata"]]) or {}))
        found.setdefault(card["name"].casefold(), []).extend(texts)
    return found


def copies(directory: Path, printed: dict[str, list[list[str]]]) -> list[Copy]:
    """The hand-written cards whose text is a copy; a text that is the reading of the card's
    encoding is the generator's words, however close a plain sentence comes to the printed one."""
    library = load_library()
    found = []
    for path in sorted(directory.glob("*.yaml")):
        if generated(path):
            continue
        for entry in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("cards") or []:
            texts = printed.get(entry["name"].casefold())
            if entry.get("text") and texts:
                near = closeness(entry["text"], texts, entry["name"], entry.get("type", ""))
                if near >= CLOSE and entry["text"] != reading(library.get(entry["name"])):
                    found.append(Copy(path, entry["name"], near, "not_encoded" in entry))
    return found


# -- rewriting a text in place --------------------------------------------------------------------

def text_lines(source: str, name: str) -> tuple[int, int, int]:
    """The lines (first, end) that hold the ``text:`` of the card named so in a card file, and the
    column of its key: the rest of the file is left byte for byte as it is."""
    root = yaml.compose(source)
    cards = next(v for k, v in root.value if k.value == "cards")
    for card in cards.value:
        keys = [(k, v) for k, v in card.value]
        if next(v.value for k, v in keys if k.value == "name") != name:
            continue
        for i, (key, value) in enumerate(keys):
            if key.value == "text":
                end = keys[i + 1][0].start_mark.line if i + 1 < len(keys) else value.end_mark.line + 1
                return key.start_mark.line, end, key.start_mark.column
    raise KeyError(name)


def replaced(source: str, name: str, text: str) -> str:
    first, end, column = text_lines(source, name)
    lines = source.splitlines(keepends=True)
    dumped = yaml.safe_dump({"text": text}, width=100 - column, allow_unicode=True, default_flow_style=False)
    new = [" " * column + line + "\n" for line in dumped.splitlines()]
    return "".join(lines[:first] + new + lines[end:])


def rewrite(found: list[Copy]) -> list[Copy]:
    """Each encoded copy's text made the reading of its encoding; the stubs, left for a person."""
    library = load_library()
    for path in sorted({c.path for c in found}):
        source = path.read_text(encoding="utf-8")
        for copy in (c for c in found if c.path == path and not c.stub):
            source = replaced(source, copy.name, reading(library.get(copy.name)))
        path.write_text(source, encoding="utf-8")
    return [c for c in found if c.stub]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tcgdata", type=Path, default=TCGDATA)
    parser.add_argument("--decktools", type=Path, default=DECKTOOLS)
    parser.add_argument("--wowtcgutility", type=Path, default=UTILITY)
    parser.add_argument("--rewrite", action="store_true", help="make each encoded copy's text its reading")
    args = parser.parse_args(argv)
    found = copies(OUT, printed_texts(args.tcgdata, args.decktools, args.wowtcgutility))
    left = rewrite(found) if args.rewrite else found
    for copy in left:
        print(f"{copy.path.relative_to(ROOT)}: {copy.name}: its text is {copy.closeness:.0%} the printed wording"
              + (" (a stub: rewrite it in your own words)" if copy.stub else ""))
    print(f"own_words: {len(found)} of the hand-written cards' texts copy the printed wording"
          + (f"; {len(found) - len(left)} rewritten as their readings" if args.rewrite else ""))
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main())
