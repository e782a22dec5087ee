"""enc-if5: "If that <card> <is so>, <effect>." after a sentence with a target: a condition about that target as the
link resolves (709.2), the previous sentence's one slot (706.1), one effect {if: {exists: {target: slot, …}}, then: …}:

* "If that ally is dealt fatal damage this way, …": a packet of this link brought the damage on it to its health or
  beyond (405.2; ``Selector.dealt_fatal_this_way``, read only after the link's damage, ``this_way.after_damage``);
* "If that ally has fatal damage, …": it has fatal damage on it now, not yet destroyed (405.2, 410.6a);
* "If that ally's cost is 2 or less, …": the cost printed on it (201.1, 403.5a), while it is in play.

The effect is read by the other shapes: one naming no card again ('draw a card'), or naming that target again
('that ally', 'its controller's hero', 'equal to that ally's cost': ``if_that.effect_on_target``; 'remove it from the
game': 'it' is that target). Also here, for any 'If …' the conditions read: 'an ally is dealt fatal damage this way'
(some ally the link dealt fatal damage to), 'your hero has dealt fatal combat damage to an ally this turn' (a packet
of combat damage this turn, fatal to an ally as it was dealt, 405.2, 703.4) and 'a Protector is in your party'. And two
more sentences about what the link did: 'If you destroyed an armor with cost 2 or less this way, …' after a triggered
power's sentence (joined to that power's effect), 'If you targeted a hero, you may interrupt an ability card played by
its controller' (706.3). Anything else is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions, if_that
from shapes.base import Piece, Unrecognised

SHAPE = "ability: if the previous target is so, an effect"
DESTROYED_KINDS_RE = "ally|ability|equipment|weapon|armor|item"
TARGETED = "ability: if you targeted a hero, interrupt its controller's card"
ALLOWED: dict[str, tuple[str, ...]] = {"ability": (TARGETED,)}  # a payment power's or trigger's effect: any
NOUNS = "character|ally|hero"
STATES = {r"is dealt fatal damage this way": lambda m: {"dealt_fatal_this_way": True},
          r"has fatal damage(?: on it)?": lambda m: {"fatal_damage": True},
          r"'s cost is (?P<n>\d+) or (?P<dir>less|more)":
              lambda m: {"cost_at_most" if m.group("dir") == "less" else "cost_at_least": int(m.group("n"))}}
IF_STATE = re.compile(rf"^If that (?P<noun>{NOUNS}) ?(?P<state>{'|'.join(STATES)}), (?P<rest>[^,]+)\.$")
IT = re.compile(r"^(?P<verb>remove|destroy|exhaust|ready) it\b")  # 'it': that target, the verb's object
OTHER_CARDS = re.compile(r"\b(?:it|its|he|she|him|her|they|them|target|that)\b")


def state_of(m: re.Match) -> dict[str, Any]:
    for words, fields in STATES.items():
        found = re.fullmatch(words, m.group("state"))
        if found:
            return fields(found)
    raise Unrecognised(m.group(0))  # not reached: the pattern names only these


def effect(m: re.Match, read: Callable[[str], Piece]) -> tuple[list[Callable[[Any], dict]], str]:
    """The effect's makers and its shape: on that target again, or naming no card at all."""
    rest = IT.sub(lambda i: f"{i.group('verb')} that {m.group('noun')}", m.group("rest"))
    if re.search(rf"\bthat (?:{NOUNS})\b|\bits controller's hero\b", rest):
        makes, noun, shape = if_that.effect_on_target(rest, read)
        if noun not in (m.group("noun"), None):
            raise Unrecognised(f"'if that {m.group('noun')} …' before a sentence naming that {noun}: {m.group(0)}")
        return makes, shape
    return plain_effect(rest, m.group("noun"), read)


def plain_effect(rest: str, noun: str, read: Callable[[str], Piece]) -> tuple[list[Callable[[Any], dict]], str]:
    """The sentence after 'if that <noun> …' when it names no card at all: its effects' makers and its shape
    (if_that_is reads it too)."""
    if OTHER_CARDS.search(rest):
        raise Unrecognised(f"'if that {noun} …' before a sentence naming another card: {rest}")
    inner = read(rest[0].upper() + rest[1:] + ".")
    if not inner.parts.get("effects") or set(inner.parts) - {"effects", "inner"}:
        raise Unrecognised(f"'if that {noun} …' before the shape '{inner.shape}'")
    return inner.parts["effects"], inner.shape


def if_state(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    makes, shape = effect(m, read)
    return on_previous_target(m, state_of(m), makes, shape, SHAPE)


def on_previous_target(m: re.Match, fields: dict[str, Any], makes: list[Callable[[Any], dict]], shape: str,
                       about: str) -> Piece:
    """'If that <noun> <state>, <effect>': the effect only if the previous sentence's target is in that state as
    the link resolves (709.2); if_that_is builds its piece here too."""
    def make(slot: Any) -> dict[str, Any]:
        if slot is None:
            raise Unrecognised(f"'that {m.group('noun')}' with no target before it: {m.group(0)}")
        return {"if": {"exists": {"target": slot, **fields}}, "then": [each(slot) for each in makes]}
    make("first")  # refused now, not as the card is assembled
    return Piece(shape, effects=[make], same_target=True, refers=m.group("noun"), on_target_if=True,
                 inner=[f"condition: if, on the previous target ({about})"])


# 'If you destroyed an armor with cost 2 or less this way, draw a card.' after a triggered power's sentence: the
# conditions' 'If …, …' marked to join that power's effect (``more.it_follows``): 'this way' is its link's destroying
DESTROYED_THIS_WAY = re.compile(rf"^If (?P<cond>you destroyed an? (?:{DESTROYED_KINDS_RE})(?: with cost \d+ or less)? "
                                r"this way), (?P<rest>[^,]+)\.$")


def destroyed_this_way(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = conditions.if_then(m, read)
    return Piece(inner.shape, **{**inner.parts, "this_way_if": True})


# 'If you targeted a hero, you may interrupt an ability card played by its controller.': only if the link still
# legally targets a hero in the previous sentence's slot (706.3), its controller's card on the chain, if the player
# wants (711), as the hand-written Shield Bash encodes it
TARGETED_INTERRUPT = re.compile(r"^If you targeted an? (?P<kind>hero|ally), you may interrupt an? (?P<what>ability|ally)? ?"
                                r"card played by its controller\.$")


def targeted_interrupt(m: re.Match) -> Piece:
    kind = {"kind": m.group("what")} if m.group("what") else {}

    def make(slot: Any) -> dict[str, Any]:
        if slot is None:
            raise Unrecognised(f"'if you targeted' with no target before it: {m.group(0)}")
        return {"if": {"targeted": {slot: m.group("kind")}},
                "then": [{"interrupt": {**kind, "controller_of": slot}, "optional": True}]}
    return Piece(TARGETED, effects=[make], same_target=True,
                 refers="character", inner=["condition: if you targeted (706.3)"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes, ahead of if_that's and the conditions' 'If …, …' (which refuse a condition about that target)."""
    return [(IF_STATE, lambda m: if_state(m, read)), (DESTROYED_THIS_WAY, lambda m: destroyed_this_way(m, read)),
            (TARGETED_INTERRUPT, targeted_interrupt)]


# -- conditions any 'If …, …' reads (``conditions.condition``) -----------------------------------------------------
THIS_WAY_KINDS = {"a hero": "hero", "an ally": "ally", "a character": "character"}
conditions.CONDITIONS[0:0] = [  # ahead of 'an ally is in your party' (a noun the selector grammar reads)
    # 'if a Protector is in your party': a hero or ally you control with that keyword now (415.8b, 700.1)
    (re.compile(r"^an? (?P<kw>Protector|Elusive|Ferocity|Stealth|Long-Range) is in your party$"),
     lambda m: {"exists": {"kind": "character", "controller": "you", "keyword": m.group("kw")}})]
conditions.CONDITIONS += [
    # 'if you destroyed an armor with cost 2 or less this way': a card of that kind the link's own effect put into a
    # graveyard (415.5a), its printed cost (201.1), as the hand-written Devious Dismantle encodes it
    (re.compile(rf"^you destroyed an? (?P<kind>{DESTROYED_KINDS_RE})(?: with cost (?P<n>\d+) or less)? this way$"),
     lambda m: {"exists": {"kind": m.group("kind"), "zone": "graveyard", "moved_by_this": True,
                           **({"cost_at_most": int(m.group("n"))} if m.group("n") else {})}}),
    (re.compile(r"^(?P<who>a hero|an ally|a character) (?:is|was) dealt fatal damage this way$"),
     lambda m: {"exists": {"kind": THIS_WAY_KINDS[m.group("who")], "dealt_fatal_this_way": True}}),
    (re.compile(r"^your hero has dealt fatal (?P<combat>combat )?damage to an? (?P<kind>ally|hero) this turn$"),
     lambda m: {"happened": {"event": "damage", "source": {"kind": "hero", "controller": "you"},
                             "destination": {"kind": m.group("kind")}, "fatal": True,
                             **({"combat": True} if m.group("combat") else {})}}),
]
