"""enc-deal6: the trigger's card named by its kind as the subject of the effect, with 'itself' after it: "When a
friendly hero or ally deals combat damage to attached character, that friendly character heals 2 damage from itself"
— 'that friendly character' is the event's one card of that kind and side (703.1: here the packet's source), and both
the heal packet's source and the card it heals (407.1, 408.1). Read through the stand-in 'NAME heals … from itself',
every 'the card itself' in the effects then made that card; for ``shapes/triggers.py``."""
from __future__ import annotations

import re
from typing import Any, Callable

THAT_ONE = re.compile(r"^that (?P<side>friendly |opposing )?(?P<kind>character|ally|hero) (?P<verb>deals|heals) "
                      r"(?P<rest>[^.]+\bitself\.?)$")
SIDES = {"friendly ": ("friendly", "you"), "opposing ": ("opposing",)}


def acting(effect: str, pattern: dict[str, Any], referent: Callable[[str, str, dict[str, Any]], Any]
           ) -> tuple[str, dict[str, Any]] | None:
    """The stand-in sentence and the event's card the words name, or None: another sentence, words that name no one
    card of the event, a side the event's card isn't on, or NAME in the sentence (the stand-in's own word)."""
    m = THAT_ONE.match(effect)
    if not m or re.search(r"\bNAME\b", effect):
        return None
    card = referent(f"that {m.group('kind')}", effect, pattern)
    if card is None or "event" not in card:
        return None
    side = m.group("side")
    if side and (pattern.get(card["event"]) or {}).get("controller") not in SIDES[side]:
        return None
    return f"NAME {m.group('verb')} {m.group('rest')}", card
