"""enc-while1: "This ally has Assault 2 and Long-Range while attacking Mages." (Conqueror Tristos) — a continuous power
of the ally in play (704.1a) that has an effect only while it is the attacker (602.1) and the defender is a hero or ally
with that trait (602.3, 206.1a; a plural trait, ``statics.plural_trait``): two 'while' conditions (714.3a), as
``statics.while_attacking`` reads 'while attacking an exhausted hero or ally'. Assault N is +N ATK (an attack is made on
its controller's own turn, 601.1, so Assault's turn limit adds nothing here) and the keyword, beside the others.
Only the card itself; anything but Assault N and set keywords is refused.
"""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised, stat_change
from shapes.statics import IN_COMBAT, SELF, changes, plural_trait

ATTACKING_TRAIT = re.compile(rf"^(?P<who>{'|'.join(SELF)}) has (?P<what>[^.]+?) while attacking (?P<trait>[A-Z][\w ]+s)\.$")


def attacking_trait(m: re.Match) -> Piece:
    trait = plural_trait(m.group("trait"))
    if trait is None:
        raise Unrecognised(f"a defender: {m.group(0)}")
    assault = re.fullmatch(r"(?P<assault>Assault \d+)(?:,? and |, )(?P<rest>.+)", m.group("what"))
    stat = changes(m.group("what") if not assault else assault.group("rest"))
    if set(stat) != {"gain_keywords"} and assault or set(stat) - {"atk", "health", "gain_keywords"}:
        raise Unrecognised(m.group(0))
    if assault:
        extra = stat_change(assault.group("assault"))
        stat = {"atk": extra["atk"], "gain_keywords": extra["gain_keywords"] + stat["gain_keywords"]}
    defender = {"kind": "character", "trait": trait, "defending": True}
    return Piece(IN_COMBAT, powers=[{"continuous": {"affects": {"this": True}, **stat, "while": {"attacking": True},
                                                    "while_exists": [defender]}}])


SHAPES = [(ATTACKING_TRAIT, attacking_trait)]
