"""The official card pool: the printed facts of every real card (``data/cards/*.json``, made by
``tools/import_cards.py`` from two public data sets, with each card's sources and the fields they
disagree on). No printed text is stored; a card's powers are in the library
(``scenarios/cards/*.yaml``) or not encoded yet.

Reading it is plain JSON (no model, no engine), so ``adjudicator card`` can look up any of the
~6,500 cards quickly.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from .index import ROOT, close_to, loose

POOL_DIR = ROOT / "data" / "cards"
SETS_FILE = "sets.json"
NAMES_FILE = "names.json"
BLOCKED_FILE = ROOT / "data" / "blocked.json"
FORMAT = 1


class Pool:
    def __init__(self, cards: list[dict[str, Any]], meta: dict[str, Any], directory: Path):
        self.cards, self.meta, self.directory = cards, meta, directory
        self.sets: dict[str, dict[str, Any]] = meta["sets"]
        self.by_set: dict[str, list[tuple[dict[str, Any], str, str | None]]] = {}
        for card in cards:
            for set_id, number, rarity in card.get("printings", []):
                self.by_set.setdefault(set_id, []).append((card, number, rarity))
        self.by_id = {card["id"]: card for card in cards}

    def named(self, name: str) -> list[dict[str, Any]]:
        """The cards of that name (any case or punctuation); two cards may share a name."""
        return [self.by_id[i] for _, i in load_names(self.directory).get(loose(name), {}).get("cards", [])]

    def set_name(self, set_id: str) -> str:
        return self.sets.get(set_id, {}).get("name", set_id)

    def in_set(self, set_id: str) -> list[tuple[dict[str, Any], str, str | None]]:
        """Every card printed in a set, with its number and rarity there, in number order."""
        return sorted(self.by_set.get(set_id, []), key=lambda f: (number_order(f[1]), f[0]["name"]))


# -- looking a name up without loading the pool ---------------------------------------------------

@lru_cache(maxsize=4)
def load_names(directory: Path = POOL_DIR) -> dict[str, dict[str, Any]]:
    """``names.json``: each name's ``loose`` key → its spelling and its cards as ``[file, id]``
    (written by the importer, so a look-up reads one small file and the set files it names)."""
    try:
        return json.loads((directory / NAMES_FILE).read_text(encoding="utf-8"))["names"]
    except (OSError, ValueError, KeyError):
        return {}


@lru_cache(maxsize=64)
def set_file(directory: Path, name: str) -> dict[str, dict[str, Any]]:
    return {c["id"]: c for c in json.loads((directory / name).read_text(encoding="utf-8"))["cards"]}


def cards_named(name: str, directory: Path = POOL_DIR) -> list[dict[str, Any]]:
    """The pool's cards called ``name`` (any case or punctuation), reading only their set files."""
    refs = load_names(directory).get(loose(name), {}).get("cards", [])
    return [set_file(directory, f)[i] for f, i in refs]


def pool_names(directory: Path = POOL_DIR) -> dict[str, str]:
    """Each pool card's name as a ``loose`` key → its spelling."""
    return {key: found["name"] for key, found in load_names(directory).items()}


def number_order(number: str) -> tuple[int, str]:
    digits = "".join(ch for ch in number if ch.isdigit())
    return (int(digits) if digits else 10**6, number)


@lru_cache(maxsize=4)
def load_meta(directory: Path = POOL_DIR) -> dict[str, Any]:
    """``sets.json``: the sets (name, kind, release, order), the sources and what was left out."""
    try:
        return json.loads((directory / SETS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {"sets": {}, "sources": {}}


@lru_cache(maxsize=4)
def load_blocked(path: Path = BLOCKED_FILE) -> dict[str, dict[str, Any]]:
    """``data/blocked.json`` (written by ``tools/encode_pool.py``): each card id the library lacks →
    why the pool encoder left it alone; empty if the file isn't there."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))["cards"]
    except (OSError, ValueError, KeyError):
        return {}


@lru_cache(maxsize=4)
def load_read_alike(path: Path = BLOCKED_FILE) -> dict[str, str]:
    """The cards the pool encoder encoded although their data sets' texts differ, as every text reads
    to the same encoding (``read_alike`` of ``data/blocked.json``): card id → how they read alike."""
    try:
        return json.loads(path.read_text(encoding="utf-8")).get("read_alike", {})
    except (OSError, ValueError, AttributeError):
        return {}


def blocking_words(blocked: dict[str, Any] | None) -> str | None:
    """A card's entry of ``data/blocked.json`` as a judge reads it: the sentences of its printed
    text no shape reads, each by its place and its head, or the encoder's reason."""
    if not blocked:
        return None
    if "skipped" in blocked:
        return f"the pool encoder left it alone: {blocked['skipped']}"
    if "refused" in blocked:
        return f"every sentence of its text reads, but the pool encoder refuses the card: {blocked['refused']}"
    found = [f"sentence {at} (“{label}”)" for at, label in blocked["sentences"]]
    which = found[0] if len(found) == 1 else ", ".join(found[:-1]) + " and " + found[-1]
    return f"the card language can't read {which} of its {blocked['of']} sentences yet"


def blocking_brief(blocked: dict[str, Any] | None) -> str | None:
    """The same, short, for a row of a set's table: "can't read sentence 2 of 3 (“Reward …”)"."""
    if not blocked:
        return None
    if "sentences" not in blocked:
        return blocked.get("skipped") or blocked["refused"]
    places = ", ".join(f"{at} (“{label}”)" for at, label in blocked["sentences"])
    plural = "s" if len(blocked["sentences"]) > 1 else ""
    return f"can't read sentence{plural} {places} of {blocked['of']}"


@lru_cache(maxsize=4)
def load_pool(directory: Path = POOL_DIR) -> Pool:
    """Every card of every set file; an empty pool if the data isn't there."""
    meta = load_meta(directory)
    cards = []
    for path in sorted(directory.glob("*.json")):
        if path.name not in (SETS_FILE, NAMES_FILE):
            cards += json.loads(path.read_text(encoding="utf-8"))["cards"]
    cards.sort(key=lambda c: (c["name"].casefold(), c["id"]))
    return Pool(cards, meta, directory)


def printed_line(card: dict[str, Any]) -> str:
    """"Ally · cost 2 · Alliance · Dwarf Warrior · ATK 1 melee · health 1 · Unlimited": a pool
    card's facts, or a library entry's printed information (its keywords after its tags)."""
    parts = [(card.get("type") or "type not recorded").capitalize()]
    if card.get("cost") is not None:
        parts.append(f"cost {card['cost']}" + ("+X" if card.get("x_cost") else ""))
    parts += [card["faction"]] if card.get("faction") else []
    parts += ["[" + ", ".join(card["classes"]) + "]"] if card.get("classes") else []
    parts += [" ".join(card["traits"])] if card.get("traits") else []
    parts += stat_parts(card)
    tags = (card.get("tags") or []) + (card.get("keywords") or [])
    parts += [", ".join(tags)] if tags else []
    return " · ".join(parts)


def stat_parts(card: dict[str, Any]) -> list[str]:
    """The card's numbers as printed: ATK (with its damage type), health, DEF, strike cost."""
    parts = []
    if card.get("atk") is not None:
        parts.append(f"ATK {card['atk']}" + (f" {card['damage_type']}" if card.get("damage_type") else ""))
    parts += [f"health {card['health']}"] if card.get("health") is not None else []
    parts += [f"DEF {card['def']}"] if card.get("def") is not None else []
    parts += [f"strike cost {card['strike_cost']}"] if card.get("strike_cost") is not None else []
    return parts


def printings_line(meta: dict[str, Any], card: dict[str, Any]) -> str:
    """"Icecrown no. 39 (Rare); Class Starter (2010) no. 12 (Rare)"."""
    return "; ".join(f"{meta['sets'].get(s, {}).get('name', s)} no. {n}" + (f" ({r})" if r else "")
                     for s, n, r in card.get("printings", []))


DATA_SETS = ("tcgdata", "decktools", "wowtcgutility")


def conflicts_lines(card: dict[str, Any]) -> list[str]:
    """Each field the data sets disagree on, with every value; for the text (never stored), how
    tcgdata's and decktools' differ in meaning, with each one's numbers where a number differs, and
    which of them the third data set's text agrees with; or that, differing, every text reads to the
    encoding the library has (``load_read_alike``)."""
    lines = []
    for name, values in sorted(card.get("conflicts", {}).items()):
        said = " / ".join(f"{render(values[s])} ({s})" for s in DATA_SETS if s in values)
        if name == "text":
            both = f"{render(values.get('tcgdata'))} (tcgdata) / {render(values.get('decktools'))} (decktools)"
            said = values["cause"] + (f": {both}" if values.get("tcgdata") or values.get("decktools") else "") + (
                f"; {values['wowtcgutility']}" if values.get("wowtcgutility") else "")
            alike = load_read_alike().get(card.get("id", ""))
            said += f"; {alike}: the library's encoding is each text's reading" if alike else ""
        lines.append(f"{name}: {said}")
    return lines


def render(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(" ".join(map(str, v)) if isinstance(v, list) else str(v) for v in value) or "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def sources_line(meta: dict[str, Any], card: dict[str, Any]) -> str:
    repos = meta.get("sources", {})
    parts = []
    for source, where in sorted(card.get("sources", {}).items()):
        repo = repos.get(source, {}).get("repository", source)
        files = where if isinstance(where, list) else [where]
        parts.append(f"{repo} {', '.join(files)}")
    return "; ".join(parts)


def random_sample(pool: Pool, n: int = 40, seed: int = 2026) -> list[dict[str, Any]]:
    """``n`` cards drawn at random from the official pool, always the same for a seed: how the
    issue measures what a judge with a random card in hand gets (benchmarks/card_sample.py)."""
    import random

    return random.Random(seed).sample(sorted(pool.cards, key=lambda c: c["id"]), n)
