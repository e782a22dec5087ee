"""enc-if5: damage replacements (716.1, 717) the conditions' "If … would …, … instead" reads but for one piece:

* "If a hero or ally you control would deal non-combat damage, it deals that much +1 for each ally you control
  instead", "… +1 for each spell counter instead": the +N counted as each packet is replaced (716.1c), cards that fit
  or counters of that name on the card with the power (404.1a) — ``Instead.add`` a count;
* "If shadow damage would be dealt, prevent all but 1 of it": a prevention of every packet of that type, whatever deals
  it and whoever it would be dealt to (717.2, 717.3b);
* "If your hero would deal damage with a Balance ability, …": a packet dealt with an ability with that tag (408.3d).

Each is read as the conditions read the sentence without that piece, then given it; anything else is refused.
"""
from __future__ import annotations

import re
from typing import Callable

from shapes import conditions
from shapes.base import Piece, Unrecognised
from shapes.enter import ABILITY_TAGS

# 'If a hero or ally you control would deal non-combat damage, it deals that much +1 for each ally you control
# instead', '… +1 for each spell counter instead': the conditions' replacement with its +N counted as each packet is
# replaced (716.1c): cards that fit, or counters of that name on the card with the power (404.1a)
COUNTED_MORE = re.compile(r"^(?P<head>(?:Ongoing ?: ?)?If [^,]+ would deal [^,]*damage[^,]*, (?:it|he|she) deals that "
                          r"much \+(?P<n>\d+)) for each (?P<what>[^.,]+?) instead\.$")


def counted_more(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('head')} instead.")
    powers = inner.parts.get("powers") or [inner.parts.get("ongoing_power")]
    if len(powers) != 1 or not powers[0] or powers[0].get("replacement", {}).get("instead") != {"add": int(m.group("n"))}:
        raise Unrecognised(f"'that much +N for each' after the shape '{inner.shape}': {m.group(0)}")
    counter = re.fullmatch(r"(?P<name>[a-z]+) counter", m.group("what"))
    n = int(m.group("n"))
    counted = {"counters": counter.group("name")} if counter else {"count": conditions.counted(m.group("what"))}
    powers[0]["replacement"]["instead"] = {"add": {**counted, **({"times": n} if n != 1 else {})}}
    return inner


# 'If shadow damage would be dealt, prevent all but 1 of it.': a prevention of every packet of that type, whatever deals
# it and whoever it would be dealt to (717.2, 717.3b: each chosen by the controller of the card it would be dealt to)
ANY_PACKET = re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?If (?P<q>(?:{conditions.TYPES}) )?damage would be dealt, "
                        r"(?P<instead>prevent [^.]+)\.$")


def any_packet(m: re.Match) -> Piece:
    q = (m.group("q") or "").strip()
    power = {"when": {"event": "damage", **({"damage_type": q} if q else {})},
             "instead": conditions.instead(m.group("instead"), "be dealt")}
    return conditions.replacing(power, bool(m.group("ongoing")), "replacement: if … would … instead")


# 'If your hero would deal damage with a Balance ability, …': a packet dealt with an ability that has that tag (408.3d,
# 202.1), read as '… with an ability' is (``conditions.WITH``) with the tag added
WITH_TAGGED = re.compile(r"^(?P<head>(?:Ongoing ?: ?)?If [^,]+ would deal [^,]*damage) with an? (?P<tag>[A-Z][a-z]+) "
                         r"ability, (?P<rest>[^.]+\.)$")


def with_tagged(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    if m.group("tag") not in ABILITY_TAGS:
        raise Unrecognised(f"'a {m.group('tag')} ability': no tag of an ability the tool knows")
    inner = read(f"{m.group('head')} with an ability, {m.group('rest')}")
    powers = inner.parts.get("powers") or [inner.parts.get("ongoing_power")]
    when = (powers[0] or {}).get("replacement", {}).get("when", {}) if len(powers) == 1 else {}
    if when.get("with") != {"kind": "ability"}:
        raise Unrecognised(f"'with a {m.group('tag')} ability' after the shape '{inner.shape}': {m.group(0)}")
    when["with"] = {"kind": "ability", "tag": m.group("tag")}
    return inner


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(COUNTED_MORE, lambda m: counted_more(m, read)), (ANY_PACKET, any_packet),
            (WITH_TAGGED, lambda m: with_tagged(m, read))]
