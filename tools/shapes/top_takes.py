"""enc-reward4: the top cards of your deck looked at or revealed, one taken into your hand, and the rest somewhere
the older shapes (``shapes/rewards.py``, ``pool_shapes.from_the_top``) don't read, for ``tools/encode_pool.py`` (each
shape gives its name and parts; pool_shapes makes a ``Piece``):

* "Look at the top three cards of your deck. Put one into your hand and the rest into your graveyard." — the card
  you pick goes into your hand, then every card left of those seen into your graveyard (415.3a; ``take`` of all the
  rest, so none stays on top).
* "… Put one into your hand and the rest on top of your deck in any order." — the rest back on top in the order you
  choose (415.3c: ``rest: top``).
* "Reward: Reveal the top three cards of your deck. Put a revealed card with cost of 3 or more into your hand and
  the rest on the bottom of your deck." — the card taken must have a printed cost of 3 or more (403.5a); if none
  does, none is taken (415.3a); the rest on the bottom (415.3c).

Refused: fewer than three cards for 'the rest' (of two, the one left is 'the other'), and any other take.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import N, Unrecognised, number

SHAPE = "ability: look at or reveal the top cards, one into your hand and the rest where the sentence says"
REST = re.compile(rf"^(?P<verb>Reveal|Look at) the top {N} cards of your deck\. Put one into your hand and the rest "
                  r"(?P<rest>into your graveyard|on top of your deck in any order)\.$")
COSTED = re.compile(rf"^(?P<reward>Reward: )?Reveal the top {N} cards of your deck\. Put a revealed card with cost of "
                    r"(?P<cost>\d+) or (?P<bound>more|less) into your hand and the rest on the bottom of your deck\.$")


def rest_placed(m: re.Match) -> dict[str, Any]:
    """One card of your choice into your hand, the others into your graveyard or back on top in any order."""
    n = number(m.group("n"))
    if n < 3:  # of two cards the one left is 'the other', not 'the rest'
        raise Unrecognised(m.group(0))
    seen = "look_at_top" if m.group("verb") == "Look at" else "reveal_top"
    effect: dict[str, Any] = {seen: n, "then": [{"to": "hand"}]}
    if m.group("rest") == "into your graveyard":
        effect["then"].append({"take": n - 1, "to": "graveyard"})
    else:
        effect["rest"] = "top"
    return {"shape": SHAPE, "effects": [lambda slot: dict(effect)]}


def costed(m: re.Match) -> dict[str, Any]:
    """A revealed card whose printed cost is within the bound into your hand (403.5a), the rest on the bottom."""
    n = number(m.group("n"))
    if n < 2:
        raise Unrecognised(m.group(0))
    bound = "cost_at_least" if m.group("bound") == "more" else "cost_at_most"
    effect = {"reveal_top": n, "then": [{"to": "hand", "fits": {bound: int(m.group("cost"))}}], "rest": "bottom"}
    if m.group("reward"):
        return {"shape": "quest reward: look at or reveal the top cards", "reward": [effect]}
    return {"shape": SHAPE, "effects": [lambda slot: dict(effect)]}


SHAPES = [(REST, rest_placed), (COSTED, costed)]
ALLOWED = {"ability": (SHAPE,)}
