"""The card library: every card defined once in ``scenarios/cards/*.yaml``."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import ValidationError

from ..yamlio import SourceError, load_document, pydantic_errors
from .model import CardDefinition

CARDS_DIR = Path(__file__).resolve().parents[2] / "scenarios" / "cards"


class CardLibrary:
    def __init__(self, cards: dict[str, CardDefinition], origin: dict[str, str]):
        self.cards, self.origin = cards, origin

    def get(self, name: str) -> CardDefinition | None:
        return self.cards.get(name)

    def __iter__(self):
        return iter(self.cards.values())


def load_library(directory: Path = CARDS_DIR) -> CardLibrary:
    cards: dict[str, CardDefinition] = {}
    origin: dict[str, str] = {}
    for path in sorted(directory.glob("*.yaml")):
        if path.name.startswith("unwritable"):
            continue  # a list of real cards the language can't write yet, not definitions
        doc = load_document(path)
        if not isinstance(doc.data, dict) or not isinstance(doc.data.get("cards"), list):
            raise doc.error([], "a card file holds a mapping with a 'cards' list")
        for i, raw in enumerate(doc.data["cards"]):
            try:
                card = CardDefinition.model_validate(raw)
            except ValidationError as exc:
                raise pydantic_errors(doc, _Prefixed(exc, ["cards", i])) from None
            if card.name in cards:
                line, col = doc.locate(["cards", i])
                raise SourceError(path, line, col, f"card {card.name!r} is already defined in {origin[card.name]}")
            cards[card.name] = card
            line, _ = doc.locate(["cards", i])
            origin[card.name] = f"{path.name}:{line}"
    return CardLibrary(cards, origin)


class _Prefixed:
    """A ValidationError whose locations are relative to one list item of the file."""

    def __init__(self, exc: ValidationError, prefix: list):
        self.exc, self.prefix = exc, prefix

    def errors(self):
        return [{**e, "loc": (*self.prefix, *e["loc"])} for e in self.exc.errors()]


@lru_cache(maxsize=None)
def default_library() -> CardLibrary:
    return load_library()
