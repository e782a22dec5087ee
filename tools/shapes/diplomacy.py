"""The keyword "Diplomacy" of the later sets, printed with a race in the plural ("Diplomacy: Dwarves"), read as the
keyword ``Diplomacy: Dwarf`` of the card language: its controller pays 1 less to play allies of that race, to a
minimum of 1, as the reminder text beside it and the 7.4 glossary say (the editor's note at 707.1e;
``adjudicator/cards/keywords.py`` spells it out). The race must be a trait some hero or ally of the pool carries
(206.1a); any other words after the label ("Diplomacy: [Alliance] allies …") are left alone."""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised, pool_traits

SHAPE = "keyword: Diplomacy, a race"
ALLOWED = {"ally": (SHAPE,)}
LINE = re.compile(r"^Diplomacy ?: (?P<races>[A-Z][a-z]+(?: [A-Z][a-z]+)?)\.?$")


def singular(plural: str) -> str:
    """'Dwarves' → 'Dwarf', 'Night Elves' → 'Night Elf', 'Gnomes' → 'Gnome'; 'Draenei' is its own plural."""
    for candidate in (re.sub(r"ves$", "f", plural), re.sub(r"s$", "", plural), plural):
        if candidate != plural or plural.endswith("ei"):
            if candidate in pool_traits():
                return candidate
    raise Unrecognised(f"Diplomacy with a plural that is no race of the pool's heroes and allies: {plural}")


def diplomacy(m: re.Match) -> Piece:
    return Piece(SHAPE, keywords=[f"Diplomacy: {singular(m.group('races'))}"], powers=[])


SHAPES = [(LINE, diplomacy)]
