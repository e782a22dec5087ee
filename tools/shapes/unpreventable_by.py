"""enc-deal7: damage a group or a card deals that can't be prevented (408.3c) — "Damage that Holy allies in your
party would deal is unpreventable", "Damage that this and other Murloc allies you control would deal is
unpreventable", "Damage that NAME and allies you control would deal is unpreventable", "Ongoing: Damage dealt by
friendly heroes can't be prevented", "Ongoing: Damage that heroes and allies you control would deal is unpreventable":
while the card is in play, a "can't be prevented" on every packet whose source fits, read as the packet is dealt
(the hand-written 'can't be prevented' powers' ``prohibition: {cannot: be-prevented, damage: {source: …}}``); an
ability's only after 'Ongoing:' (305.2a), the attached card's only there too. 'NAME and …', 'this and other …': the
card itself or any card of the group. 'While <condition>, damage …': only while the condition holds (714.3a). '…
is unpreventable this turn' of a group (a Stash power's): a link's "can't" for the turn, its group read as each packet
is dealt (714.3e). 'Ongoing: Attached ally has +2 / +2, and damage that it would deal is unpreventable': the host's
change and its packets. The subject is read by ``statics.subject``; anything it refuses, a target (a target's for the
turn is shapes/unpreventable_turn.py's), or the card itself for the turn, is refused."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions, statics
from shapes.base import Piece, Unrecognised

SHAPE = "a power: damage a group or a card deals can't be prevented"
ONGOING = "ongoing: damage a group or a card deals can't be prevented"
TURN = "a link's effect: damage a group deals this turn can't be prevented"
HOST_AND = re.compile(r"^Ongoing ?: ?(?P<host>Attached (?:ally|hero|character)) has (?P<what>[^,]+), and damage that it "
                      r"would deal is unpreventable\.$")
WHO = r"(?P<who>(?!NAME would)[^.]+?)"
WOULD = re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?Damage that {WHO} would deal(?P<turn> this turn)? is unpreventable"
                   r"(?P<turn2> this turn)?\.$")
DEALT_BY = re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?Damage dealt by {WHO} can't be prevented\.$")
WHILE = re.compile(r"^(?:(?P<label>Unity): )?While (?P<cond>[^,]+), damage (?:that would be dealt by (?P<by>[^.]+?)|that "
                   r"(?P<who>[^.]+?) would deal) is unpreventable\.$")
ITSELF_AND = re.compile(r"^(?:NAME and |this and (?P<other>other) )(?P<group>.+)$")


def dealers(words: str, ongoing: bool) -> dict[str, Any]:
    """The packets' sources a power names, not chosen: the card itself or a group with it, your hero, the
    attached card (after 'Ongoing:' only), a group (709.1) → a selector."""
    both = ITSELF_AND.match(words)
    if both:
        group = f"{'Other ' if both.group('other') else ''}{both.group('group')}"
        return {"any": [{"this": True}, dealers(group[0].upper() + group[1:], ongoing)]}
    what, slot, build = statics.subject(words[0].upper() + words[1:])
    if slot or (what == "the attached card" and not ongoing):
        raise Unrecognised(f"damage that can't be prevented, a target's or an attached card's without 'Ongoing:': {words}")
    return build(None)


def unpreventable(m: re.Match) -> Piece:
    """The power: a card's own, or an ability's while in play after 'Ongoing:'; with 'this turn', a link's."""
    if m.groupdict().get("turn") or m.groupdict().get("turn2"):
        return for_the_turn(m)
    ongoing = bool(m.group("ongoing"))
    source = dealers(m.group("who"), ongoing)
    power = {"prohibition": {"cannot": "be-prevented", "damage": {"event": "damage", "source": source}}}
    return Piece(ONGOING, ongoing_power=power) if ongoing else Piece(SHAPE, powers=[power])


def for_the_turn(m: re.Match) -> Piece:
    """'Stash: Damage that allies you control would deal is unpreventable this turn': as the link resolves, a
    "can't be prevented" lasting the turn (712.2, 103.2) on the packets of every card of the group, read as each is
    dealt, cards that join it later too (714.3e: the group is not fixed). A group or your hero only: a target's is
    shapes/unpreventable_turn.py's, the card itself's no pool test plays."""
    source = dealers(m.group("who"), False)
    if m.group("ongoing") or source.get("this") or source.get("host") or "any" in source:
        raise Unrecognised(f"damage that can't be prevented this turn, not a group's: {m.group(0)}")
    cant = {"create_prohibition": {"cannot": "be-prevented", "damage": {"event": "damage", "source": source}},
            "duration": "this-turn"}
    return Piece(TURN, effects=[lambda slot: {**cant, "create_prohibition": dict(cant["create_prohibition"])}])


def host_and(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'Ongoing: Attached ally has +2 / +2, and damage that it would deal is unpreventable': the host's change (read by
    the other shapes as 'Ongoing: Attached ally has +2 / +2.') and a "can't be prevented" on the host's packets, both
    powers of the ability in play (305.2a, 400.4)."""
    inner = read(f"Ongoing: {m.group('host')} has {m.group('what')}.")
    if set(inner.parts) - {"ongoing", "inner"} or "ongoing" not in inner.parts:
        raise Unrecognised(f"'…, and damage that it would deal is unpreventable' after the shape '{inner.shape}'")
    cant = {"prohibition": {"cannot": "be-prevented", "damage": {"event": "damage", "source": {"host": True}}}}
    return Piece(inner.shape, ongoing_powers=[{"continuous": inner.parts["ongoing"]}, cant])


def while_unpreventable(m: re.Match) -> Piece:
    """'Unity: While you control three or more Human allies, damage that would be dealt by heroes and allies you
    control is unpreventable': the card's own power, in force only while the condition holds for its controller
    (714.3a), read as each packet is dealt; a label only where it names the same condition."""
    if not conditions.labelled(m.group("label"), m.group("cond")):
        raise Unrecognised(f"a label that names another condition: {m.group(0)}")
    source = dealers(m.group("by") or m.group("who"), False)
    return Piece(SHAPE, powers=[{"prohibition": {"cannot": "be-prevented", "damage": {"event": "damage", "source": source},
                                                 "while": conditions.condition(m.group("cond"))}}])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(WOULD, unpreventable), (DEALT_BY, unpreventable), (WHILE, while_unpreventable),
            (HOST_AND, lambda m: host_and(m, read))]
ALLOWED = {kind: (SHAPE,) for kind in ("ally", "weapon", "armor", "item")}
ALLOWED["ability"] = (ONGOING,)
