""""When … enters your party, …": a triggered power on a card entering a party (415.8b).

A card enters a player's party when it enters play under that player's control, and also when that
player gains control of it (415.8b); the engine raises the event ``enters-party`` for both. The
subject is read as the trigger shapes read "When … enters play under your control" (shapes/triggers.py:
"another Horde ally" is one of your allies, the card itself needs no controller, as "your party" is its
controller's), and the event is then ``enters-party`` in place of ``enters-play``. "NAME or another …"
("When Ryno or another Arena ally enters your party" on Gladiator Ryno: a part of its name, ``short_named``)
is "this or another …". Like entering play, the
event is judged on the state just after it (703.4).

Refused: a sentence whose rest is not one triggered power on that one event (the effect is then left
to the shape that refuses it, and the card stays in the tail).
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised, name_parts

ENTERS_PARTY = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?When (?P<who>[^,]+?) enters your party, (?P<rest>.+)$")
TRIGGER = "trigger: a card entering your party"


def enters_party(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When another Horde ally enters your party, you may destroy target ally': the sentence read with
    'enters play under your control', its one triggered power's event then ``enters-party`` (415.8b)."""
    who = re.sub(r"^NAME or another ", "this or another ", m.group("who"))
    inner = read(f"{m.group('ongoing') or ''}When {who} enters play under your control, {m.group('rest')}")
    parts: dict[str, Any] = dict(inner.parts)
    powers = parts.get("powers", [])
    power = powers[0].get("triggered") if len(powers) == 1 else None
    if power is None or power["when"].get("event") != "enters-play":
        raise Unrecognised(f"'enters your party' around no trigger on entering play: {m.group(0)}")
    parts["powers"] = [{**powers[0], "triggered": {**power, "when": {**power["when"], "event": "enters-party"}}}]
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), TRIGGER]})


def short_named(name: str, paragraph: str) -> str:
    """An ally's 'When Ryno or another Arena ally enters your party' on Gladiator Ryno: a part of its own
    name before 'or another' in this trigger is the card itself (NAME); a name part anywhere else is left."""
    for run in name_parts(name):
        paragraph = re.sub(rf"\bWhen {re.escape(run)} (?=or another [^,]+? enters your party, )", "When NAME ",
                           paragraph)
    return paragraph


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes pool_shapes puts first (the sentence is read again, rewritten, by the others)."""
    return [(ENTERS_PARTY, lambda m: enters_party(m, read))]
