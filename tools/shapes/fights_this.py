"""enc-enter7: a card's power on the cards in combat with it, for ``tools/encode_pool.py``:

* "Opposing allies have -2 ATK while in combat with NAME", "Attacking heroes have -2 ATK while in combat with NAME" —
  a continuous power of the card in play (704.1a) with an effect on each affected card only while it is in combat
  (602.3b) and the card itself is in combat too (714.3a: each must hold): a combat has one attacker and one defender,
  so the two are then in combat with each other (as ``statics.in_combat_with`` reads 'while in combat with your
  hero'). 'Attacking heroes': heroes while they are the attacker (602.1).
* "Allies have -2 ATK while defending against NAME" — an affected card while it is the defender (602.3) and the card
  itself the attacker (602.1).
Only a group that can't hold the card itself (the other side's cards, or heroes beside an ally), and only ATK and
health (``statics.combatant``)."""
from __future__ import annotations

import re
from typing import Any

from shapes import statics
from shapes.base import Piece, Unrecognised

FIGHTS_THIS = re.compile(r"^(?P<ongoing>)(?P<attacking>Attacking )?(?P<who>(?:Opposing )?(?:allies|heroes and allies|heroes)|"
                         r"Allies|Heroes and allies|Heroes) (?:has|have) (?P<what>[^.]+?) while "
                         r"(?P<role>in combat with|defending against) NAME\.$", re.I)
THIS_IN = {"in combat with": ({"in_combat": True}, {"this": True, "in_combat": True}),
           "defending against": ({"defending": True}, {"this": True, "attacking": True})}


def fights_this(m: re.Match) -> Piece:
    """The power (see above), on an ally only: a hero or an ally is in combat, the card with the power one of them."""
    who = m.group("who")[0].upper() + m.group("who")[1:]
    affects, stat = statics.combatant(Words(m, who))
    own, this = THIS_IN[m.group("role").lower()]
    own = {**own, **({"attacking": True} if m.group("attacking") else {})}
    if m.group("attacking") and (m.group("role").lower() != "in combat with" or affects.get("kind") != "hero"):
        raise Unrecognised(m.group(0))  # an attacking hero in combat with an ally of the other side only
    if affects.get("controller") not in (None, "any", "opposing") or affects.get("kind") not in ("ally", "hero", "character") \
            or set(affects) - {"kind", "controller"}:
        raise Unrecognised(m.group(0))
    return Piece(SHAPE, powers=[{"continuous": {"affects": affects, **stat, "while": own, "while_exists": [dict(this)]}}])


class Words:
    """The match read as ``statics.combatant`` reads one: its subject spelt with a capital, no 'Ongoing:'."""

    def __init__(self, m: re.Match, who: str):
        self.m, self.who = m, who
        self.re = m.re

    def group(self, name: int | str = 0) -> Any:
        return {"who": self.who, "ongoing": None}.get(name, None) if name in ("who", "ongoing") else self.m.group(name)


SHAPE = "a power of the card in play: on the cards in combat with it"
SHAPES = [(FIGHTS_THIS, fights_this)]
ALLOWED = {"ally": (SHAPE,)}
