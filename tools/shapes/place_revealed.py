"""enc-enter12: revealed cards placed as additional resources — "Reveal the top card of your deck, then place it into
your resource row ready as an additional resource." (Eranikus), "Reveal the top card of your deck. You may place it
into your resource row exhausted as an additional resource." (Flourish, Furan Rookbane), "… if it's a quest or
location, place it …" (Abyssal Seahorse), "Reveal the top three cards of your deck. Place all revealed quests and
locations into your resource row exhausted as additional resources, and put the rest on the bottom of your deck."
(Valeera), each also after its trigger:

the top cards of your deck are revealed to all players (415.3a); then each one the sentence names is placed into your
resource row, ready or exhausted as it says, not as your one resource this turn (412.1), a quest or location face up if
you choose and any other card face down (412.1b): ``{reveal_top: N, then: [{to: resource-row, exhausted: …}]}``.

Refused: another player's deck, 'it' after more than one card (and 'them' after one), a count of cards above four.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Unrecognised

SHAPE = "ability: revealed cards placed into your resource row as additional resources"
COUNTS = {"card": 1, "two cards": 2, "three cards": 3, "four cards": 4}
TOP = r"^Reveal the top (?P<n>card|two cards|three cards|four cards) of your deck"
ROW = r"into your resource row (?P<state>exhausted|ready) as (?P<as>an additional resource|additional resources)"
THEN = re.compile(rf"{TOP}, then place (?P<it>it|them) {ROW}\.$")
MAY = re.compile(rf"{TOP}\. You may place (?P<it>it) {ROW}\.$")
IF_QUEST = re.compile(rf"{TOP}\. [Ii]f it's a quest or location, place (?P<it>it) {ROW}\.$")
ALL_QUESTS = re.compile(rf"{TOP}\. Place all revealed quests and locations {ROW}, and put the rest on the bottom of "
                        r"your deck\.$")
QUESTS = {"kinds": ["quest", "location"]}


def counted(m: re.Match) -> int:
    """How many cards are revealed; 'it' (an additional resource) only after one card, 'them' only after several."""
    n = COUNTS[m.group("n")]
    one = (m.groupdict().get("it") or ("it" if n == 1 else "them")) == "it"
    if one != (n == 1) or (m.group("as") == "an additional resource") != (n == 1):
        raise Unrecognised(f"one card and several: {m.group(0)}")
    return n


def placed(m: re.Match, take: dict[str, Any], rest: str = "stay") -> dict[str, Any]:
    n = counted(m)
    take = {"take": n, **take, "to": "resource-row", **({"exhausted": True} if m.group("state") == "exhausted" else {})}
    if take["take"] == 1:
        del take["take"]
    effect = {"reveal_top": n, "then": [take], **({"rest": rest} if rest != "stay" else {})}
    return {"shape": SHAPE, "effects": [lambda slot: effect]}


SHAPES = [(THEN, lambda m: placed(m, {})), (MAY, lambda m: placed(m, {"up_to": True})),
          (IF_QUEST, lambda m: placed(m, {"fits": dict(QUESTS)})),
          (ALL_QUESTS, lambda m: placed(m, {"fits": dict(QUESTS)}, "bottom"))]
ALLOWED = {"ability": (SHAPE,)}
# a sentence after 'Reveal the top … of your deck.' that places the cards: part of its effect
FOLLOWS = ("You may place it into your resource row", "Place all revealed quests and locations into your resource row")
