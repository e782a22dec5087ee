"""enc-if8: a card put into your resource row face down (412.1b) by an effect of yours:

* "Then, you may put this ability into your resource row face down and exhausted." (Starburst), "Put NAME into your
  resource row face down and ready." (Vigor): the ability itself, on the chain as its link resolves, becomes a blank
  face-down resource of its owner's (415.9a), exhausted or left ready (411.1), so it doesn't go to the graveyard as the
  link finishes (``{this: true, zone: chain}``: the card whose link is resolving, as 'remove this card from the game'
  names it); read as ``moves.into_row`` reads 'Put this card into your resource row face down and exhausted'.
* "Put a card from your hand into your resource row face down and exhausted." (Nightbloom): you pick a card of your
  hand as the link resolves (709.2b), then it goes there, exhausted, as ``their_pick.from_hand`` reads it of a target
  player's hand.
"""
from __future__ import annotations

import re

from shapes.base import Piece
from shapes.moves import ROW

OWN_ROW = re.compile(r"^Put (?:this ability|NAME) into your resource row face down and (?P<state>exhausted|ready)\.$")


def own_row(m: re.Match) -> Piece:
    exhausted = m.group("state") == "exhausted"
    return Piece(ROW, effects=[lambda slot: {"put_into_resource_row": {"this": True, "zone": "chain"},
                                             **({"exhausted": True} if exhausted else {})}])


# 'Put a card from your hand into your resource row face down and exhausted.' (Nightbloom): you pick a card of your
# hand as the link resolves (709.2b), put into your resource row face down (412.1b), then exhausted (411.1), as
# ``their_pick.from_hand`` reads it of a target player's hand
FROM_YOUR_HAND = re.compile(r"^Put a card from your hand into your resource row face down and exhausted\.$")
PICKED = "picked"


def from_your_hand(m: re.Match) -> Piece:
    return Piece(ROW, effects=[lambda slot: {"choose_card": {"zone": "hand", "owner": "you"}, "as": PICKED},
                               lambda slot: {"put_into_resource_row": {"chosen": PICKED, "zone": "hand"}, "exhausted": True}])


SHAPES = [(OWN_ROW, own_row), (FROM_YOUR_HAND, from_your_hand)]
