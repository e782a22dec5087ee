"""enc-if8: damage replacements (716.1, 717) whose 'instead' the conditions' reader (``conditions.instead``) doesn't
say, each read as that reader reads the sentence with a stand-in 'instead', then given its own:

* "If an ally you control would be dealt damage, 1 of it is dealt to your hero instead." — a share of the packet split
  off to your hero in a packet of its own, the rest still dealt where it was going (717.6: ``redirect_amount``). Only
  from allies, never your hero itself, so the share can't come back to where it was going;
* "If a friendly hero or ally would be dealt damage, prevent half that damage, rounded up." — of each packet, half is
  prevented, rounded up (717.2: ``prevent_half``);
* "If an opposing ally would deal any type of damage, it deals shadow damage instead." — the packet's type changes,
  nothing else (717.1: ``damage_type``);
* "If your hero would deal damage with an ability, it deals that much damage +1, and plus an additional 1 for each
  heirloom counter on NAME, instead." — +1 and +1 for each counter of that name on the card (``add: {counters: NAME,
  plus: 1}``), counted as the packet is replaced (716.1c).

Anything else ('any amount of it', a share to another card than your hero) is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

HEAD = r"(?P<head>(?:Ongoing ?: ?)?If [^,]+ would"
DAMAGE_TYPES = "arcane|fire|frost|holy|nature|shadow|melee|ranged"
SHARE = re.compile(rf"^{HEAD} be dealt damage), (?P<n>\d+) of it is dealt to your hero instead\.$")
HALF = re.compile(rf"^{HEAD} be dealt damage), prevent half (?:that damage|of it), rounded up\.$")
RETYPED = re.compile(rf"^{HEAD} deal) (?:any type of )?damage, (?:it|he|she) deals (?P<type>{DAMAGE_TYPES}) damage "
                     r"instead\.$")
COUNTED_PLUS = re.compile(rf"^{HEAD} deal damage(?: with an ability)?), it deals that much(?: damage)? \+(?P<n>\d+), "
                          r"and plus an additional (?P<m>\d+) for each (?P<name>[a-z]+) counter on NAME, instead\.$")
STAND_IN = {"be dealt": "prevent all of it", "deal": "it deals that much +1 instead"}


def the_power(sentence: str, read: Callable[[str], Piece], stand_in: dict[str, Any]) -> tuple[Piece, dict[str, Any]]:
    """The piece of the sentence with its stand-in 'instead', and its one replacement (the same dict the piece holds)."""
    inner = read(sentence)
    powers = inner.parts.get("powers") or [inner.parts.get("ongoing_power")]
    rep = (powers[0] or {}).get("replacement") if len(powers) == 1 else None
    if not rep or rep.get("instead") != stand_in or set(rep) != {"when", "instead"}:
        raise Unrecognised(f"an 'instead' after the shape '{inner.shape}': {sentence}")
    return inner, rep


def share(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner, rep = the_power(f"{m.group('head')}, {STAND_IN['be dealt']}.", read, {"prevent": "all"})
    if rep["when"].get("destination", {}).get("kind") != "ally":  # 205.1: an ally is never a hero
        raise Unrecognised(f"a share dealt to your hero from cards that may include it: {m.group(0)}")
    rep["instead"] = {"redirect_to": {"kind": "hero", "controller": "you"}, "redirect_amount": int(m.group("n"))}
    return inner


def half(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner, rep = the_power(f"{m.group('head')}, {STAND_IN['be dealt']}.", read, {"prevent": "all"})
    rep["instead"] = {"prevent_half": "rounded-up"}
    return inner


def retyped(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner, rep = the_power(f"{m.group('head')} damage, {STAND_IN['deal']}.", read, {"add": 1})
    rep["instead"] = {"damage_type": m.group("type")}
    return inner


def counted_plus(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner, rep = the_power(f"{m.group('head')}, {STAND_IN['deal']}.", read, {"add": 1})
    times = int(m.group("m"))
    rep["instead"] = {"add": {"counters": m.group("name"), **({"times": times} if times != 1 else {}),
                              "plus": int(m.group("n"))}}
    return inner


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(SHARE, lambda m: share(m, read)), (HALF, lambda m: half(m, read)), (RETYPED, lambda m: retyped(m, read)),
            (COUNTED_PLUS, lambda m: counted_plus(m, read))]
