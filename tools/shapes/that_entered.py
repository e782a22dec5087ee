"""'When an opposing ability, ally, or equipment enters play, destroy this ally. If you do, destroy that opposing
card.' (Mithran the Sniper): after a triggered power on an opposing card entering play whose effect reports whether
it was done (the card destroying itself), 'that opposing card' is the event's card, the one that entered play (703.1;
``{event: subject}``), destroyed only if the first destruction happened (709.2f). Read only right after such a
trigger's sentence (``joined`` marks it there; ``shapes.more.it_follows`` joins it to the power): anywhere else, or
after another trigger ('when an opposing ally is destroyed'), the sentence is not read."""
from __future__ import annotations

import re

from shapes.base import Piece

SHAPE = "triggered: if you do, destroy the card that entered play"
PRINTED = "If you do, destroy that opposing card."
MARKED = "If you do, destroy that opposing card, the one that entered play."  # only after ENTERS
ENTERS = re.compile(r"^When an opposing (?:[a-z]+, )*[a-z]+(?:,? or [a-z]+)? enters play, [^,]+\.$")
THAT_ENTERED = re.compile(rf"^{re.escape(MARKED)}$")


def joined(parts: list[str]) -> list[str]:
    """The sentences, the printed one marked where it follows a trigger on an opposing card entering play."""
    return [MARKED if s == PRINTED and i and ENTERS.match(parts[i - 1]) else s for i, s in enumerate(parts)]


def destroy_that_entered(m: re.Match) -> Piece:
    return Piece(SHAPE, if_you_do=True,
                 effects=[lambda slot: {"destroy": {"event": "subject"}}])


SHAPES = [(THAT_ENTERED, destroy_that_entered)]
