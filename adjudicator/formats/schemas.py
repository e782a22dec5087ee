"""JSON Schemas for editors (``# yaml-language-server: $schema=…``), generated from the models."""
from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel

from ..cards.model import CardDefinition, UnwritableCard
from ..deck.model import Deck
from ..yamlio import write_text
from .scenario import Scenario

SCHEMAS = Path(__file__).resolve().parents[2] / "schemas"


class CardFile(BaseModel):
    """A file of card definitions."""

    cards: list[CardDefinition]


class UnwritableFile(BaseModel):
    """The list of real cards that the card language can't write yet."""

    unwritable: list[UnwritableCard]


def generated() -> dict[str, str]:
    return {name: json.dumps(model.model_json_schema(by_alias=True), indent=2, ensure_ascii=False) + "\n"
            for name, model in (("scenario.schema.json", Scenario), ("cards.schema.json", CardFile),
                                ("unwritable.schema.json", UnwritableFile), ("deck.schema.json", Deck))}


def write() -> None:
    SCHEMAS.mkdir(exist_ok=True)
    for name, text in generated().items():
        write_text(SCHEMAS / name, text)


if __name__ == "__main__":
    write()
