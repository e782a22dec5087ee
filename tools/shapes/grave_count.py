"""enc-turn10: a number of cards of one graveyard removed from the game, for ``tools/encode_pool.py``:

* "At the start of each opponent's turn, you may remove three cards in a graveyard from the game. If you do, this ally
  deals 3 frost damage to target hero or ally. A character dealt damage this way can't attack this turn." (Frost
  Wyrm), "At the start of each turn, you may remove five cards in one graveyard from the game. If you do, …" (Sindragosa,
  the Frost Queen): no card is targeted (706.1); as the link resolves its controller picks a graveyard holding that
  many cards and that many of its cards (709.2b), removed from the game (415.7a) — ``remove_from_game: {zone:
  graveyard}`` with ``count``. 'In a graveyard' is one graveyard, as 'in one graveyard' says: the cards are in it. With
  no graveyard holding that many the removal can't be carried out: none is removed, and the 'if you do' sentence after
  it doesn't happen (709.2f).
* "A character dealt damage this way …" after such a power's 'If you do, … deals …': more of that sentence's effect,
  read as the link resolves (709.2d), as after a triggered power whose last effect deals damage
  (shapes/start_turn.py's ``dealt_follows``, which asks ``appended`` here).

Refused: a kind or any other description of the cards ('three ally cards', read elsewhere or refused), 'your
graveyard', 'each graveyard', and 'up to' (no number to reach).
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Unrecognised, number

SHAPE = "ability: remove a number of cards of one graveyard from the game"
GRAVE_COUNT = re.compile(r"^Remove (?P<n>two|three|four|five|six|seven|eight|nine|ten) cards in (?:a|one) graveyard "
                         r"from the game\.$")


def grave_count(m: re.Match) -> dict[str, Any]:
    """That many cards of one graveyard, picked as the link resolves (709.2b), removed from the game (415.7a)."""
    n = number(m.group("n"))
    return {"shape": SHAPE, "effects": [lambda slot: {"remove_from_game": {"zone": "graveyard"}, "count": n}]}


SHAPES = [(GRAVE_COUNT, grave_count)]
ALLOWED = {kind: (SHAPE,) for kind in ("ability", "ally", "weapon", "armor", "item", "location", "hero")}


def appended(effects: list[dict[str, Any]], more: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A triggered power's effects with ``more`` ('a character dealt damage this way …') after its last effect that
    deals damage: the last effect itself, or the last of the 'if you do' part of a last '(you may) do this; if you do,
    …' (709.2f). Refused if that last effect deals no damage."""
    last = effects[-1] if effects else {}
    if "deal_damage" in last:
        return [*effects, *more]
    inner = last.get("may") if list(last) == ["may"] else [last]
    if inner and len(inner) == 1 and set(inner[0]) == {"do", "if_you_do"} and inner[0]["if_you_do"] and \
            "deal_damage" in inner[0]["if_you_do"][-1]:
        done = {"do": inner[0]["do"], "if_you_do": [*inner[0]["if_you_do"], *more]}
        return [*effects[:-1], {"may": [done]} if "may" in last else done]
    raise Unrecognised("'dealt damage this way' after a triggered power whose last effect deals no damage")
