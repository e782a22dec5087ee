"""enc-if11: damage replacements (716.1, 717.3a) in words the conditions' "If … would …, … instead" shape
(``shapes/conditions.py``) doesn't read, each read as that shape reads the sentence in its words, or built here:

* "would be dealt ranged or [Ranged] damage" (Hunter's Mark): a damage type written twice, as a word and as its icon
  (205.1), is that one type;
* "If NAME would deal melee damage, he deals that much nature damage +1 instead": the packet's type changes and
  it is made larger (717.1: its other attributes stay as they were);
* "If your hero or an ally you control would deal damage, …", "… would heal damage, …": "a hero or ally you control"
  (your party, 415.8b) is the same cards;
* "If another hero or ally in your party would be dealt damage, you may have it be dealt to NAME instead" (Dethvir
  the Malignant: the ally by a part of its name, ``short_named``): each packet to another character you control is
  dealt to this ally instead, each time as you choose (``may``, 716.1); the packet never was this ally's, so it can't
  come back to it.

The redirection is an ally's own power only (``ALLOWED``).
Anything else is refused, never approximated.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised, name_parts

REDIRECTS = "replacement: damage to your other characters dealt to this ally instead, if you choose"
ALLOWED = {"ally": (REDIRECTS,)}
HEAD = r"(?P<head>(?:Ongoing ?: ?)?If [^,]+? would (?:be dealt|deal) [^,]*?damage[^,]*)"

# 'ranged or [Ranged] damage': a type as a word and as its icon (205.1)
TWICE = re.compile(r"^(?=(?:Ongoing ?: ?)?If [^,]+ would (?:be dealt|deal) )(?P<before>[^,]*?)\b(?P<word>[a-z]+)(?: or)? "
                   r"\[(?P<icon>[A-Z][a-z]+)\] damage\b(?P<after>.*)$")
TYPES = ("arcane", "fire", "frost", "holy", "nature", "shadow", "melee", "ranged")
# 'he deals that much nature damage +1 instead': a retyped packet made larger
RETYPED = re.compile(rf"^{HEAD}, (?P<who>it|he|she) deals that much (?P<type>{'|'.join(TYPES)}) damage \+(?P<n>\d+) "
                     r"instead\.$")
# 'If another hero or ally in your party would be dealt damage, you may have it be dealt to NAME instead.'
OTHERS = re.compile(r"^If another hero or ally in your party would be dealt damage, you may have it be dealt to NAME "
                    r"instead\.$")


# 'If your hero or an ally you control would …': the cards 'a hero or ally you control' names
YOURS = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?If your hero or an ally you control would (?P<rest>[^.]+\.)$")


def the_power(piece: Piece, sentence: str) -> dict[str, Any]:
    """The one replacement power the conditions read: the card's own, or an ability's after 'Ongoing:'."""
    powers = piece.parts.get("powers") or [piece.parts.get("ongoing_power")]
    if len(powers) != 1 or not powers[0] or "replacement" not in powers[0]:
        raise Unrecognised(f"a replacement, after the shape '{piece.shape}': {sentence}")
    return powers[0]["replacement"]


def yours(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    return read(f"{m.group('ongoing') or ''}If a hero or ally you control would {m.group('rest')}")


def twice(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    if m.group("word") != m.group("icon").lower() or m.group("word") not in TYPES:
        raise Unrecognised(f"a damage type and an icon of another: {m.group(0)}")
    return read(f"{m.group('before')}{m.group('word')} damage{m.group('after')}")


def retyped(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('head')}, {m.group('who')} deals that much +{m.group('n')} instead.")
    power = the_power(inner, m.group(0))
    if "source" not in power["when"] or power["instead"] != {"add": int(m.group("n"))}:
        raise Unrecognised(f"a retyped packet, after the shape '{inner.shape}': {m.group(0)}")
    if power["when"].get("damage_type") == m.group("type"):
        raise Unrecognised(f"a packet retyped to the type it has: {m.group(0)}")
    power["instead"]["damage_type"] = m.group("type")  # 717.1: its type changes, its other attributes stay
    return inner


def to_this(m: re.Match) -> Piece:
    """716.1: each packet that would be dealt to another character you control is dealt to this ally instead, if
    you choose; the cards are never this ally (``other``), so the packet can't come back to it."""
    power = {"when": {"event": "damage", "destination": {"kind": "character", "controller": "you", "other": True}},
             "instead": {"redirect_to": {"this": True}}, "may": True}
    return Piece(REDIRECTS, powers=[{"replacement": power}])


def short_named(name: str, paragraph: str) -> str:
    """'… be dealt to Dethvir instead' on Dethvir the Malignant: the part of the card's name that ends such a
    redirection reads as NAME, in that sentence only."""
    for run in name_parts(name):
        said = re.escape(run)
        if re.match(rf"^If another hero or ally in your party would be dealt damage, you may have it be dealt to {said} "
                    r"instead\.$", paragraph):
            return re.sub(rf"\bto {said} instead\.$", "to NAME instead.", paragraph)
    return paragraph


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(YOURS, lambda m: yours(m, read)), (TWICE, lambda m: twice(m, read)), (RETYPED, lambda m: retyped(m, read)),
            (OTHERS, to_this)]
