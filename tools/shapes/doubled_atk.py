"""enc-enter11: a card's ATK doubled for the turn — "Double the ATK of target ally this turn." (Korah Icefang, after its
trigger), "Double NAME's ATK this turn." (Ripper), "Double target weapon's ATK this turn." (Bloodstained Ravager
Gauntlets), "This turn, double the ATK of target ally, and it has Smash." (Wrath of the Ages).

The rulebook has no rule for doubling a stat. We read it as the modifier 'this turn' that gives the one card +X ATK
where X is its own ATK, read as the link resolves and locked in (709.2d, 714.3: as "NAME has +X ATK this turn, where X
is its ATK" is read, ``shapes.x_this_turn``): ``atk: {total: atk, of: <the card>}``; a later change to its ATK is not
doubled again. The sentence is read by the modifiers 'this turn' with a stand-in number, then the stand-in made the
card's ATK. Only one card, the card itself or a target: a group's doubling would be each card's own ATK, which a total
of the group is not, and is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.x_this_turn import STAND_IN

ONE = r"NAME|target [^,.']+?"  # the card itself, or one target ('target weapon', 'target ally you control')
DOUBLE = re.compile(rf"^(?:Double (?:the ATK of (?P<of>{ONE})|(?P<owned>{ONE})'s ATK) this turn"
                    rf"|This turn, double the ATK of (?P<lead>{ONE})(?:, and it has (?P<also>[A-Z][a-z]+(?: \d+)?))?)\.$")


def doubled(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    who = m.group("of") or m.group("owned") or m.group("lead")
    also = f" and {m.group('also')}" if m.group("also") else ""
    inner = read(f"{who[0].upper()}{who[1:]} has +{STAND_IN} ATK{also} this turn.")
    makes = inner.parts.get("effects", [])
    if set(inner.parts) - {"effects", "target", "inner"} or len(makes) != 1:
        raise Unrecognised(f"'double' around the shape '{inner.shape}': {m.group(0)}")

    def made(slot: Any) -> dict[str, Any]:
        effect = makes[0](slot)
        stat = dict(effect.get("create_continuous") or {})
        affects = stat.get("affects")
        if stat.get("atk") != STAND_IN or set(stat) - {"affects", "atk", "gain_keywords"} \
                or not (affects == {"this": True} or set(affects or {}) == {"target"}):
            raise Unrecognised(f"'double' of other than one card's ATK: {m.group(0)}")
        return {**effect, "create_continuous": {**stat, "atk": {"total": "atk", "of": dict(affects)}}}
    made("first")  # a refusal as the card is read, not as it is assembled
    return Piece(inner.shape, **{**inner.parts, "effects": [made],
                                 "inner": [*inner.parts.get("inner", []), "amount: its ATK doubled (its own ATK more)"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(DOUBLE, lambda m: doubled(m, read))]
