"""An amount read from the card a payment power's cost destroyed (enc-has3): "[Exhaust], Destroy another ally you
control -> This ally deals fire damage to target hero or ally equal to that destroyed ally's cost." (Commander
Molotov), "… Destroy an equipment you control -> … equal to that equipment's cost." (Fit of Rage), "… that Totem's
cost": the card destroyed to pay the cost, as it last was in play (707.1e, 707.3), its printed cost or its ATK or
health then: ``{destroyed_to_pay: cost}``.

'that <noun>' is read so only where the cost destroys one card (``destroy_one``) that the noun names: its kind
('ally', 'equipment') or its tag ('Totem'); the effect text is given the words 'the cost of the
card destroyed in payment' in its place (``named``), which effects.py's amount clause reads. Anywhere else the words are
left as printed (and no shape reads 'that equipment's cost' alone). Refused: 'that token's ATK' (Grismare: a token
destroyed to pay, which no pool test can put in play to pay with yet).
"""
from __future__ import annotations

import re
from typing import Any

from shapes import effects
from shapes.base import Unrecognised

THAT = re.compile(r"\bequal to that (?P<destroyed>destroyed )?(?P<noun>ally|equipment|weapon|armor|item|[A-Z]\w+)'s "
                  r"(?P<stat>cost|ATK|health)\b")
STAND_IN = "the {stat} of the card destroyed in payment"  # no " to ": the clause reads on to its target
DESCRIBED = r"(?:(?:opposing|friendly|exhausted|ready|damaged|undamaged|non-token|[A-Z][\w-]*) )*"  # a target's words
STATS = {"cost": "cost", "ATK": "atk", "health": "health"}


def names(noun: str, destroyed: dict[str, Any]) -> bool:
    """Whether the noun names the card the cost destroys: its kind or its tag."""
    if noun[0].isupper():
        return destroyed.get("tag") == noun and "kind" not in destroyed
    return destroyed.get("kind") == noun


def named(effect: str, cost: dict[str, Any]) -> str:
    """The effect text with 'that <noun>'s <stat>' the stand-in words where the cost destroys one card the noun
    names and no target of the effect is one ('that ally' would be either); left as printed where the cost destroys
    no such card (the target's 'that ally's cost', read by effects.py); 'that destroyed …' the cost doesn't
    destroy, or 'that <noun>' that could be the cost's card or a target, is refused."""
    m = THAT.search(effect)
    destroyed = cost.get("destroy_one")
    if not m or (destroyed is None or not names(m.group("noun"), destroyed)) and not m.group("destroyed"):
        return effect
    if destroyed is None or not names(m.group("noun"), destroyed) or \
            not m.group("destroyed") and re.search(rf"\btarget {DESCRIBED}{m.group('noun')}\b", effect):
        raise Unrecognised(f"an amount of a card the cost doesn't destroy, or of a target as well: {m.group(0)}")
    return effect[:m.start()] + "equal to " + STAND_IN.format(stat=m.group("stat")) + effect[m.end():]


AMOUNT = re.compile(r"^the (?P<stat>cost|ATK|health) of the card destroyed in payment$")
effects.AMOUNT_WORDS.append((AMOUNT, lambda m: lambda slot: {"destroyed_to_pay": STATS[m.group("stat")]}))
