"""Reading a deck file: YAML → validated model → the library's cards, with bad input reported as
``path:line:col: message`` (a :class:`SourceError`)."""
from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from ..cards.library import CardLibrary, default_library
from ..cards.model import CardDefinition
from ..yamlio import Document, SourceError, load_document, pydantic_errors
from .model import Deck, Entry

Loc = tuple  # a YAML location: keys and list indexes, e.g. ("main_deck", 3)


@dataclass(frozen=True)
class Slot:
    """A decklist line with its card looked up."""

    card: CardDefinition
    count: int
    loc: Loc


@dataclass
class LoadedDeck:
    path: Path
    doc: Document
    deck: Deck
    hero: CardDefinition
    main: list[Slot]
    side: list[Slot] | None
    pool: list[Slot] | None
    swaps: list[tuple[list[Slot], list[Slot]]]  # (out, in) before each later game


def load_deck(path: str | Path, library: CardLibrary | None = None, text: str | None = None) -> LoadedDeck:
    """``text``: the file's content when it is not on disk (a deck built by random play)."""
    doc = load_document(path, text)
    if not isinstance(doc.data, dict):
        raise doc.error([], "a deck is a mapping (format, hero, main_deck, side_deck)")
    try:
        deck = Deck.model_validate(doc.data)
    except ValidationError as exc:
        raise pydantic_errors(doc, exc) from None
    if deck.pool is not None and deck.format != "limited":
        raise doc.error(["pool"], "pool: only a Limited deck has a card pool (100.3)")
    if deck.between_games and deck.side_deck is None and deck.pool is None:
        raise doc.error(["between_games"], "between_games: swaps need the side deck (side_deck, or in Limited the pool)")
    lookup = _Lookup(doc, library or default_library())
    hero = lookup.card(deck.hero, ("hero",))
    if hero.type != "hero":
        raise doc.error(["hero"], f"hero: {hero.name!r} is {_a(hero.type)}, not a hero card")
    swaps = [(lookup.slots(s.out, ("between_games", i, "out")), lookup.slots(s.in_, ("between_games", i, "in")))
             for i, s in enumerate(deck.between_games)]
    return LoadedDeck(Path(path), doc, deck, hero, lookup.slots(deck.main_deck, ("main_deck",)),
                      lookup.slots(deck.side_deck, ("side_deck",)), lookup.slots(deck.pool, ("pool",)), swaps)


class _Lookup:
    """Card names → the library's definitions; an unknown name is bad input, with close matches."""

    def __init__(self, doc: Document, library: CardLibrary):
        self.doc, self.library = doc, library
        self.names = sorted(c.name for c in library)

    def slots(self, entries: list[Entry] | None, key: Loc) -> list[Slot] | None:
        if entries is None:
            return None
        return [Slot(self.card(e.card, (*key, i, "card")), e.count, (*key, i)) for i, e in enumerate(entries)]

    def card(self, name: str, loc: Loc) -> CardDefinition:
        card = self.library.get(name)
        if card is None:
            raise self.doc.error(list(loc), f"unknown card {name!r}{self.suggest(name)}")
        return card

    def suggest(self, name: str) -> str:
        by_lower = {n.lower(): n for n in self.names}
        close = difflib.get_close_matches(name.lower(), list(by_lower), n=3, cutoff=0.6)
        if not close:
            return " (not in the card library, scenarios/cards/)"
        return " (did you mean " + " or ".join(repr(by_lower[c]) for c in close) + "?)"


def _a(kind: str) -> str:
    return ("an " if kind[0] in "aeiou" else "a ") + kind
