"""enc-enter11: an amount read from one card of yours that you pick as the link resolves — "… equal to the ATK of a Pet
you control" (Master Sniper Simon McKey), "… equal to the ATK of a [Fire] ally you control" (Flame Keeper Rizzli),
"…, where X is the cost of another [Fire] ally or equipment you control":

as "the ATK of one of your Melee weapons" is read (``shapes/effects.py``): the link's controller picks one card that
fits as the link resolves (709.2b) and its value then is the amount (709.2d); with none that fits, the amount is 0
(``{picked: atk | cost | health, of: SEL}``). "another" leaves the card with the power out. The one card is named as
a group of yours is ('each … you control'), or by a tag alone ('a Pet', 'a Totem'); anything else is refused.
"""
from __future__ import annotations

import re
from typing import Any

from shapes import effects
from shapes.base import Unrecognised
from shapes.grammar import selector

STATS = {"ATK": "atk", "cost": "cost", "health": "health"}
AMOUNT = re.compile(r"^the (?P<stat>ATK|cost|health) of (?P<which>an?|another) (?P<one>.+?) you control$")


def one_of_yours(m: re.Match) -> dict[str, Any]:
    """The group the picked card comes from: your cards of that description, the card itself left out for 'another'."""
    other = "other " if m.group("which") == "another" else ""
    try:
        aimed, spec = selector(f"each {other}{m.group('one')} you control")
    except Unrecognised:  # a tag alone ('a Pet'): read as after 'target', its 'fits' the group's own words
        aimed, spec = selector(f"target {m.group('one')} you control")
        fits = spec.pop("fits", {})
        if not aimed or set(fits) - {"tag", "trait"} or spec.get("count"):
            raise Unrecognised(f"an amount: {m.group(0)}")
        aimed, spec = False, {**spec, **fits, **({"other": True} if other else {})}
    if aimed or spec.get("controller") != "you":
        raise Unrecognised(f"an amount: {m.group(0)}")
    return {"picked": STATS[m.group("stat")], "of": spec}


effects.AMOUNT_WORDS.append((AMOUNT, lambda m: (lambda value: lambda slot: value)(one_of_yours(m))))
