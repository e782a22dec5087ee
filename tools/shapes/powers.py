"""The sentence shapes of heroes', items' and locations' powers (and of any card that says them):
the card itself as a damage or heal source, modifiers on a group or a target "this turn", readying,
an equipment's "your hero has", and a named counter put on the card each time something happens.
Each maps to the card language as the hand-written cards encode the same words."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import KINDS, KEYWORD_WORDS, WHO, Piece, Unrecognised, stat_change, target

def equipment_gives_hero(m: re.Match) -> Piece:
    """An equipment's 'Your hero has …': a continuous power of the card while it is in play (704.1a)."""
    return Piece("equipment: your hero has", powers=[{"continuous": {
        "affects": {"kind": "hero", "controller": "you"}, **stat_change(m.group("what"))}}])


def heals_each(m: re.Match) -> Piece:
    """'NAME heals N damage from each friendly hero and ally': one heal packet to each damaged
    character that fits (407.1), from the card itself or your hero."""
    group: dict[str, Any] = {"kind": KINDS[m.group("kind").lower().replace(" and ", " or ")]}
    if m.group("rel"):
        group["controller"] = m.group("rel").lower()
    source = {"this": True} if m.group("who") == "NAME" else {"kind": "hero", "controller": "you"}
    return Piece("ability: heal each character of a group",
                 effects=[lambda slot: {"heal": int(m.group("n")), "source": source, "from": group}])


def hero_heals_itself(m: re.Match) -> Piece:
    """'Your hero heals N damage from itself': your hero is the source and the card healed (407.1)."""
    hero = {"kind": "hero", "controller": "you"}
    return Piece("ability: your hero heals itself",
                 effects=[lambda slot: {"heal": healed(m), "source": dict(hero), "from": dict(hero)}])


def heals_itself(m: re.Match) -> Piece:
    """enc-if2: 'NAME heals N damage from itself (himself, herself)': the card with the power is both the
    source and the card healed (407.1), as it is when the link resolves."""
    return Piece("ability: the card heals itself",
                 effects=[lambda slot: {"heal": healed(m), "source": {"this": True}, "from": {"this": True}}])


def healed(m: re.Match) -> Any:
    """N, or 'all': as much as the damage on the card healed (407.1)."""
    return {"its": "damage"} if m.group("n") == "all" else int(m.group("n"))


def group_atk_this_turn(m: re.Match) -> Piece:
    """'Opposing allies have -2 ATK this turn': a modifier the resolving link makes (709.1, 714.3) on
    the cards that fit, ending in the wrap-up step (503.2a); ATK or health."""
    if m.group("rel") and m.group("yours"):
        raise Unrecognised(m.group(0))
    group: dict[str, Any] = {"kind": {"allies": "ally", "weapons": "weapon"}.get(m.group("kind").lower(), "character")}
    if m.group("rel") or m.group("yours"):
        group["controller"] = m.group("rel").strip().lower() if m.group("rel") else "you"
    n = int(m.group("n")) * (-1 if m.group("sign") == "-" else 1)
    stat = m.group("stat").lower()
    return Piece("ability: a group has +N or -N ATK this turn",
                 effects=[lambda slot: {"create_continuous": {"affects": group, stat: n}, "duration": "this-turn"}])


def aimed(m: re.Match) -> tuple[dict[str, Any], Callable[[str | None], dict[str, Any]]]:
    """The target of 'target X' or the card itself ('NAME'): the target slot (if any) and the
    selector an effect names it with."""
    if m.group("self"):
        return {}, lambda slot: {"this": True}
    return {"target": target(m)}, lambda slot: {"target": slot}


def keyword_this_turn(m: re.Match) -> Piece:
    """'Target ally has Elusive this turn': the keyword is gained until the wrap-up step (503.2a)."""
    spec, who = aimed(m)
    words = stat_change(m.group("what"))["gain_keywords"]
    return Piece("ability: a target or the card itself has a keyword this turn", **spec,
                 effects=[lambda slot: {"create_continuous": {"affects": who(slot), "gain_keywords": words},
                                        "duration": "this-turn"}])


def ready(m: re.Match) -> Piece:
    """Ready the target, or the card itself (411.1)."""
    spec, who = aimed(m)
    return Piece("ability: ready a target or the card itself", **spec, effects=[lambda slot: {"ready": who(slot)}])


COUNTER_EVENTS = {  # 'When …, add a … counter': the event each reads (703)
    "you play a card": {"event": "played", "subject": {"controller": "you"}},
    "an opposing ally is destroyed": {"event": "destroyed", "subject": {"kind": "ally", "controller": "opposing"}},
    "you draw a card": {"event": "draw", "subject": {"kind": "hero", "controller": "you"}},
}


def counter_when(m: re.Match) -> Piece:
    """Each time the event happens, a named counter is put on this card (703, 404.1a)."""
    return Piece("location or item: a counter each time", powers=[{"triggered": {
        "when": COUNTER_EVENTS[m.group("when")], "effects": [{"put_counters": 1, "named": m.group("c")}]}}])


def add_counter(m: re.Match) -> Piece:
    return Piece("ability: a counter on the card itself", effects=[lambda slot: {"put_counters": 1, "named": m.group("c")}])


def enters_exhausted(m: re.Match) -> Piece:
    """'NAME enters play exhausted' (710.1b); enc-each: 'This ally enters play with 4 damage (on him)', the
    damage it has as it enters (710.1b), read for an ally only (a weapon's or armor's has no health)."""
    if m.group("damage"):
        return Piece(ENTERS_DAMAGED, enters_play={"damage": int(m.group("damage"))})
    return Piece("a card that enters play exhausted", enters_play={"exhausted": True})


ENTERS_DAMAGED = "an ally that enters play with damage"


POWER_SHAPES: list[tuple[re.Pattern, Callable[[re.Match], Piece]]] = [
    (re.compile(r"^Your hero heals (?P<n>\d+|all) damage from itself\.$", re.I), hero_heals_itself),
    (re.compile(r"^NAME heals (?P<n>\d+|all) damage from (?:itself|himself|herself)\.$"), heals_itself),  # enc-if2;
    # enc-deal2: 'all damage', the damage on it as the link resolves (407.1)
    (re.compile(rf"^When (?P<when>{'|'.join(COUNTER_EVENTS)}), add an? (?P<c>[a-z]+) counter(?: to NAME)?\.$"), counter_when),
    (re.compile(r"^Add an? (?P<c>[a-z]+) counter to NAME\.$"), add_counter),
    (re.compile(r"^(?P<who>NAME|Your hero) heals (?P<n>\d+) damage from each (?:(?P<rel>friendly|opposing) )?"
                r"(?P<kind>hero and ally|ally|hero)\.$"), heals_each),
    (re.compile(rf"^(?i:(?P<rel>Opposing |Friendly )?)(?P<kind>allies|heroes and allies|weapons)(?P<yours> you control)? have "
                r"(?P<sign>[+-])(?P<n>\d+) (?P<stat>ATK|health) this turn\.$", re.I), group_atk_this_turn),
    (re.compile(rf"^(?:Target {WHO}|(?P<self>NAME)) (?:has|is an?) (?P<what>{KEYWORD_WORDS}) this turn\.$"),
     keyword_this_turn),
    (re.compile(rf"^Ready (?:target {WHO}|(?P<self>NAME))\.$"), ready),
    (re.compile(r"^(?:NAME|This ally) enters play (?:exhausted|with (?P<damage>\d+) damage(?: on (?:it|him|her))?)\.$"),
     enters_exhausted),  # enc-each: 'This ally' and the damage
    (re.compile(r"^Your hero has (?P<what>[^.]+)\.$"), equipment_gives_hero),
]
