"""enc-deal7: three more ways a card's power prevents damage (717.2), each read into the prevention replacement
``conditions.prevent_all`` writes:

- "Prevent the first 1 damage that would be dealt to NAME each turn." (a hero's other side, Valerie Worfield): of the
  damage dealt to the card each turn, the first N is prevented (717.5: ``prevent_first``, as the hand-written Generic
  Stalwart Guardian is encoded); the card itself or your hero only.
- "Ongoing: Prevent all damage that would be dealt to and dealt by attached character." (Blessing of Protection): two
  preventions on the host (400.4), one of the damage dealt to it, one of the damage it deals, read as the sentences
  'Prevent all damage that would be dealt to attached character.' and '… that attached character would deal.' are.
- "Prevent all combat damage that would be dealt to your hero while protecting." (Undaunted Defense): 'while
  protecting' is your hero's, the character the damage would be dealt to: only while your hero protects in the
  current combat (602.2; a condition ``CONDITIONS`` adds, 'your hero is protecting').
Any other sentence of these heads is left to the other shapes, or refused."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions
from shapes.base import N, NUMBERS, Piece, Unrecognised

FIRST = re.compile(rf"^Prevent the first {N} damage that would be dealt to (?P<to>NAME|your hero|this ally) each turn\.$")
BOTH_HOST = re.compile(r"^Ongoing ?: ?Prevent all damage that would be dealt to and dealt by (?P<host>attached "
                       r"(?:ally|hero|character))\.$")
PROTECTING = re.compile(r"^Prevent all (?P<q>combat )?damage that would be dealt to your hero while protecting\.$")
WHOSE = {"NAME": {"this": True}, "this ally": {"this": True}, "your hero": {"kind": "hero", "controller": "you"}}


def first_each_turn(m: re.Match) -> Piece:
    """The first N damage to the card each turn (717.5), a card's own replacement power."""
    n = NUMBERS.get(m.group("n"), None) or int(m.group("n"))
    power = {"when": {"event": "damage", "destination": dict(WHOSE[m.group("to")])}, "instead": {"prevent_first": n}}
    return conditions.replacing(power, False, "replacement: prevent the first N damage each turn")


def both_ways(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The host's damage both ways: the two sentences read apart, their two replacements one piece's."""
    to = read(f"Ongoing: Prevent all damage that would be dealt to {m.group('host')}.")
    by = read(f"Ongoing: Prevent all damage that {m.group('host')} would deal.")
    if {to.shape, by.shape} != {conditions.REPLACES_ON_HOST}:
        raise Unrecognised(f"a prevention both ways not on the attached card: {m.group(0)}")
    return Piece(conditions.REPLACES_ON_HOST, ongoing_powers=[to.parts["ongoing_power"], by.parts["ongoing_power"]],
                 inner=["replacement: prevent all damage", "replacement: prevent all damage"])


def protecting(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'while protecting' said of your hero, the character the damage would be dealt to."""
    return read(f"Prevent all {m.group('q') or ''}damage that would be dealt to your hero while your hero is protecting.")


PROTECTING_HERO = {"exists": {"kind": "hero", "controller": "you", "protecting": True}}  # 602.2
CONDITIONS = [(re.compile(r"^your hero is protecting$"), lambda m: dict(PROTECTING_HERO))]


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Any]]]:
    return [(FIRST, first_each_turn), (BOTH_HOST, lambda m: both_ways(m, read)), (PROTECTING, lambda m: protecting(m, read))]
