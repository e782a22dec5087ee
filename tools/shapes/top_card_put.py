"""enc-enter11: the top card of a deck seen, then you may put it elsewhere — "Look at the top card of your deck. You may
put it on the bottom." (Girdle of the Blasted Reaches), "Look at the top card of target player's deck. You may put that
card into his graveyard." (Stormwind Investigator), each after its trigger:

the deck's top card is looked at by you only, or revealed to all players (415.3a); you may then put it on the bottom of
the deck it came from (415.3c), or into its owner's graveyard (415.5a), or — your own card — into your hand (not a draw,
415.9e): ``{look_at_top: 1, then: [{to: …, up_to: true}]}``, the player's deck ``{target_player: SLOT}`` for a target
player's (706.1). If you don't, it stays on top, where it was.

Refused: a place that names another player's zone than the deck's ('your graveyard' after his deck, 'his graveyard'
after yours), a hand for another player's card, and more than one card.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Unrecognised

SHAPE = "ability: the top card of a deck seen, and you may put it on the bottom, into a graveyard or into your hand"
TOP_PUT = re.compile(r"^(?P<verb>Reveal|Look at) the top card of (?P<whose>your|target player's|target opponent's) deck\. "
                     r"You may put (?:it|that card) (?P<to>on the bottom(?: of (?P<deck>your|his|that) deck)?"
                     r"|into (?P<grave>your|his|its owner's) graveyard|into your hand)\.$")


def top_put(m: re.Match) -> dict[str, Any]:
    """The deck's top card seen (415.3a), then, if you choose, put where the sentence says (415.3c, 415.5a, 415.9e)."""
    yours = m.group("whose") == "your"
    mine = {"your"} if yours else {"his", "that"}
    if m.group("deck") and m.group("deck") not in mine or m.group("grave") and m.group("grave") not in mine | {"its owner's"}:
        raise Unrecognised(f"another player's zone than the deck's: {m.group(0)}")
    to = "bottom" if m.group("to").startswith("on ") else "graveyard" if m.group("grave") else "hand"
    if to == "hand" and not yours:
        raise Unrecognised(f"another player's card into your hand: {m.group(0)}")
    seen = "reveal_top" if m.group("verb") == "Reveal" else "look_at_top"
    then = [{"to": to, "up_to": True}]
    if yours:
        return {"shape": SHAPE, "effects": [lambda slot: {seen: 1, "then": then}]}
    target = {"kind": "player", **({"controller": "opponent"} if m.group("whose") == "target opponent's" else {})}
    return {"shape": SHAPE, "target": target,
            "effects": [lambda slot: {seen: 1, "player": {"target_player": slot}, "then": then}]}


SHAPES = [(TOP_PUT, top_put)]
ALLOWED = {"ability": (SHAPE,)}
# a sentence after 'Look at (Reveal) the top card of … deck.' that says where the card goes: part of its effect
FOLLOWS = ("You may put it on the bottom", "You may put it into your hand", "You may put that card ")
