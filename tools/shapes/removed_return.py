"""enc-enter10: the cards a card removed from the game, put back into play by their owners — the effect of its power
"When NAME leaves play, …" after another of its powers removed them (Visage of the Destroyer, Myro Lumastis, Sampron the
Banisher):

* "Put that removed ally into play under its owner's control."
* "The owner of that removed ally puts that ally into play."
* "The owner of each card removed this way puts that card into play."

Each is the cards in the removed-from-game zone that an effect of this card put there (``moved_by_this``, 415.7a),
put into play under their owners' control (710, ``put_into_play`` with ``under: owner``). 'That removed ally' names
no target of its own sentence: it is the ally the card's other power removed, whichever power that was, so only an
ally is read. Into a party ('puts that card into his party') or into another zone is left to other shapes."""
from __future__ import annotations

import re

from shapes.base import Piece

SHAPE = "ability: the cards this card removed from the game put back into play"
RETURNS = [
    re.compile(r"^Put that removed (?P<kind>ally) into play under its owner's control\.$"),
    re.compile(r"^The owner of that removed (?P<kind>ally) puts that ally into play\.$"),
    re.compile(r"^The owner of each card removed this way puts that card into play\.$"),
]


def returned(m: re.Match) -> Piece:
    kind = m.groupdict().get("kind")
    removed = {**({"kind": kind} if kind else {}), "zone": "removed", "moved_by_this": True}
    return Piece(SHAPE, effects=[lambda slot: {"put_into_play": dict(removed), "under": "owner"}])


SHAPES = [(pattern, returned) for pattern in RETURNS]
