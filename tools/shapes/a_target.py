"""enc-reward8: "Put a target [Shadow], [Holy] or [Nature] ally or weapon on top of its owner's deck." (Impede, in
every data set): 'a target' said for 'target' before a card put on its owner's deck, read as 'Put target …' is (706.1:
one target, chosen as the card is played). Only that move: an article before 'target' elsewhere is not read."""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece

A_TARGET = re.compile(r"^Put a target (?P<rest>[^.]+? on (?:top|the bottom) of its owner's deck\.)$")


def a_target(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    return read(f"Put target {m.group('rest')}")


def shapes(read: Callable[[str], Piece]) -> list:
    return [(A_TARGET, lambda m: a_target(m, read))]
