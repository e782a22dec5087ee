"""A hero's bold "Deckbuilding" line that only names cards its deck can't hold (100.2d): "Deckbuilding: You can't put
[Horde], [Alliance], or Talent cards in your deck." (the Monster heroes of Tomb of the Forgotten). It is no power: it
is the hero's ``deckbuilding`` field, a ``forbid`` list the deck checker reads (adjudicator/deck/check.py), one entry
per name — a faction icon (206.1b), or a Talent of any spec (a ``talent`` match: its type line or its bold Talent
line, 100.2c's editor's note). The lines that also name what the deck may hold ("You can only include …", the raid
heroes') are left alone."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Piece, Unrecognised

SHAPE = "deckbuilding: cards the deck can't hold"
ALLOWED = {"hero": (SHAPE,)}

ITEM = r"\[(?:Horde|Alliance)\]|Talent"
LINE = re.compile(rf"^Deckbuilding ?: You can't put (?P<items>(?:{ITEM})(?:,? (?:or )?(?:{ITEM}))*) cards in your "
                  r"deck\.?$", re.I)


def entry(item: str) -> dict[str, Any]:
    return {"talent": True} if item.lower() == "talent" else {"faction": item.strip("[]").capitalize()}


def forbid(m: re.Match) -> Piece:
    entries = [entry(item) for item in re.findall(ITEM, m.group("items"), re.I)]
    if len({str(e) for e in entries}) != len(entries):
        raise Unrecognised(f"a Deckbuilding line naming one kind of card twice: {m.group(0)}")
    return Piece(SHAPE, fields={"deckbuilding": {"forbid": entries}})


SHAPES = [(LINE, forbid)]


def monster_forbids(entry: dict[str, Any]) -> None:
    """A Monster hero is written only with its Deckbuilding line read (every one of the sets prints one): without it
    the data sets lost the line, and the deck checker would let in the cards it keeps out."""
    if entry.get("type") == "hero" and "Monster" in entry.get("tags", []) and not entry.get("deckbuilding"):
        raise Unrecognised("a Monster hero whose Deckbuilding line was not read")
