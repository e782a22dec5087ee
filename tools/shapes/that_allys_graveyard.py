"""enc-harness1: "Your hero deals 1 shadow damage to target ally for each card in that ally's controller's graveyard."
(Hand of Dread): the amount counts the cards in the graveyard of the player who controls the card the packet is for,
read as the link resolves (405.4, 709.2d) — a graveyard holds the cards its player owns (401.2), the selector's
``recipient_player`` with ``zone: graveyard``. Only a packet's amount after a target named again as 'that <kind>'."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions
from shapes.base import Piece
from shapes.its_controller_has import packets_only

THAT_ONES = re.compile(r"^(?P<body>[^.,]+? deals [^.,]+? to target (?P<kind>ally|hero)) for each (?P<what>card|ally) in "
                       r"that (?P=kind)'s controller's graveyard\.$")  # enc-turn11: 'each ally in …' (Zalabar)
IN_GRAVEYARD = {"kind": "card", "zone": "graveyard", "recipient_player": True}


def in_that_graveyard(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    return packets_only(conditions.for_each(m, read, {**IN_GRAVEYARD, "kind": m.group("what")}), m.group(0))


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Any]]]:
    return [(THAT_ONES, lambda m: in_that_graveyard(m, read))]
