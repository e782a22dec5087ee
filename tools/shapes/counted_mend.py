"""enc-while1: Mend counted — "This ally has Mend 1 for each other ally you control", "Your hero has Mend 1 for each
face-up resource you control", "This ally has Assault 1 and Mend 1 for each equipment you control", "This ally has
Mend X, where X is the combined [DEF] of Cloth armor you control".

Mend N is a set keyword: at the start of its controller's turn the card may heal N damage from a hero or ally it
targets (the editor's note at 407; ``adjudicator.cards.keywords``). Counted, no number is printed for it, so no
keyword is given (as a counted Assault gives none, ``statics.counted_stat``): the affected card gains that power
itself (a continuous power's ``gain_powers``, 704.1a), its heal the count or the X, read as the heal's link resolves
(709.2d). The count is read from the point of view of the card that has the power (in a power gained, ``this`` and
``you`` are that card and its controller), so only the card itself and your hero are read: an attachment's host may
be an opponent's, whose "you" would be another player. Counters and totals in a count are refused (counters "on
this" would be on the card that has the power, not the one that gives it); an X is read by ``statics.x_is``.
"""
from __future__ import annotations

import copy
import re
from typing import Any

from adjudicator.cards.keywords import meaning
from shapes.base import Unrecognised, nested_dicts

COUNTED = re.compile(r"(?:(?P<assault>Assault \d+) and )?Mend (?P<n>\d+)")
# the cards whose own point of view a gained power's count is read from: the card itself, your hero
OWN_VIEW = ({"this": True}, {"kind": "hero", "controller": "you"})


def mend(amount: Any) -> dict[str, Any]:
    """Mend's power (the keyword's own, unmarked: no keyword is given), healing ``amount``."""
    power = copy.deepcopy(meaning("Mend 1")["powers"][0])
    power.pop("keyword")
    heal = next(e for e in power["triggered"]["effects"][0]["may"] if "heal" in e)
    heal["heal"] = amount
    return power


def counted(what: str, count: dict[str, Any], assault: Any) -> list[dict[str, Any]] | None:
    """'Mend N' or 'Assault N and Mend N' counted: the changes (Assault's by ``assault``, the counted stat of
    statics), Mend as a power gained; None for other words."""
    m = COUNTED.fullmatch(what)
    if not m:
        return None
    if set(count) & {"counters", "total"}:
        raise Unrecognised(f"Mend counted by counters or a total: {what}")
    n = int(m.group("n"))
    gained = {"gain_powers": [mend({"count": dict(count), **({"times": n} if n != 1 else {})})]}
    return [*([assault(m.group("assault"), count)] if m.group("assault") else []), gained]


def placed(stats: list[dict[str, Any]], affects: dict[str, Any], sentence: str) -> None:
    """Refuses a gained Mend on any card but the card itself or your hero (see above)."""
    gained = [s for s in stats if "gain_powers" in s]
    if gained and affects not in OWN_VIEW:
        raise Unrecognised(f"Mend counted on a card whose 'you' may be another player: {sentence}")
    heals = [d["heal"] for s in gained for d in nested_dicts(s) if "heal" in d]
    if affects != {"this": True} and "this" in {k for h in heals for d in nested_dicts(h) for k in d}:
        raise Unrecognised(f"Mend's amount names the card with the power, which a power gained can't: {sentence}")


def x_mend(what: str, amount: dict[str, Any]) -> dict[str, Any] | None:
    """'Mend X': the power gained, healing the X; None for other words."""
    return {"gain_powers": [mend(dict(amount))]} if what == "Mend X" else None
