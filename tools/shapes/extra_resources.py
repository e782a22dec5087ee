"""enc-enter12: 'You can place an additional resource on each of your turns.' (Archdruid Malfurion Stormrage, Emerald
Lifewarden), 'Ongoing: Each player may place an additional resource during his turn.' (Natural Genesis): a continuous
power of the card while in play (704.1a; on an ability, after 'Ongoing:', 305.2a) by which the controller of each hero
it affects may place one more resource each turn than the one of 412.1, its text winning over the rule (103.1):
``extra_resources: N`` on your hero, or on every hero for 'each player'.

Refused: 'if you've placed a quest that turn' and other conditions, another player alone ('each opponent'), and a
count other than 'an additional resource' or 'N additional resources'.
"""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised, number

EXTRA = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?(?:(?P<you>You can)|(?P<each>Each player may)) place "
                   r"(?:an additional resource|(?P<n>two|three) additional resources) "
                   r"(?:on each of your turns|(?P<his>during his turn)|each turn)\.$")


def extra(m: re.Match) -> Piece:
    """Your hero's controller ('You can … on each of your turns') or every player's ('Each player may … during his
    turn'), one (or N) more resources to place each turn (412.1)."""
    if m.group("his") and not m.group("each") or m.group("each") and "your turns" in m.group(0):
        raise Unrecognised(f"whose turn doesn't fit who places: {m.group(0)}")
    affects = {"kind": "hero", "controller": "you"} if m.group("you") else {"kind": "hero"}
    stat = {"affects": affects, "extra_resources": number(m.group("n")) if m.group("n") else 1}
    if m.group("ongoing"):
        return Piece("ongoing: a group has", ongoing=stat)
    return Piece("in play: a group has", powers=[{"continuous": stat}])


SHAPES = [(EXTRA, extra)]
