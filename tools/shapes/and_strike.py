"""enc-reward11: an ATK change and a strike cost change on the same weapons, joined by 'and', this turn: "Ranged weapons
you control have +1 ATK, and you pay 3 less to strike with them this turn." (made up), "target weapon you control has +1 ATK and
you pay 1 less to strike with it this turn." — one sentence, two modifiers made by the link as it resolves (712.1),
both lasting this turn (503.2a: 'this turn' ends the sentence and says how long both last): the first clause read as
its own sentence with 'this turn' (a group's or a target's ATK), the second a change to the strike cost (303.2,
707.1e) of the very cards the first names — the same selector ('them'), or the same target ('it', 706) — so nothing
is read twice.

Refused: a first clause that reads to anything but one modifier this turn, of weapons (a strike cost is a weapon's),
'it' with no target or 'them' after one, 'more', and any other duration."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

AND_STRIKE = re.compile(r"^(?P<first>[^,:]+? ha(?:s|ve) [+-]\d+ ATK),? and you pay [\[(]?(?P<n>\d+)[\])]? less to strike with "
                        r"(?P<which>it|them) this turn\.$")


def and_strike(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    first = m.group("first")
    inner = read(first[0].upper() + first[1:] + " this turn.")
    makes = inner.parts.get("effects") or []
    target = inner.parts.get("target")
    extra = set(inner.parts) - {"effects", "target", "inner"}
    if len(makes) != 1 or extra or (target is None) != (m.group("which") == "them"):
        raise Unrecognised(f"an ATK change and a strike cost joined, read other than one modifier of the same cards: "
                           f"{m.group(0)}")
    if target is not None and target.get("kind") != "weapon":
        raise Unrecognised(f"a strike cost of a target that is not a weapon: {m.group(0)}")
    made = makes[0]("probe")
    stat = made.get("create_continuous") or {}
    if made.get("duration") != "this-turn" or set(made) - {"create_continuous", "duration"} or "atk" not in stat:
        raise Unrecognised(f"an ATK change and a strike cost joined, the first not an ATK change this turn: {m.group(0)}")
    affects = stat["affects"]
    if target is None and affects.get("kind") != "weapon":
        raise Unrecognised(f"a strike cost of cards that are not weapons: {m.group(0)}")
    n = -int(m.group("n"))

    def cheaper(slot: Any, first_maker=makes[0]) -> dict[str, Any]:
        same = first_maker(slot)["create_continuous"]["affects"]  # the cards the first clause names (its target)
        return {"create_continuous": {"affects": dict(same), "strike_cost": n}, "duration": "this-turn"}

    return Piece(inner.shape, **{**inner.parts, "effects": [makes[0], cheaper],
                                 "inner": [*inner.parts.get("inner", []), SHAPE]})


SHAPE = "and: a strike cost change of the same weapons this turn"


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(AND_STRIKE, lambda m: and_strike(m, read))]
