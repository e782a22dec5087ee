"""enc-if12: a packet divided instead (716.1, 717.6), in the words of the conditions' "If … would deal …, … instead"
shape (``shapes/conditions.py``), which reads the "if" part:

* "If NAME would deal damage to an opposing hero, she deals that much divided as you choose among any number of
  opposing heroes and/or allies instead." — each packet that fits is replaced by packets to the opposing characters
  its controller names, one point at a time (``divide_among``, 717.6);
* "If NAME would deal combat damage, he may deal that much divided as …": the same, each time as the card's
  controller chooses (``may``, 716.1);
* "If your hero would deal combat damage to a hero with NAME, it may deal that much divided as …" (a weapon): the
  packet dealt with this card (408.3d);
* "If your hero would deal or be dealt damage, that much +X is dealt instead, where X is the number of fury counters
  on NAME." (an ability, after its "Ongoing:"): two replacements, of the packets your hero deals and of those dealt
  to it, each made larger by the count of those counters on the card as the packet is replaced (717.3a, 716.1c,
  ``add: {counters: …}``); a packet your hero deals to itself is made larger by each once (716.1e);
* "Ongoing: If an ally in attached hero's party would be dealt damage, it is dealt that much +1 instead." (a comma
  lost by a data set read as there): each packet to an ally of the host's controller (``in_host_party``, 400.4) is
  made larger, as the conditions read it for the attached card itself.

Only the card that would deal the damage divides it ("it", "he", "she": the source of the "if"); the characters are
the opposing ones ("opposing heroes and/or allies"). Anything else is refused, never approximated.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

HEAD = r"(?P<head>(?:Ongoing ?: ?)?If [^,]+? would deal [^,]*?damage[^,]*?)"
DIVIDED = re.compile(rf"^{HEAD}, (?P<who>it|he|she) (?P<may>may deal|deals) that much divided as you choose among any "
                     r"number of opposing heroes and/or allies instead\.$")
WITH_THIS = " with NAME"  # 408.3d: the packet dealt with this card (a weapon's own)
AMONG = {"kind": "character", "controller": "opposing"}


BOTH_WAYS = re.compile(r"^If (?P<who>your hero|NAME) would deal or be dealt damage, that much \+X is dealt instead, where X "
                       r"is the number of (?P<name>[a-z]+) counters?(?: on NAME)?\.$")


HOST_PARTY = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?If an ally in attached hero's party would be dealt damage,? "
                        r"it(?: is|'s) dealt that much \+(?P<n>\d+) instead\.$")


def the_power(piece: Piece, sentence: str) -> dict[str, Any]:
    """The one replacement power the conditions read: the card's own (an ability's 'Ongoing:' one refused here)."""
    powers = piece.parts.get("powers") or []
    if len(powers) != 1 or "replacement" not in powers[0]:
        raise Unrecognised(f"a divided packet, after the shape '{piece.shape}': {sentence}")
    return powers[0]["replacement"]


def divided(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    head = m.group("head")
    with_this = head.endswith(WITH_THIS)
    if with_this:  # read as 'with a weapon', then narrowed to this card
        head = head[: -len(WITH_THIS)] + " with a weapon"
    inner = read(f"{head}, {m.group('who')} deals that much +1 instead.")
    power = the_power(inner, m.group(0))
    when = power["when"]
    if "source" not in when or power["instead"] != {"add": 1} or set(power) - {"when", "instead"}:
        raise Unrecognised(f"a divided packet, after the shape '{inner.shape}': {m.group(0)}")
    if with_this:
        if when.get("with") != {"kind": "weapon"}:
            raise Unrecognised(f"a packet dealt with this card: {m.group(0)}")
        when["with"] = {"this": True}
    power["instead"] = {"divide_among": dict(AMONG)}  # 717.6: one packet per character named
    if m.group("may") == "may deal":
        power["may"] = True  # 716.1: each time as the card's controller chooses
    return inner


def both_ways(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """Each way read as the conditions read it with '+1', then made '+X' (the count of the card's counters)."""
    who, powers, inner = m.group("who"), [], []
    for verb, said in (("deal", "it deals"), ("be dealt", "it's dealt")):
        piece = read(f"If {who} would {verb} damage, {said} that much +1 instead.")
        power = the_power(piece, m.group(0))
        if power["instead"] != {"add": 1} or set(power) - {"when", "instead"}:
            raise Unrecognised(f"a replacement both ways, after the shape '{piece.shape}': {m.group(0)}")
        power["instead"] = {"add": {"counters": m.group("name")}}  # on the card with the power (404.1a)
        powers.append({"replacement": power})
        inner = piece.parts.get("inner", [])
    return Piece(piece.shape, powers=powers, inner=inner)


def host_party(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """Read as the conditions read the attached ally's own packets, then widened to the allies in its party."""
    inner = read(f"{m.group('ongoing') or ''}If attached ally would be dealt damage, it's dealt that much +{m.group('n')} "
                 "instead.")
    powers = inner.parts.get("powers") or [inner.parts.get("ongoing_power")]
    power = (powers[0] or {}).get("replacement") if len(powers) == 1 else None
    if not power or power["when"] != {"event": "damage", "destination": {"host": True}} or set(power) != {"when", "instead"}:
        raise Unrecognised(f"damage to the host's party, after the shape '{inner.shape}': {m.group(0)}")
    power["when"]["destination"] = {"kind": "ally", "in_host_party": True}
    return inner


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(DIVIDED, lambda m: divided(m, read)), (BOTH_WAYS, lambda m: both_ways(m, read)),
            (HOST_PARTY, lambda m: host_party(m, read))]
