"""enc-cond: a power in play, or a link's modifier, with a condition the other static shapes read
one at a time, here read together (714.3a: each 'while' must hold).

* "Your hero has +1 ATK while attacking for each other ability you control", "… for each slaughter
  counter on NAME": the count of ``statics.counted_or_while``, on each affected card only while it is
  the attacker (602.1) or the defender (602.3): ``while: {attacking: true}`` beside the count.
* "While your hero is attacking a hero, NAME has +2 ATK for each heirloom counter on it", "While you
  have no weapons, your hero has +1 ATK while attacking": a 'While …,' about the game before a
  count, or before the affected card's own combat role: both read, both must hold.
* "While you have no cards in your hand, NAME has +2 ATK, and you pay 2 less to strike with it": a
  weapon's ATK and its strike cost (303.2, 707.1e), each a power with the same 'while'.
* "Your hero has +3 ATK this combat", "Your hero has +3 ATK while defending this combat": the link's
  modifier ending as the combat it was made in ends (603.3); made outside combat, it ends at once.

Anything these don't read exactly is refused, never approximated.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import statics
from shapes.base import Piece, Unrecognised, nested_dicts

ROLES = ("attacking", "defending")
WEAPON_WHILE = "a weapon's power in play: ATK and strike cost, with a 'while'"
THIS_COMBAT = "modifier this combat: your hero"
# 'has no damage' says what 'is undamaged' says (405.1): read as the words the 'while' grammar knows
SAME_CONDITION = {"your hero has no damage": "your hero is undamaged"}


class Groups:
    """A match read with some of its groups given anew, and None for a group its pattern lacks."""

    def __init__(self, m: re.Match, **given: str | None):
        self.m, self.re, self.given = m, m.re, given

    def group(self, name: int | str = 0) -> str | None:
        if name in self.given:
            return self.given[name]
        try:
            return self.m.group(name)
        except IndexError:
            return None


def in_role(piece: Piece, role: str | None, sentence: str) -> Piece:
    """The piece with each of its powers in effect only while the affected card has that combat role
    (602.1, 602.3): a 'while' on each affected card (714.3a). A power with its own such 'while' is
    refused (two states of the same card)."""
    if role is None:
        return piece
    stats = [p["continuous"] for p in piece.parts.get("powers", [])] + \
        ([piece.parts["ongoing"]] if "ongoing" in piece.parts else [])
    if not stats or any("while" in s for s in stats) or set(piece.parts) - {"powers", "ongoing", "bare_counters"}:
        raise Unrecognised(sentence)
    for stat in stats:
        stat["while"] = {role: True}
    return piece


# -- 'while attacking for each …' ----------------------------------------------------------------------

ROLE_EACH = re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?{statics.WHO} (?:has|have) (?P<what>[^.]+?) "
                       rf"while (?P<role>{'|'.join(ROLES)}) for each (?P<each>[^.,]+)\.$")


def role_each(m: re.Match) -> Piece:
    """The count (``statics.counted_or_while``) with the affected card's combat role as its 'while'."""
    piece = statics.counted_or_while(Groups(m, cond=None, during=None))
    return in_role(piece, m.group("role"), m.group(0))


# -- 'While <the game>, <who> has <what> for each … / while attacking.' ----------------------------------

LED = re.compile(r"^(?:(?P<label>Unity): |(?P<ongoing>Ongoing ?: ?))?While (?P<cond>[^.,]+), "
                 r"(?P<who>NAME|your hero|he|she|[a-z][\w-]*(?: [\w-]+)*?) (?:has|have) (?P<what>[^.]+?)"
                 rf"(?: while (?P<role>{'|'.join(ROLES)})| for each (?P<each>[^.,]+))\.$")


class LedAndCounted(statics.LedBy):
    """A 'While …,' match whose subject has a count as well (``statics.LedBy`` gives it none)."""

    def group(self, name: int | str = 0) -> str | None:
        if name == "each":
            return self.m.group("each")
        if name == "cond":
            return SAME_CONDITION.get(self.m.group("cond"), self.m.group("cond"))
        return super().group(name)


def led(m: re.Match) -> Piece:
    """Both conditions read (``statics.counted_or_while`` for the 'While …' and the count; the role
    as the affected card's own 'while'), each holding for the power to have an effect (714.3a)."""
    piece = statics.counted_or_while(LedAndCounted(statics.labelled(m)))
    traits(piece.parts, m.group(0))
    return in_role(piece, m.group("role"), m.group(0))


def traits(value: Any, sentence: str) -> None:
    """Refuse a trait that is none of the races and classes (206.1a): 'a Jaina ally' names a card by
    its name, not a trait."""
    if isinstance(value, dict):
        if value.get("trait", statics.TRAITS[0]) not in statics.TRAITS:
            raise Unrecognised(f"'{value['trait']}' is no race or class: {sentence}")
        for v in value.values():
            traits(v, sentence)
    elif isinstance(value, list):
        for v in value:
            traits(v, sentence)


def counters_named_here(entry: dict[str, Any]) -> None:
    """A card whose text puts counters of some name and counts counters of another name it never puts is
    refused ('heriloom' counted where 'heirloom' ones are put: a misprint whose count would always be 0).
    A count of counters only other cards put is read. Called on every card the encoder assembles."""
    found = list(nested_dicts(entry.get("powers", [])))
    counted = {d["counters"] for d in found if isinstance(d.get("counters"), str)}
    put = {d["named"] for d in found if "put_counters" in d and d.get("named")}
    for name in sorted(counted - put) if put else []:
        raise Unrecognised(f"a count of {name} counters on the card, which its text never puts anywhere")


# -- a weapon's ATK and strike cost under one 'while' (303.2, 707.1e) ------------------------------------

STRIKE_WHILE = re.compile(r"^While (?P<cond>[^.,]+), NAME has (?P<what>[^.,]+?),? and you pay (?P<n>\d+) less "
                          r"to strike with (?:it|NAME)\.$")


def strike_while(m: re.Match) -> Piece:
    """Two powers of the weapon in play with the same 'while': its ATK change, and its strike cost
    lowered by N (707.1e: never below 0, 403.2), judged as the cost is worked out."""
    piece = statics.counted_or_while(LedAndCounted(Groups(m, label=None, ongoing=None, who="NAME", each=None)))
    powers = piece.parts.get("powers", [])
    if len(powers) != 1 or set(piece.parts) != {"powers"}:
        raise Unrecognised(m.group(0))
    stat = powers[0]["continuous"]
    whiles = {k: v for k, v in stat.items() if k.startswith("while")}
    if set(stat) - {"affects", "atk", "health", *whiles} or stat["affects"] != {"this": True}:
        raise Unrecognised(m.group(0))
    cost = {"affects": {"this": True}, "strike_cost": -int(m.group("n")), **whiles}
    return Piece(WEAPON_WHILE, powers=[*powers, {"continuous": cost}])


# -- 'this combat' (603.3) ------------------------------------------------------------------------------

COMBAT = re.compile(rf"^(?P<who>Your hero) has (?P<what>[^.]+?)(?: while (?P<role>{'|'.join(ROLES)}))? this combat\.$")
THIS_TURN = re.compile(rf"^{statics.VERB} this turn\.$")


def this_combat(m: re.Match) -> Piece:
    """The modifier 'this turn' reads (``statics.this_turn``) made to end as its combat ends instead,
    with the affected card's combat role as its 'while' if the sentence names one. Only a change of
    numbers and keywords (no prevention beside it)."""
    again = THIS_TURN.match(f"{m.group('who')} has {m.group('what')} this turn.")
    if not again:
        raise Unrecognised(m.group(0))
    inner = statics.this_turn(again)
    makes = inner.parts.get("effects") or []
    if len(makes) != 1 or set(inner.parts) != {"effects"} or "create_continuous" not in makes[0](None):
        raise Unrecognised(m.group(0))
    if "while" in makes[0](None)["create_continuous"] and m.group("role"):
        raise Unrecognised(m.group(0))
    role = {"while": {m.group("role"): True}} if m.group("role") else {}

    def made(slot: Any, make: Callable[[Any], dict[str, Any]] = makes[0]) -> dict[str, Any]:
        effect = make(slot)
        return {**effect, "create_continuous": {**effect["create_continuous"], **role}, "duration": "this-combat"}
    return Piece(THIS_COMBAT, effects=[made])


SHAPES: list[tuple[re.Pattern, Callable[[re.Match], Piece]]] = [
    (ROLE_EACH, role_each), (LED, led), (STRIKE_WHILE, strike_while), (COMBAT, this_combat)]

ALLOWED: dict[str, tuple[str, ...]] = {"weapon": (WEAPON_WHILE,), "ability": (THIS_COMBAT,)}


# -- a quest's 'if': one opponent's cards against yours (401.1, 702.1) ------------------------------------
# "If an opponent has more resources than you, pay 1 to complete this quest", "If you control more allies than
# an opponent: …", "While more allies are in an opponent's party than in yours, …": ``more_cards`` with the
# opposing side counted for each opponent alone (``per_opponent``): 'an opponent' is any one of them, never
# the opponents' cards added up (a game of three or more players, 102).

from shapes import conditions  # noqa: E402

COMPARED = {"resources": {"row": "resource"}, "allies": {"kind": "ally"}}


def compared(noun: str, opposing_side: str) -> dict[str, Any]:
    """The ``more_cards`` condition of your cards against one opponent's, of the kind the noun names."""
    spec = COMPARED[noun]
    yours, theirs = {**spec, "controller": "you"}, {**spec, "controller": "opposing"}
    of, than = (theirs, yours) if opposing_side == "of" else (yours, theirs)
    return {"more_cards": {"of": of, "than": than, "per_opponent": opposing_side}}


nouns = "|".join(COMPARED)
conditions.CONDITIONS[:0] = [
    (re.compile(rf"^an opponent (?:has|controls) more (?P<noun>{nouns}) than you$"), lambda m: compared(m.group("noun"), "of")),
    (re.compile(rf"^you (?:have|control) more (?P<noun>{nouns}) than an opponent$"), lambda m: compared(m.group("noun"), "than")),
    (re.compile(r"^more (?P<noun>allies) are in an opponent's party than in yours$"), lambda m: compared(m.group("noun"), "of")),
]



# -- a power in play while cards in play compare (714.3a) --------------------------------------------------
# "Bloodrush: While an opposing hero has more damage on it than your hero, NAME has Ferocity" (405.1), "NAME has
# +3 ATK while you have fewer resources than an opponent", "Allies you control have Assault 1 while an opponent
# controls more allies than you", "You pay 2 less to play allies while you control fewer allies than an opponent"
# (401.1): the sentence without the comparison, read by the other shapes as the card's continuous powers in play,
# each with the comparison as its 'while' (``while_more_damage``, ``while_more_cards``; 'an opponent' is any one
# of them, per_opponent). A sentence that reads as anything else is refused.

COMPARISON = (r"(?:an opposing hero has more damage (?:on it )?than your hero|an opponent (?:has|controls) more "
              r"(?:resources|allies) than you|you (?:have|control) (?:more|fewer) (?:resources|allies) than an opponent"
              r"|more allies are in an opponent's party than in yours)")
SELF_HAS = re.compile(r"^(?P<who>NAME|This (?:ally|weapon|armor|item)) (?:has|is) (?P<what>[^.]+)$")
COMPARED_LED = re.compile(rf"^(?:(?P<label>Bloodrush): )?While (?P<cond>{COMPARISON}), (?!pay )(?P<body>[^.]+)\.$")  # a
# quest's 'While …, pay N to complete this quest' is the conditions' (only_if)
COMPARED_AFTER = re.compile(rf"^(?P<body>[^.]+?) while (?P<cond>{COMPARISON})\.$")


def comparison(words: str) -> dict[str, Any]:
    """The power's fields for a comparison 'while' (see above)."""
    if words.startswith("an opposing hero has more damage"):
        return {"while_more_damage": {"of": {"kind": "hero", "controller": "opposing"}, "than": {"kind": "hero", "controller": "you"}}}
    m = re.fullmatch(r"you (?:have|control) (?P<dir>more|fewer) (?P<noun>\w+) than an opponent", words)
    if m:
        return {"while_more_cards": compared(m.group("noun"), "than" if m.group("dir") == "more" else "of")["more_cards"]}
    m = re.fullmatch(r"(?:an opponent (?:has|controls) more (?P<noun>\w+) than you|more (?P<party>allies) are in .+)", words)
    return {"while_more_cards": compared(m.group("noun") or m.group("party"), "of")["more_cards"]}


def compared_while(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence without its comparison, read as the card's continuous powers in play (no target, no
    effect), each given the comparison as its 'while'. A label must name the same condition."""
    label = m.groupdict().get("label")
    if label and not conditions.labelled(label, m.group("cond")):
        raise Unrecognised(f"a label that names another condition: {m.group(0)}")
    body = re.sub(r"^(?:he|she|it) ", "NAME ", m.group("body"))
    own = SELF_HAS.match(body)  # the card's own numbers and keywords: a power of the card itself (200.1)
    inner = statics.counted_or_while(Groups(own, cond=None, each=None, during=None, ongoing=None)) if own else \
        read(body[0].upper() + body[1:] + ".")
    powers = inner.parts.get("powers", [])
    if not powers or set(inner.parts) - {"powers", "inner"} or any(set(p) != {"continuous"} for p in powers) \
            or any(k.startswith("while") for p in powers for k in p["continuous"]):
        raise Unrecognised(f"a comparison 'while' after the shape '{inner.shape}': {m.group(0)}")
    fields = comparison(m.group("cond"))
    return Piece(inner.shape, **{**inner.parts, "powers": [{"continuous": {**p["continuous"], **fields}} for p in powers]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes of this module, the comparison's reading the sentence with ``read``."""
    return SHAPES + [(COMPARED_LED, lambda m: compared_while(m, read)), (COMPARED_AFTER, lambda m: compared_while(m, read))]
