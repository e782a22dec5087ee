"""enc-enter3: the card's own name where a sentence names it as another card's: 'each ally named NAME in your
party' (a selector's ``named``, 201.2) and 'a … token named NAME' (a token's ``name``, 404.2). The shapes read the
name as its stand-in NAME, as they read every sentence; ``own_name`` writes the card's name back in once the
entry is assembled."""
from __future__ import annotations

from typing import Any

from shapes.base import nested_dicts


def own_name(entry: dict[str, Any], name: str) -> None:
    """Every ``named: NAME`` of a selector and ``name: NAME`` of a token in the entry becomes the card's name."""
    for node in nested_dicts([entry.get("powers", []), entry.get("effects", [])]):  # enc-reward6: an ability's effects too
        if node.get("named") == "NAME":
            node["named"] = name
        if "put_token" in node and node.get("name") == "NAME":
            node["name"] = name
