"""enc-reward5: "Reward: Draw a card for each different [Horde] race among heroes and allies you control." — not the
cards but the races among their traits (206.1) that are one of the faction's six (206.1b; the 7.4 glossary's twelve,
as Echo names them), each counted once as the link resolves (709.2d): the library's ``{total: horde-races}`` (or
``alliance-races``). For ``tools/encode_pool.py``; only for an effect's number 1 ('a card'), as the classes are.
A race of no faction (Dragonkin), or 'different race' with no faction icon, is refused: the rules name no list."""
from __future__ import annotations

import re
from typing import Callable

from shapes import conditions, counts, grammar
from shapes.base import Piece, Unrecognised

RACES = re.compile(r"^(?P<body>[^.]+?) for each different \[(?P<faction>Alliance|Horde)\] race among "
                   r"(?P<cards>[a-z][^.,]*)\.$")


def races(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    aimed, cards = grammar.selector(f"all {m.group('cards')}")
    if aimed:  # a group is counted, never a target
        raise Unrecognised(f"the cards a 'different race' counts: {m.group(0)}")
    return counts.among(conditions.for_each(m, read, cards), m.group(0), f"{m.group('faction').lower()}-races")


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The faction's races counted, ahead of the 'for each' shapes (which refuse the words)."""
    return [(RACES, lambda m: races(m, read))]
