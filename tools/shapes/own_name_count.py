"""enc-turn11: an amount counted over the cards with the card's own name — "NAME deals 1 melee damage to target hero for
each NAME you and other friendly players control." (Forsaken Royal Dreadguard): the cards in play named as the card is
(201.2), whatever their type, that you control or, with 'you and other friendly players', that you or a teammate
controls (401.1; friendly players: you and your teammates), counted as the link resolves (709.2d):
``{count: {kind: card, named: NAME, controller: you | friendly}}``, NAME then written back as the card's name
(shapes/named.py). Read as any 'for each' around the sentence without it (``conditions.for_each``); only a packet's
amount, and only those two owners of the cards."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions
from shapes.base import Piece
from shapes.its_controller_has import packets_only

OWN_NAME_COUNT = re.compile(r"^(?P<body>[^.,]+? (?:deals|heals) [^.,]+?) for each NAME (?P<who>you control|you and "
                            r"other friendly players control)\.$")
WHOSE = {"you control": "you", "you and other friendly players control": "friendly"}


def own_name_count(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    count = {"kind": "card", "named": "NAME", "controller": WHOSE[m.group("who")]}
    return packets_only(conditions.for_each(m, read, count), m.group(0))


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Any]]]:
    return [(OWN_NAME_COUNT, lambda m: own_name_count(m, read))]
