"""enc-deal7: two more ways a card's power prevents all damage (717.2), each read into the prevention replacement
``conditions.prevent_all`` writes:

- "Ongoing: Prevent all damage that would be dealt to and dealt by attached character." (Blessing of Protection): two
  preventions on the host (400.4), one of the damage dealt to it, one of the damage it deals, read as the sentences
  'Prevent all damage that would be dealt to attached character.' and '… that attached character would deal.' are.
- "Prevent all combat damage that would be dealt to your hero while protecting." (Undaunted Defense): 'while
  protecting' is your hero's, the character the damage would be dealt to: only while your hero protects in the
  current combat (602.2; a condition ``CONDITIONS`` adds, 'your hero is protecting').
Any other sentence of these heads is left to the other shapes, or refused ('Prevent the first 1 damage … each turn'
is tools/shapes/prevent_first.py's)."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions
from shapes.base import Piece, Unrecognised

BOTH_HOST = re.compile(r"^Ongoing ?: ?Prevent all damage that would be dealt to and dealt by (?P<host>attached "
                       r"(?:ally|hero|character))\.$")
PROTECTING = re.compile(r"^Prevent all (?P<q>combat )?damage that would be dealt to your hero while protecting\.$")


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


def attachment_prevented(entry: dict[str, Any]) -> None:
    """An attachment whose triggered power on damage it prevented acts on that damage's source (Blessing of Sanctuary:
    '… is prevented this way, destroy that ally'): refused, as no pool test plays it yet."""
    for power in entry.get("powers", []) if entry.get("attach") else []:
        when = (power.get("triggered") or {}).get("when", {})
        if when.get("event") == "prevented" and "'event': 'source'" in str(power["triggered"].get("effects")):
            raise Unrecognised("an attachment's trigger on the source of damage it prevented: no pool test plays it yet")


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Any]]]:
    return [(BOTH_HOST, lambda m: both_ways(m, read)), (PROTECTING, lambda m: protecting(m, read))]
