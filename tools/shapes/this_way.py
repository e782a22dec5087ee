"""'A character dealt damage this way can't attack this turn', 'Allies dealt damage this way have -2 ATK this
turn': a modifier the resolving link makes, after the damage its sentence before dealt, on the cards that damage
was dealt to (a packet prevented completely deals none, 717.2b), read as it resolves (709.2d), ending in this turn's wrap-up step
(503.2a). The cards are the link's, kept as it deals its packets (``Selector.dealt_this_way``); the sentence
reads only after a sentence of the same effect that deals damage (``after_damage``, checked on the card)."""
from __future__ import annotations

import json
import re
from typing import Any

from shapes.base import Piece, Unrecognised
from shapes.grammar import selector

# the cards: 'a character' (a hero or an ally, 200.1), 'a hero', 'an ally', or the plural of each
WHO = {"A character": ("character", False), "A hero": ("hero", False), "An ally": ("ally", False),
       "Characters": ("character", True), "Heroes": ("hero", True), "Allies": ("ally", True)}
# what they can't do (103.2): attack (601.2a), protect (602.2), exhaust (411.1); each verb a prohibition of its own
CANT_WORDS = {"attack": "attack", "protect": "protect", "exhaust": "exhaust"}
# enc-reward3: 'Remove a character dealt damage this way from combat.' (602.4): each such card, if it is an attacker or
# a defender, stops being one
REMOVED = re.compile(r"^Remove (?P<who>a character|an ally|a hero) dealt damage this way from combat\.$")
DEALT = re.compile(
    rf"^(?P<who>{'|'.join(WHO)}) dealt damage this way (?:can't (?P<cant>attack|protect|exhaust)(?: or (?P<cant2>attack|"
    r"protect|exhaust))?|(?P<verb>has|have) (?P<sign>[+-])(?P<n>\d+) ATK|(?P<blank>loses and can't have powers)) this turn\.$")
SHAPE = "modifier this turn: the cards dealt damage this way"


def dealt_this_way(m: re.Match) -> Piece:
    """The modifier on the cards the link's packets dealt damage to: a prohibition for each verb after
    'can't', or a change of ATK; the verb agrees with its subject ('a character has', 'allies have')."""
    kind, plural = WHO[m.group("who")]
    if m.group("verb") and (m.group("verb") == "have") != plural or m.group("cant") and m.group("cant") == m.group("cant2"):
        raise Unrecognised(m.group(0))  # 'a character have', 'can't attack or attack': not the card's words
    affects = {"kind": kind, "dealt_this_way": True}
    if m.group("cant"):
        verbs = [m.group("cant")] + ([m.group("cant2")] if m.group("cant2") else [])
        return Piece(SHAPE, after_damage=True, effects=[
            lambda slot, verb=verb: {"create_prohibition": {"cannot": CANT_WORDS[verb], "affects": dict(affects)},
                                     "duration": "this-turn"} for verb in verbs])
    if m.group("blank"):  # enc-reward3: a blank text box that gains no power either (700.3, the format's lose_powers)
        if plural:
            raise Unrecognised(m.group(0))  # 'allies … loses': not the card's words
        return Piece(SHAPE, after_damage=True, effects=[
            lambda slot: {"create_continuous": {"affects": dict(affects), "lose_powers": True}, "duration": "this-turn"}])
    n = int(m.group("n")) * (-1 if m.group("sign") == "-" else 1)
    return Piece(SHAPE, after_damage=True, effects=[
        lambda slot: {"create_continuous": {"affects": dict(affects), "atk": n}, "duration": "this-turn"}])


def removed_from_combat(m: re.Match) -> Piece:
    kind = WHO[m.group("who")[0].upper() + m.group("who")[1:]][0]
    return Piece(SHAPE, after_damage=True, effects=[
        lambda slot: {"remove_from_combat": {"kind": kind, "dealt_this_way": True}}])


THIS_WAY_KEYS = ("dealt_this_way", "dealt_fatal_this_way")  # enc-if5: the cards dealt fatal damage this way too (405.2)


def after_damage(entry: dict[str, Any]) -> None:
    """Refuse a card where an effect reads the cards 'dealt damage this way' with no effect dealing damage
    before it in the same list of effects (the same link's, 709.2b: in the order written): the sentence names the damage of the
    sentence before it. Anywhere else (a power's own selector) it is refused too."""
    def unchecked(value: Any, key: str = "") -> bool:
        if isinstance(value, dict):
            return any(value.get(k) is True for k in THIS_WAY_KEYS) or any(unchecked(v, k) for k, v in value.items())
        if not isinstance(value, list):
            return False
        found = False
        for i, item in enumerate(value):  # enc-turn10: an 'if you do' part's list too
            if key in ("effects", "may", "if_you_do") and any(f'"{k}"' in json.dumps(item) for k in THIS_WAY_KEYS) and not (
                    isinstance(item, dict) and ("may" in item or "if_you_do" in item)):  # enc-deal4: a choice's effects
                # checked as a list (enc-turn10: and an 'if you do' part's)
                if not any('"deal_damage"' in json.dumps(before) for before in value[:i]):
                    return True
                continue  # read after the damage of the same link
            found = unchecked(item) or found
        return found
    if unchecked(entry):
        raise Unrecognised("'dealt damage this way' with no damage dealt before it")


# 'Draw a card for each character dealt damage this way.': the link's controller draws one card for each card
# the link's packets were dealt to, counted as it resolves (709.2d)
COUNTED_DRAW = re.compile(r"^Draw a card for each (?P<who>character|hero|ally) dealt damage this way\.$")
COUNTED_DRAW_SHAPE = "ability: draw a card for each card dealt damage this way"


def counted_draw(m: re.Match) -> Piece:
    kind = WHO[f"A {m.group('who')}" if m.group("who") != "ally" else "An ally"][0]
    return Piece(COUNTED_DRAW_SHAPE, after_damage=True, effects=[
        lambda slot: {"draw": {"count": {"kind": kind, "dealt_this_way": True}}}])


# -- 'Target hero or ally can't protect this turn.' (103.2, 602.2): a prohibition the link makes on its target,
# ending in this turn's wrap-up step (503.2a); the 'can't attack' of the same form is read by shapes/effects.py
CANT_PROTECT = re.compile(r"^(?P<who>Target [^.]+?|Opposing heroes and allies|Opposing allies) can't protect this turn\.$")
CANT_PROTECT_SHAPE = "ability: a target can't protect this turn"
CANT_PROTECT_GROUP = "ability: a group can't protect this turn"


def cant_protect(m: re.Match) -> Piece:
    """A target, or (enc-enter2) the opposing group: 'Opposing heroes and allies can't protect this turn', the cards
    that fit as the modifier applies (712.2), as 'can't be healed this turn' of a group (shapes/statics.py)."""
    if not m.group("who").startswith("Target "):
        group = selector(f"all {m.group('who').lower()}")[1]
        return Piece(CANT_PROTECT_GROUP, effects=[
            lambda slot: {"create_prohibition": {"cannot": "protect", "affects": dict(group)}, "duration": "this-turn"}])
    aimed, spec = selector("t" + m.group("who")[1:])
    if not aimed:
        raise Unrecognised(m.group(0))
    return Piece(CANT_PROTECT_SHAPE, target=spec, effects=[
        lambda slot: {"create_prohibition": {"cannot": "protect", "affects": {"target": slot}}, "duration": "this-turn"}])


SHAPES = [(DEALT, dealt_this_way), (REMOVED, removed_from_combat), (COUNTED_DRAW, counted_draw), (CANT_PROTECT, cant_protect)]
ALLOWED = {kind: (SHAPE, COUNTED_DRAW_SHAPE, CANT_PROTECT_SHAPE, CANT_PROTECT_GROUP) for kind in ("ability",)}
