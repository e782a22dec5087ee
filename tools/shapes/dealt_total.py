"""enc-turn9: how much damage was dealt this turn, as a condition, for ``tools/encode_pool.py``:

* "At the end of your turn, if an opposing hero was dealt 5 or more damage this turn, you may draw a card." (Piercing
  Shots), "If an opposing hero was dealt 6 or more damage this turn: [ACT] >>> …" (Ko'gun): the packets of damage dealt
  this turn to one card that fitted as it was dealt (703.4), their amounts added up (408.2a): ``amounts: destination``.
* "… if attached hero was dealt 5 or more damage this turn, …" (Cobra Sting): read by shapes/at_turn.py (enc-start1).
* "If allies you controlled dealt 5 or more damage this turn, pay 4 to complete this quest." (Defiling the Defilers):
  the damage dealt by every card that fitted, added up (``amounts: all``).

Only these subjects; a damage type ('10 or more frost damage') and any other subject are refused here.
"""
from __future__ import annotations

import re
from typing import Any

from shapes import conditions, grammar
from shapes.base import Unrecognised

N = conditions.N_WORD
WAS_DEALT = re.compile(rf"^(?P<who>an? (?!card\b)[\w' -]+?) was dealt {N} or more damage this turn$")
DEALT_BY = re.compile(rf"^(?P<who>allies|heroes and allies) you controlled dealt {N} or more damage this turn$")


def one_card(words: str) -> dict[str, Any]:
    """'an opposing hero' (a group's words, 709.1): whom the packets were dealt to."""
    aimed, spec = grammar.selector("each " + re.sub(r"^an? ", "", words))
    if aimed or set(spec) - {"kind", "controller"}:
        raise Unrecognised(f"a condition: {words} was dealt damage")  # only a kind and its controller here
    return spec


def added_up(m: re.Match) -> dict[str, Any]:
    at_least = conditions.COUNT.get(m.group("n")) or int(m.group("n"))
    if m.re is DEALT_BY:
        who = {"allies": {"kind": "ally"}, "heroes and allies": {"kind": "character"}}[m.group("who")]
        return {"happened": {"event": "damage", "source": {**who, "controller": "you"}}, "amounts": "all",
                "at_least": at_least}
    return {"happened": {"event": "damage", "destination": one_card(m.group("who"))}, "amounts": "destination",
            "at_least": at_least}


CONDITIONS = [(WAS_DEALT, added_up), (DEALT_BY, added_up)]
