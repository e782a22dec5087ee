"""A packet dealt to the card itself or to its host by another card: "When an opposing hero or ally deals
damage to NAME, …", "When a friendly hero or ally deals combat damage to attached character, …" — the
trigger's subject is the packet's source, and its destination (408.1) is the card itself, or the card the
ability is attached to (400.4). Read by the trigger prefixes (shapes/triggers.py) as any other packet's
destination; only a source other than that card: 'NAME deals damage to NAME' names no packet."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Unrecognised

HOSTS = {"attached ally": "ally", "attached hero": "hero", "attached character": "character"}


def destination(words: str, source: dict[str, Any], prefix: str) -> dict[str, Any] | None:
    """The card itself or the host as a packet's destination; None for any other words (a group)."""
    if words != "NAME" and words not in HOSTS:
        return None
    if source.get("this") or source.get("host") or "any" in source:  # itself to itself; 'this or another'
        raise Unrecognised(f"a packet from the card to itself: {prefix}")
    if words == "NAME":
        return {"this": True}
    return {"host": True, **({"kind": HOSTS[words]} if HOSTS[words] != "character" else {})}


def short_named(run: str, paragraph: str) -> str:
    """An ally's personal name as the destination before a trigger's comma ('When an opposing hero or ally deals
    damage to Lyss,' on Blademistress Lyss): the card itself, as its name as the trigger's subject is."""
    if not paragraph.startswith("When "):
        return paragraph
    return re.sub(rf"^(When [^,.]+? deals (?:combat )?damage to ){re.escape(run)}(?=, )", r"\1NAME", paragraph)
