"""enc-turn4: "At the end of each turn, NAME deals 4 nature damage to each hero and ally it dealt damage to this turn."
(Venomstrike), "your hero deals 1 holy damage to each hero and ally it dealt combat damage to this turn" (Seal of
Vengeance) — the group is the heroes and allies that were the destination of a packet whose source was the dealer
this turn (703.4: the turn's events are kept with their cards), 'it' being the sentence's own subject. Read as the
sentence with the plain group, that one group then narrowed; a subject other than the card itself or your hero, or a
group that is not one of the effect's, is refused."""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

DEALT_TO = re.compile(r"^(?P<head>(?:[^.]*, )?(?P<subject>NAME|[Yy]our hero) deals [^.]+? damage to each "
                      r"(?P<what>hero and ally|ally|hero)) (?:it|he|she) dealt (?P<combat>combat )?damage to this turn\.$")
KINDS = {"hero and ally": "character", "ally": "ally", "hero": "hero"}
SOURCES = {"NAME": {"this": True}, "your hero": {"kind": "hero", "controller": "you"}}


def dealt_to(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('head')}.")
    group = {"kind": KINDS[m.group("what")]}
    subject = m.group("subject") if m.group("subject") == "NAME" else m.group("subject").lower()
    event = {"event": "damage", "as": "destination", "source": dict(SOURCES[subject])}
    narrowed = {**group, "this_turn": {**event, **({"combat": True} if m.group("combat") else {})}}
    if "effects" in inner.parts:  # an ability's effects are functions of the slot: each made, then narrowed
        makes = inner.parts["effects"]
        return Piece(inner.shape, **{**inner.parts, "effects": [lambda slot, f=f: narrow(f(slot), group, narrowed, m)
                                                                for f in makes]})
    data = {k: v for k, v in inner.parts.items() if k != "inner"}  # a triggered power's parts are data (its power)
    return Piece(inner.shape, **narrow(data, group, narrowed, m), inner=inner.parts.get("inner", []))


def narrow(value: Any, group: dict[str, Any], narrowed: dict[str, Any], m: re.Match) -> Any:
    """The value with its one group of the sentence's words replaced by the narrowed group."""
    text = json.dumps(value)
    plain = json.dumps({"to": group})[1:-1]
    if text.count(plain) != 1:
        raise Unrecognised(f"'each … it dealt damage to this turn' not one group of the effect: {m.group(0)}")
    return json.loads(text.replace(plain, json.dumps({"to": narrowed})[1:-1]))


def shapes(read: Callable[[str], Piece]) -> list:
    return [(DEALT_TO, lambda m: dealt_to(m, read))]
