"""enc-if11: "When NAME or another Scryer ally enters your party, …" (Retainer Kai): an ally printed with that
reputation (100.2c: Aldor, Scryer) is the card the trigger looks for, not a trait on its type line. The sentence is
read with 'another ally' by the trigger shapes (``shapes/party.py``), and the one other ally its trigger names is
given the reputation (the selector's ``reputation``, as "another Aldor card" is read by the conditions). Anything
else, or a trigger naming no such other ally, is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

ANOTHER = re.compile(r"^(?P<head>(?:Ongoing ?: ?)?When (?:NAME or )?another )(?P<rep>Aldor|Scryer) (?P<rest>ally [^,]+, "
                     r"[^.]+\.)$")


def another_of(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('head')}{m.group('rest')}")
    powers = inner.parts.get("powers") or []
    when = powers[0].get("triggered", {}).get("when", {}) if len(powers) == 1 else {}
    subject = when.get("subject") or {}
    others: list[dict[str, Any]] = [s for s in subject.get("any", [subject]) if s.get("other") and s.get("kind") == "ally"]
    if len(others) != 1 or "reputation" in others[0] or "trait" in others[0]:
        raise Unrecognised(f"'another {m.group('rep')} ally', after the shape '{inner.shape}': {m.group(0)}")
    others[0]["reputation"] = m.group("rep")
    return inner


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(ANOTHER, lambda m: another_of(m, read))]
