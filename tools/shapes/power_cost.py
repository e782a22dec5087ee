"""enc-reward11: a two-sided hero's flip power made cheaper while the board fits: "You pay 5 less to flip NAME if an
opposing hero has 12 or more damage." (made up) — a continuous power of the hero while in play (305.2) changing the resource cost
of its payment power (701.1) as the power is used (707.1e; ``power_cost``, never below 0, 403.2), while cards in play
fit (714.3a: ``while_exists``, with ``while_at_least`` for 'at least two'). 'if' and 'while' read alike, as the cost
shapes read a card's own play cost (shapes/costs.py ``CONDITIONAL``): the condition is checked as the cost is worked out.

The condition: any that the cost shapes read (``costs.while_held``), and two more forms of cards in play:
'an opposing hero has N or more damage' (``damage_at_least``, 405.1) and 'you control at least two allies each with N
or more ATK' (``atk_at_least``, read on current ATK, as a cost change may: 205.1, 719.1).

'to flip NAME' names the hero's flip power: ``flip_only`` refuses the reading on a card whose side has any other payment
power than one that flips it. Refused: 'more', a count ('for each …'), 'this turn', and any other condition."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import N, Piece, Unrecognised, number
from shapes.costs import while_held

SHAPE = "hero: its flip power costs less while cards fit"
FLIP_COST = re.compile(r"^You pay [\[(]?(?P<n>\d+)[\])]? less to flip NAME (?:if|while) (?P<cond>[^.]+)\.$")
DAMAGED = re.compile(r"^an? (?P<who>opposing |friendly )?hero has (?P<n>\d+) or more damage(?: on it)?$")
STRONG = re.compile(rf"^you control at least {N} allies each with (?P<atk>\d+) or more ATK$")
WHO = {"opposing ": "opposing", "friendly ": "you", None: None}


def condition(words: str, sentence: str) -> dict[str, Any]:
    """The 'while' fields of the condition: cards in play that fit (and how many)."""
    m = DAMAGED.match(words)
    if m:
        fits: dict[str, Any] = {"kind": "hero", "damage_at_least": int(m.group("n"))}
        if WHO[m.group("who")]:
            fits["controller"] = WHO[m.group("who")]
        return {"while_exists": [fits]}
    m = STRONG.match(words)
    if m:
        many = number(m.group("n"))
        if many < 2:
            raise Unrecognised(sentence)  # 'at least one allies': not the card's words
        return {"while_exists": [{"kind": "ally", "controller": "you", "atk_at_least": int(m.group("atk"))}],
                "while_at_least": many}
    return while_held(words, sentence)


def flip_cost(m: re.Match) -> Piece:
    stat = {"affects": {"this": True}, "power_cost": -int(m.group("n")), **condition(m.group("cond"), m.group(0))}
    return Piece(SHAPE, powers=[{"continuous": stat}])


def flip_only(entry: dict[str, Any]) -> None:
    """'to flip NAME': the side's payment powers are one, and it flips the hero (301.2)."""
    if not any("power_cost" in (p.get("continuous") or {}) for p in entry.get("powers", [])):
        return
    payments = [p["payment"] for p in entry.get("powers", []) if "payment" in p]
    if len(payments) != 1 or payments[0].get("effects") != [{"flip": {"this": True}}]:
        raise Unrecognised("'you pay less to flip' on a side whose payment powers are not one that flips it")


SHAPES = [(FLIP_COST, flip_cost)]
ALLOWED = {"hero": (SHAPE,)}
