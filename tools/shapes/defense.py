"""enc-enter3: a DEF stat counter ('put a +1 DEF counter on NAME', 404.1c) only on an armor, the one card with a DEF
(304.2): the counter's sentence names the card itself as NAME, so its type is known only once the entry is made."""
from __future__ import annotations

from typing import Any

from shapes.base import Unrecognised, nested_dicts


def def_counters_on_armor(entry: dict[str, Any]) -> None:
    """Unrecognised if a DEF counter goes on the card itself and the card is no armor."""
    if entry["type"] == "armor":
        return
    if any("put_counters" in node and node.get("def") and node.get("on") == {"this": True}
           for node in nested_dicts(entry.get("powers", []))):
        raise Unrecognised(f"a DEF counter on a {entry['type']}, which has no DEF (304.2)")
