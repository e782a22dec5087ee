"""enc-deal6: the trigger's card as the subject of a modifier in its effect: "When NAME heals damage from a hero or
ally, that character has Assault 1 this turn" — 'that character' is the event's one card of that kind, not the
card itself (703.1), and the sentence is read as a target's modifier ('Target hero or ally has Assault 1 this
turn'), its slot then made that card (``{event: ROLE}``). Read by ``shapes/triggers.py`` where the sentence,
read as it is, would be about the previous sentence's target; nothing else in it may be a target."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised, replaced

THAT_SUBJECT = re.compile(r"^That (?P<attacking>attacking )?(?P<kind>ally|hero|character) (?P<rest>(?:has|gets) [^.]+\.|"
                          r"can't ready during (?:its|it's) controller's next ready step\.)$")
# 'it's controller's' (Northshire Guardian) is the possessive misspelt: read as 'its'; 'that attacking character' names
# the event's card that was declared an attacker (602.1), as the trigger says
STAND_INS = {"ally": "Target ally", "hero": "Target hero", "character": "Target hero or ally"}

Referring = Callable[[list[dict[str, Any]], list[dict[str, Any]]], list[dict[str, Any]]]


def that_one_has(words: str, named: Callable[[str], dict[str, Any] | None], read: Callable[[str], Piece],
                 attacking: Callable[[str], bool] = lambda role: False) -> tuple[Piece, Referring] | None:
    """The sentence read through its stand-in target, and what makes that target the event's card; None if the
    sentence doesn't start 'That ally / hero / character has …' ('… can't ready during its controller's next ready
    step') or the words name no one card of the event; 'that attacking …' only of a card the trigger names attacking."""
    m = THAT_SUBJECT.match(words)
    if not m:
        return None
    card = named(f"that {m.group('kind')}")
    if card is None or "event" not in card or (m.group("attacking") and not attacking(card["event"])):
        raise Unrecognised(f"'that {m.group('kind')}' of no one card of the event: {words}")
    inner = read(f"{STAND_INS[m.group('kind')]} {m.group('rest').replace(' it' + chr(39) + 's ', ' its ')}")
    inner.shape = f"{inner.shape} (with the trigger's reference words)"

    def referred(effects: list[dict[str, Any]], targets: list[dict[str, Any]]) -> list[dict[str, Any]]:
        if len(targets) != 1 or set(targets[0]) - {"id", "kind"}:
            raise Unrecognised(f"'that {m.group('kind')}' beside another target: {words}")
        return replaced(effects, {"target": targets.pop()["id"]}, card)
    return inner, referred
