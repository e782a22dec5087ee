"""enc-harness2: two ways a trigger on damage is printed that read as a trigger the card language has (703.1):

* "When Ayaka deals 1 or more damage, she heals 1 damage from herself.": the trigger on a packet she deals, with the
  packet's size asked (``amount_at_least``, as a replacement asks it: 'would deal 5 or more combat damage');
* "When an opposing ally is dealt [Nature] damage, Malaxia may deal …": the damage type's icon (205.1) where the other
  data set writes the word ("dealt nature damage");
* "When Jumo'zin is dealt combat damage while defending, he deals …": the packet's destination is the card itself, as
  it defends (602.3; judged as the packet comes, 703.4).

Each sentence is read again with the words the trigger reader knows; anything but one triggered power on damage is
refused, never approximated."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised

AT_LEAST = re.compile(r"^(?P<head>When (?:NAME|it) (?:deals|is dealt)) (?P<n>\d+) or more (?P<rest>damage, .+)$")
ICON = re.compile(r"^(?P<head>When .+? (?:is|are) dealt) \[(?P<type>Arcane|Fire|Frost|Holy|Nature|Shadow)\] "
                  r"(?P<rest>damage, .+)$")

DEFENDING = re.compile(r"^(?P<head>When NAME is dealt (?:combat )?damage) while defending(?P<rest>, .+)$")


def damage_trigger(found: Piece, sentence: str) -> dict:
    """The one triggered power on damage the sentence read as: its event pattern."""
    powers = found.parts.get("powers") or []
    when = powers[0].get("triggered", {}).get("when", {}) if len(powers) == 1 else {}
    if when.get("event") != "damage" or "amount_at_least" in when:
        raise Unrecognised(sentence)
    return when


def at_least(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When NAME deals 1 or more damage, …': the trigger on a packet of at least that much (408.1)."""
    found = read(f"{m.group('head')} {m.group('rest')}")
    damage_trigger(found, m.group(0))["amount_at_least"] = int(m.group("n"))
    return found


def icon(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'… is dealt [Nature] damage, …': the icon read as its damage type's word (205.1)."""
    found = read(f"{m.group('head')} {m.group('type').lower()} {m.group('rest')}")
    if damage_trigger(found, m.group(0)).get("damage_type") != m.group("type").lower():
        raise Unrecognised(m.group(0))
    return found


def defending(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When NAME is dealt combat damage while defending, …': the card itself, defending, is the packet's destination."""
    found = read(f"{m.group('head')}{m.group('rest')}")
    when = damage_trigger(found, m.group(0))
    if when.get("destination") != {"this": True}:
        raise Unrecognised(m.group(0))
    when["destination"] = {"this": True, "defending": True}
    return found


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(AT_LEAST, lambda m: at_least(m, read)), (ICON, lambda m: icon(m, read)),
            (DEFENDING, lambda m: defending(m, read))]
