"""enc-r2b: damage removed, not healed — "Remove 2 damage from your hero.", "Remove all damage from each ally.",
"Remove all but 10 damage from your hero.", and with damage put back for it, the removal followed by 'and put 1 damage on
NAME for each damage removed this way' (Shadow Silhouettes; Spiritual Awakening's turn-start removal of all but a
number, read inside the turn triggers the trigger shapes read):

the effect ``{remove_damage: N, from: SELECTOR}`` takes damage counters off each card picked as the link resolves
(709.2d), no heal packet made (407.2: only a modifier that heals makes one), as a switch removes damage without
healing it (405.7); a card with less damage loses all it has (405.1). 'all damage' is ``{its: damage}``, 'all but N
damage' ``{its: damage, plus: -N}`` (never below 0). 'and put 1 damage on NAME for each damage removed this way' is a
second effect of the same link, ``{put_damage: that-many, on: {this: true}}``: the damage the removal took off (405.6),
put, not dealt (405.3).

With a trigger before it and damage dealt for it: "When NAME defends against an ally, remove all damage from NAME, and
she deals that much fire damage to each attacking ally." (in the manner of Plagueborn Meatwall): read as the sentence with the
damage a stand-in number (the trigger shapes read that), then the removal put first and the damage's amount made
``that-many``, the damage removed (405.6, 709.2d), not the event's amount (which a 'defends' trigger has none of).

Refused: a target ('from target ally': a target is chosen as the link is added, 706, which this shape doesn't read), a
group of no heroes or allies in play, 'put N damage' for N other than 1, 'heal' in place of 'remove' (the heal shapes
read that), and anything after the clause.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import grammar
from shapes.base import Piece, Unrecognised

REMOVE = re.compile(r"^Remove (?P<how>all but (?P<but>\d+)|all|(?P<n>\d+)) damage from (?P<what>[^,.]+?)"
                    r"(?P<put> and put (?P<each>\d+) damage on NAME for each damage removed this way)?\.$")
SHAPE = "ability: remove damage from a hero or ally"
ALLOWED = {"ability": (SHAPE,)}


def whose(what: str) -> dict[str, Any]:
    """The cards the damage comes off: NAME (the card itself) or a group of heroes or allies in play, no target."""
    if what == "NAME":
        return {"this": True}
    targeted, spec = grammar.selector(what if what.startswith(("each ", "your ", "all ")) else f"each {what}")
    if targeted:
        raise Unrecognised(f"damage removed from a target (706), not read here: {what}")
    if spec.get("kind") not in ("ally", "hero", "character") or spec.get("zone", "play") != "play":
        raise Unrecognised(f"damage removed from no hero or ally in play: {what}")
    return spec


def remove(m: re.Match) -> Piece:
    if m.group("put") and m.group("each") != "1":
        raise Unrecognised(f"damage put back other than 1 for each removed: {m.group(0)}")
    how: Any = ({"its": "damage"} if m.group("how") == "all" else {"its": "damage", "plus": -int(m.group("but"))}
                if m.group("but") else int(m.group("n")))
    if how == 0 or how == {"its": "damage", "plus": 0}:
        raise Unrecognised(f"no damage removed: {m.group(0)}")
    spec = whose(m.group("what"))
    effects = [lambda slot: {"remove_damage": how, "from": dict(spec)}]
    note = ["damage removed, not healed (405.7, 407.2)"]
    if m.group("put"):
        effects.append(lambda slot: {"put_damage": "that-many", "on": {"this": True}})
        note.append("as much damage put on the card itself as was removed (405.3, 405.6)")
    return Piece(SHAPE, effects=effects, inner=note)


THEN_DEALS = re.compile(r"^(?P<when>When [^,]+), remove (?P<how>all|\d+) damage from (?P<what>[^,.]+), and "
                        r"(?P<who>he|she|it|NAME) deals that much (?P<rest>[^,.]+)\.$")
STAND_IN = 7  # a number the sentence has nowhere else: the amount later made that-many


def then_deals(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    if str(STAND_IN) in m.group(0):
        raise Unrecognised(f"the stand-in number in the sentence: {m.group(0)}")
    who = "NAME" if m.group("who") != "it" else "it"
    inner = read(f"{m.group('when')}, {who} deals {STAND_IN} {m.group('rest')}.")
    powers = inner.parts.get("powers", [])
    if len(powers) != 1 or set(powers[0]) != {"triggered"} or set(inner.parts) - {"powers", "inner"}:
        raise Unrecognised(f"damage removed before no one triggered power: {m.group(0)}")
    power = powers[0]["triggered"]
    deals = power["effects"]
    if len(deals) != 1 or deals[0].get("deal_damage") != STAND_IN:
        raise Unrecognised(f"'that much' after damage removed, about no one damage: {m.group(0)}")
    removal = remove(REMOVE.match(f"Remove {m.group('how')} damage from {m.group('what')}."))
    first = removal.parts["effects"][0](None)
    return Piece(inner.shape, powers=[{"triggered": {**power, "effects": [first, {**deals[0], "deal_damage": "that-many"}]}}],
                 inner=[*inner.parts.get("inner", []), *removal.parts["inner"], "that much: the damage removed (405.6)"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Any]]:
    return [(REMOVE, remove), (THEN_DEALS, lambda m: then_deals(m, read))]
