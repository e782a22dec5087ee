"""enc-deal7: damage a group or a card deals that can't be prevented (408.3c) — "Damage that Holy allies in your
party would deal is unpreventable", "Damage that this and other Murloc allies you control would deal is
unpreventable", "Damage that NAME and allies you control would deal is unpreventable", "Ongoing: Damage dealt by
friendly heroes can't be prevented", "Ongoing: Damage that heroes and allies you control would deal is unpreventable":
while the card is in play, a "can't be prevented" on every packet whose source fits, read as the packet is dealt
(the hand-written 'can't be prevented' powers' ``prohibition: {cannot: be-prevented, damage: {source: …}}``); an
ability's only after 'Ongoing:' (305.2a), the attached card's only there too. 'NAME and …', 'this and other …': the
card itself or any card of the group. 'While <condition>, damage …': only while the condition holds (714.3a). The
subject is read by ``statics.subject``; anything it refuses, a target, or 'this turn' (a link's, left to
shapes/unpreventable_turn.py), is refused."""
from __future__ import annotations

import re
from typing import Any

from shapes import conditions, statics
from shapes.base import Piece, Unrecognised

SHAPE = "a power: damage a group or a card deals can't be prevented"
ONGOING = "ongoing: damage a group or a card deals can't be prevented"
WHO = r"(?P<who>(?!NAME would)[^.]+?)"
WOULD = re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?Damage that {WHO} would deal(?P<turn> this turn)? is unpreventable\.$")
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
    """The power: a card's own, or an ability's while in play after 'Ongoing:'."""
    if m.groupdict().get("turn"):  # a group's or a target's for the turn: a link's, whose cards no pool test fixes
        raise Unrecognised(f"damage that can't be prevented this turn: {m.group(0)}")
    ongoing = bool(m.group("ongoing"))
    source = dealers(m.group("who"), ongoing)
    power = {"prohibition": {"cannot": "be-prevented", "damage": {"event": "damage", "source": source}}}
    return Piece(ONGOING, ongoing_power=power) if ongoing else Piece(SHAPE, powers=[power])


def while_unpreventable(m: re.Match) -> Piece:
    """'Unity: While you control three or more Human allies, damage that would be dealt by heroes and allies you
    control is unpreventable': the card's own power, in force only while the condition holds for its controller
    (714.3a), read as each packet is dealt; a label only where it names the same condition."""
    if not conditions.labelled(m.group("label"), m.group("cond")):
        raise Unrecognised(f"a label that names another condition: {m.group(0)}")
    source = dealers(m.group("by") or m.group("who"), False)
    return Piece(SHAPE, powers=[{"prohibition": {"cannot": "be-prevented", "damage": {"event": "damage", "source": source},
                                                 "while": conditions.condition(m.group("cond"))}}])


SHAPES = [(WOULD, unpreventable), (DEALT_BY, unpreventable), (WHILE, while_unpreventable)]
ALLOWED = {kind: (SHAPE,) for kind in ("ally", "weapon", "armor", "item")}
ALLOWED["ability"] = (ONGOING,)
