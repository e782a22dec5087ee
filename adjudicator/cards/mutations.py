"""Changing one field of a card's encoding at a time, for the checks that every field counts: the
reading (cardbook/words.py) and the field-mutation audit (tools/card_audit.py).

A card is read as its YAML file gives it; a *leaf* is one scalar value in it, found by its path
(``powers/0/triggered/when/event``). Its *field path* leaves the list positions out
(``powers.triggered.when.event``): the same field wherever it occurs. A mutation changes one leaf
to another value the card model accepts, or is None when no such value is found.
"""
from __future__ import annotations

import copy
from functools import lru_cache
from typing import Any, Iterator

from pydantic import ValidationError

from .model import CardDefinition

# Printed facts shown as they are and never played: what the card is called and where it was
# printed, its text in our own words, and the notes that explain the encoding to its readers.
DISPLAY_ONLY = frozenset({"name", "zh", "set", "number", "text", "lint"})
MUTATED = " Mutated"  # appended to a free-text value: a name, trait or tag no card has

Path = tuple[Any, ...]


def leaves(raw: dict, at: Path = ()) -> Iterator[tuple[Path, Any]]:
    """Every scalar of a card's raw YAML mapping with its path, display-only fields left out."""
    if isinstance(raw, dict):
        for key, value in raw.items():
            if (not at and key in DISPLAY_ONLY) or key == "text":  # a hero's other side has its text too
                continue
            yield from leaves(value, (*at, key))
    elif isinstance(raw, list):
        for i, value in enumerate(raw):
            yield from leaves(value, (*at, i))
    elif raw is not None:
        yield at, raw


def field_path(path: Path) -> str:
    return ".".join(str(p) for p in path if not isinstance(p, int))


def set_at(raw: dict, path: Path, value: Any) -> dict:
    changed = copy.deepcopy(raw)
    node = changed
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return changed


@lru_cache(maxsize=1)
def enum_values() -> tuple[str, ...]:
    """Every fixed word the card model knows (event names, durations, kinds…), sorted."""
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "enum":
                    found.update(v for v in value if isinstance(v, str))
                elif key == "const" and isinstance(value, str):
                    found.add(value)
                else:
                    walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)
    walk(CardDefinition.model_json_schema())
    return tuple(sorted(found))


# The other side of a word, tried first: a change that a replay can tell from the original.
OPPOSITE = {"you": "opponent", "opponent": "you", "friendly": "opposing", "opposing": "friendly", "any": "you",
            "this-turn": "game", "game": "this-turn", "hero": "ally", "ally": "hero", "character": "ability",
            "card": "ability", "subject": "source", "source": "subject", "destination": "source"}


def candidates(value: Any) -> Iterator[Any]:
    """Other values to try for a leaf, the nearest first."""
    if isinstance(value, str) and value in OPPOSITE:
        yield OPPOSITE[value]
    if isinstance(value, bool):
        yield not value
    elif isinstance(value, int):
        yield value + 1
        yield value - 1
        yield from ("X", "all", "any")  # where a number may also be a word: (X), prevent all, any number
    elif isinstance(value, str):
        if value in ("true", "false"):  # booleans as the string-keeping loader gives them
            yield "false" if value == "true" else "true"
            return
        if value.lstrip("+-").isdigit():
            yield str(int(value) + 1)
        yield from (v for v in enum_values() if v != value)
        yield value + MUTATED
        yield 1  # "all", "X": a word where a number may stand


def mutate(raw: dict, path: Path, value: Any) -> tuple[Any, CardDefinition] | None:
    """The first other value for the leaf at ``path`` that the card model accepts, with the card it
    makes; None if there is none."""
    for other in candidates(value):
        try:
            return other, CardDefinition.model_validate(set_at(raw, path, other))
        except ValidationError:
            continue
    return None
