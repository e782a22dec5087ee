"""enc-enter8: 'Your maximum hand size is increased by one.' (Arcane Intuition), 'Ongoing: Your maximum hand size is
increased by two.': a continuous power of the card while in play (704.1a; on an ability, after 'Ongoing:', 305.2a)
that raises (or lowers) its controller's maximum hand size (415.4b), read in the wrap-up step (503.2a): ``max_hand_size: N`` on
the controller's hero (the field a hand-written attachment's power uses for its host's controller).

Only 'your' and 'increased by' a number: another player's ('each friendly player's', 'each opponent's'), a count
('by one for each ally') and 'you have no maximum hand size' are refused (the field is one fixed number for the
controller of each hero it affects).
"""
from __future__ import annotations

import re

from shapes.base import N, Piece, number

HAND_SIZE = re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?Your maximum hand size is (?P<way>increased|reduced) by {N}\.$")


def hand_size(m: re.Match) -> Piece:
    """The controller's hero, whose controller's limit changes by N (415.4b): raised, or lowered ('reduced')."""
    n = number(m.group("n")) * (1 if m.group("way") == "increased" else -1)
    stat = {"affects": {"kind": "hero", "controller": "you"}, "max_hand_size": n}
    if m.group("ongoing"):
        return Piece("ongoing: a group has", ongoing=stat)
    return Piece("in play: a group has", powers=[{"continuous": stat}])


SHAPES = [(HAND_SIZE, hand_size)]
