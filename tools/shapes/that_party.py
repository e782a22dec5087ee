"""The party of the card the damage was dealt to (enc-deal4): "Ongoing: When your hero deals combat damage with a
Melee weapon to an ally, it also deals that much melee damage to each other hero and ally in that ally's party":
a party is the cards in play one player controls (415.8b), here the controller of the event's destination (703.1);
'other' leaves that card itself out. Read as the sentence with 'each opposing …' (the shapes of the group), that
one group then anchored on the event's destination (``controller_of: event:destination``, and ``not: {event:
destination}`` for 'other'). 'That ally' must be the trigger's own word for its destination ('to an ally', 'to a
hero or ally' for 'that character', 'to a hero'); only after a trigger on damage dealt."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised, occurrences, replaced

THAT_PARTY = re.compile(
    r"^(?P<trigger>(?:Ongoing ?: ?)?When [^,]+? deals (?:combat )?damage(?: with [^,]+?)? to (?P<dest>[^,]+?)), "
    r"(?P<head>[^,.]+?) each (?P<other>other )?(?P<what>hero and ally|ally|hero) in that (?P<that>ally|hero|character)'s "
    r"party\.$")
KINDS = {"hero and ally": "character", "ally": "ally", "hero": "hero"}
# the trigger's words for its destination that 'that ally' ('that hero', 'that character') names (703.1)
THAT = {"ally": re.compile(r"^an? (?:[\w\[\]-]+ )*?ally$"), "hero": re.compile(r"^an? (?:[\w-]+ )*?hero$"),
        "character": re.compile(r"^an? (?:[\w-]+ )*?hero or ally$")}


def that_party(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    if not THAT[m.group("that")].match(m.group("dest")) or (m.group("that") != "character" and " or " in m.group("dest")):
        raise Unrecognised(f"'that {m.group('that')}'s party' of no {m.group('that')} the trigger names: {m.group(0)}")
    inner = read(f"{m.group('trigger')}, {m.group('head')} each opposing {m.group('what')}.")
    if "effects" in inner.parts:  # a triggered power's parts are data; an ability's effects are functions
        raise Unrecognised(f"'that {m.group('that')}'s party' outside a triggered power: {m.group(0)}")
    group = {"kind": KINDS[m.group("what")], "controller": "opposing"}
    party = {"kind": group["kind"], "controller_of": "event:destination",
             **({"not": {"event": "destination"}} if m.group("other") else {})}
    if occurrences(inner.parts, group) != 1:
        raise Unrecognised(f"'that {m.group('that')}'s party' not one group of the effect: {m.group(0)}")
    parts = replaced(inner.parts, group, party)
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), "group: the party of the card dealt damage"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(THAT_PARTY, lambda m: that_party(m, read))]
