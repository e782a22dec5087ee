"""enc-enter7: a group said as a player's own cards, for ``tools/encode_pool.py``:

* "Each of your other equipment is Untargetable while you have five or more equipment" — 'each of your X' names the
  cards of that kind the player controls, one by one (709.1), as 'X you control' does; 'you have N or more
  equipment' counts the equipment in play the player controls (equipment are cards in play: 304, 401.1). Read as
  'Other equipment you control is Untargetable while you control five or more equipment'.
* "Ongoing: Your Totems have +3 health" — a Totem in play is an ally (305.3a), so the Totems a player controls are
  read as 'Totem allies you control' (the tag, 202.1); likewise 'your Pets' (an ally's tag, 202.2).
The sentence so rewritten is read by the other shapes, which refuse what they don't read."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece

EACH_OF_YOUR = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?Each of your (?P<other>other )?(?P<noun>equipment|armor|weapons|allies) "
                          r"(?P<rest>(?:is|has) .+)$")
YOUR_TAGGED = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?Your (?P<tag>Totem|Pet)s (?P<rest>have .+)$")
YOU_HAVE = re.compile(r"\bwhile you have (?=\w+ or more (?:equipment|armor|weapons|allies)\b)")


def each_of_your(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    rest = YOU_HAVE.sub("while you control ", m.group("rest"))
    noun = m.group("noun")
    group = f"{'Other ' if m.group('other') else ''}{noun if m.group('other') else noun.capitalize()} you control"
    return read(f"{m.group('ongoing') or ''}{group} {rest}")


def your_tagged(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    return read(f"{m.group('ongoing') or ''}{m.group('tag')} allies you control {m.group('rest')}")


def shapes(read: Callable[[str], Piece]) -> list:
    return [(EACH_OF_YOUR, lambda m: each_of_your(m, read)), (YOUR_TAGGED, lambda m: your_tagged(m, read))]
