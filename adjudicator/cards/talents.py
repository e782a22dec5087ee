"""Talent, a deckbuilding keyword of the later sets ("Frost Talent" in bold; the editor's note at
100.2c): each class's talents are three specs, and a card that is a Talent of one spec keeps the
Talents of its class's two other specs out of its deck. The three specs of each class are those the
reminder text of the sets' Talent cards names (each names the two others of its class)."""
from __future__ import annotations

from typing import Any

TREES: dict[str, tuple[str, str, str]] = {
    "Death Knight": ("Blood", "Frost", "Unholy"),
    "Druid": ("Balance", "Feral", "Restoration"),
    "Hunter": ("Beast Mastery", "Marksmanship", "Survival"),
    "Mage": ("Arcane", "Fire", "Frost"),
    "Paladin": ("Holy", "Protection", "Retribution"),
    "Priest": ("Discipline", "Holy", "Shadow"),
    "Rogue": ("Assassination", "Combat", "Subtlety"),
    "Shaman": ("Elemental", "Enhancement", "Restoration"),
    "Warlock": ("Affliction", "Demonology", "Destruction"),
    "Warrior": ("Arms", "Fury", "Protection"),
}
SPECS = tuple(sorted({spec for tree in TREES.values() for spec in tree}))


def trees(classes: list[str], spec: str) -> list[str]:
    """The classes of the card whose tree has that spec ('Frost': a Death Knight's or a Mage's)."""
    return [c for c in classes if spec in TREES.get(c, ())]


def kept_out(classes: list[str], spec: str) -> set[str]:
    """The specs whose Talents a Talent of this spec keeps out of its deck: the other two of its class."""
    return {other for c in trees(classes, spec) for other in TREES[c] if other != spec}


def is_talent(card: Any, spec: str) -> bool:
    """A card is a Talent of that spec if its Talent line names it, or its type line does ('Ability — Arms
    Talent': its tags Arms and Talent, 202.1), as the earlier sets print it."""
    return card.talent == spec or ("Talent" in card.tags and spec in card.tags)


def is_a_talent(card: Any) -> bool:
    """A Talent of any spec: its Talent line names one, or its type line says Talent (100.2c's editor's note)."""
    return card.talent is not None or "Talent" in card.tags


def keeps_out(keeper: Any, card: Any) -> str | None:
    """The spec of ``card`` whose Talents ``keeper``'s Talent line keeps out of its deck, or None."""
    if keeper.talent is None:
        return None
    return next((s for s in sorted(kept_out(keeper.classes, keeper.talent)) if is_talent(card, s)), None)


def clash(a: Any, b: Any) -> bool:
    """Two cards that can't share a deck: either keeps the other out (a deck builder's check)."""
    return keeps_out(a, b) is not None or keeps_out(b, a) is not None
