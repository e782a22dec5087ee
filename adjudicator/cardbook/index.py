"""The card index: for every card of the library (and every card listed as not writable yet) what
a judge looks up — its printed information, its text, its powers in words, the rules those powers
use and the scenarios that use it — as plain JSON-ready data.

Building it loads the card model, the library, the rule index and every scenario file (most of
a second); ``adjudicator card`` answers from a copy kept on disk (``~/.cache/wowtcg-adjudicator``),
keyed by those files and this code (``adjudicator.disk_cache``), so a look-up at the table
reads one file and imports no model. The book builds it in-process (:func:`build_index`).
"""
from __future__ import annotations

import hashlib
import re
import sys
import unicodedata
from pathlib import Path
from typing import Any, Iterator

from ..disk_cache import cached_by

ROOT = Path(__file__).resolve().parents[2]
CARDS_DIR = ROOT / "scenarios" / "cards"
SCENARIOS_DIR = ROOT / "scenarios"
RULES_DIR = ROOT / "docs" / "rules"
PACKAGE = Path(__file__).resolve().parent
FORMAT = 2  # bump when the shape of an entry changes

PRINTED = ("type", "cost", "x_cost", "faction", "classes", "traits", "tags", "keywords", "atk", "damage_type",
           "health", "def", "strike_cost", "set", "number")
EXAMPLES_GROUP = "Cards of the worked examples"


# -- names ---------------------------------------------------------------------------------------

def slug(text: str) -> str:
    """``It's a Secret to Everybody`` → ``its-a-secret-to-everybody`` (ASCII letters and digits)."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.replace("'", "").lower()).strip("-")


def group_of(entry: dict[str, Any]) -> str:
    """The page of the book a card is on: its set, or the worked examples' page for cards whose
    set the examples don't give (they include the stand-ins named "Generic …")."""
    return entry.get("set") or EXAMPLES_GROUP


def anchor(name: str) -> str:
    return "card-" + slug(name)


def page_of(group: str) -> str:
    return "docs/cards/" + slug(group)


def normalize(text: str) -> str:
    """How a name is compared: case, width, curly quotes and spacing don't matter."""
    text = unicodedata.normalize("NFKC", text).replace("’", "'").replace("‘", "'").casefold()
    return " ".join(text.split())


def loose(text: str) -> str:
    """A name with its punctuation gone too: ``its a secret to everybody``."""
    return " ".join(re.sub(r"[^\w\s]", "", normalize(text)).split())


# -- building --------------------------------------------------------------------------------------

def build_index() -> dict[str, Any]:
    """Every card, every unwritable card, in name order; built from the files."""
    from ..cards.library import cached_library
    from ..rules import load_index

    from .rules_used import rules_used
    from .words import card_words

    library = cached_library(CARDS_DIR)  # the validated cards, kept on disk by their files' content
    rules = load_index(ROOT)
    used_by = scenarios_using()
    entries = []
    for card in library:
        entry = printed(card)
        entry.update(text=card.text, powers=card_words(card), defined_in=library.origin[card.name],
                     rules=[rule_entry(rules, n) for n in rules_used(card)],
                     scenarios=used_by.get(card.name, []), in_library=True,
                     # A stub (not_encoded) is in the library but can't be played as printed.
                     encoded=card.powers_encoded, writable=card.powers_encoded, clause=card.not_encoded)
        entries.append(entry)
    for item in library.unwritable.values():
        entries.append({"name": item.name, "zh": item.zh, "set": item.set, "number": item.number, "type": item.type,
                        "clause": item.clause, "needs": item.needs, "in_library": False, "encoded": False,
                        "writable": False, "defined_in": library.origin[f"unwritable:{item.name}"], "scenarios": []})
    entries.sort(key=lambda e: (normalize(e["name"]), e["name"]))
    return {"format": FORMAT, "cards": entries}


def printed(card: Any) -> dict[str, Any]:
    data = card.model_dump(by_alias=True)
    entry = {"name": card.name, "zh": card.zh}
    entry.update({key: data.get(key) for key in PRINTED})
    return entry


def rule_entry(rules: Any, number: str) -> dict[str, str]:
    from ..rules.model import shorten

    rule = rules.get(number)
    if rule is None:  # the table cites a rule the book lacks: tests/test_cardbook.py reports it
        return {"number": number, "title": ""}
    return {"number": number, "title": rule.title or shorten(rule.text, 90)}


def scenario_files() -> list[Path]:
    return sorted(p for p in SCENARIOS_DIR.glob("[1-9]*/**/*.yaml"))


def scenarios_using() -> dict[str, list[dict[str, Any]]]:
    """Card name → the scenarios whose setup names it (a token by the card that makes it), in
    path order. A file that can't be read is left out: ``adjudicator check`` reports it."""
    import yaml

    from ..yamlio import StringKeepingLoader

    found: dict[str, list[dict[str, Any]]] = {}
    for path in scenario_files():
        try:
            data = yaml.load(path.read_text(encoding="utf-8"), Loader=StringKeepingLoader)  # noqa: S506 — safe loader
        except (OSError, UnicodeDecodeError, yaml.YAMLError):
            continue
        if not isinstance(data, dict):
            continue
        record = {"id": str(data.get("id", path.stem)), "title": str(data.get("title", "")),
                  "path": path.relative_to(ROOT).as_posix(),
                  "rules": [str(r) for r in data.get("rules") or [] if isinstance(r, (str, int))]}
        for name in dict.fromkeys(card_names(data.get("setup"))):
            found.setdefault(name, []).append(record)
    return found


def card_names(node: Any) -> Iterator[str]:
    """Every value of a ``card`` or ``token_from`` key under the setup, in order."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("card", "token_from") and isinstance(value, str):
                yield value
            else:
                yield from card_names(value)
    elif isinstance(node, list):
        for item in node:
            yield from card_names(item)


# -- the disk copy ----------------------------------------------------------------------------------

def fingerprint() -> str:
    """What the index is made from: the card, scenario and rule files and this code."""
    files = [*sorted(CARDS_DIR.glob("*.yaml")), *scenario_files(), *sorted(RULES_DIR.rglob("*.md")),
             *sorted(PACKAGE.glob("*.py")), *sorted((PACKAGE.parent / "cards").glob("*.py"))]
    parts = [f"{FORMAT}", sys.version]
    for path in files:
        stat = path.stat()
        parts.append(f"{path}:{stat.st_mtime_ns}:{stat.st_size}")
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:20]


def cached_index() -> dict[str, Any]:
    """:func:`build_index`, from the disk copy (``adjudicator.disk_cache``) when it is current; an
    unreadable or unwritable cache is simply not used."""
    checkout = hashlib.sha256(str(ROOT.resolve()).encode()).hexdigest()[:8]  # one copy per checkout, as the library's
    return cached_by(f"cards-{checkout}", fingerprint(), build_index, dict)


# -- looking up ------------------------------------------------------------------------------------

def find(index: dict[str, Any], query: str) -> tuple[dict[str, Any] | None, list[str]]:
    """The card named ``query`` (English or Chinese, any case), or None and the closest names."""
    entry = exact(index, query)
    return (entry, []) if entry is not None else (None, suggestions(index["cards"], query))


def exact(index: dict[str, Any], query: str) -> dict[str, Any] | None:
    """The card named ``query`` (English or Chinese, any case, then any punctuation), or None."""
    cards = index["cards"]
    for key in (normalize, loose):
        wanted = key(query)
        for entry in cards:
            if wanted in (key(entry["name"]), key(entry.get("zh") or "")) and wanted:
                return entry
    return None


def library_names(cards: list[dict[str, Any]]) -> dict[str, str]:
    """Each library card's English and Chinese name as a ``loose`` key → its English name."""
    names: dict[str, str] = {}
    for entry in cards:
        for name in (entry["name"], entry.get("zh")):
            if name:
                names.setdefault(loose(name), entry["name"])
    return names


def suggestions(cards: list[dict[str, Any]], query: str, limit: int = 5) -> list[str]:
    return close_to(library_names(cards), query, limit)


def close_to(names: dict[str, str], query: str, limit: int = 5) -> list[str]:
    """The names (``loose`` key → name) closest to ``query``: near spellings, then names
    containing it, then names sharing one of its longer words."""
    import difflib

    wanted = loose(query)
    if not wanted:
        return []
    close = difflib.get_close_matches(wanted, list(names), n=limit, cutoff=0.6)
    containing = [k for k in names if wanted in k and k not in close]
    words = [k for k in names if k not in close and k not in containing
             and any(w in k.split() for w in wanted.split() if len(w) > 3)]
    return list(dict.fromkeys(names[k] for k in [*close, *containing, *words]))[:limit]
