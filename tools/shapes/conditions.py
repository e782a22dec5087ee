"""Conditions: the "if" and "while" clauses that wrap a sentence another shape reads, mapped to the
card language's Condition (docs/reference/card-format.md) as the hand-written cards encode them.

* "When NAME enters play, if you control another Mage hero or ally, <effect>." — a double-check
  power (703.2): the trigger's power with ``if``, checked as the event happens and again as the
  effect resolves. The sentence without the clause is read by the other shapes (``read``, the
  encoder's ``pool_shapes.piece``), so every trigger and effect they read takes a condition.
* "If you control a location, pay 1 to complete this quest." — the quest's completion is its
  payment power, usable only while the condition holds (701.1, 702.1): ``only_if`` on its reward
  power, as "during your turn, pay 4 …" is ``only_if: {your_turn: true}``.
* "Draw a card for each ally you control", "your hero deals 2 melee damage to target ally for each
  equipment you control": the sentence without the clause, read by the other shapes, with its one
  number (a draw, damage or healing) made a count read as the link resolves (709.2d).

* "If you control another Druid: Flip NAME -> …", "Ongoing: If an opposing ally was destroyed this
  turn: 1, [Exhaust] -> …" — a payment power usable only while the condition holds (701.1):
  ``only_if`` of the payment power (``power_limits``, read by ``pool_shapes.payment``), and
  "Once per turn: <cost> -> <effect>" its ``once_per_turn`` (701.4).
* "Destroy target ability. If you do, its controller discards a card.", "When NAME enters play,
  you may draw a card. If you do, discard a card." — the sentence after "If you do," read by the
  other shapes and joined to the previous sentence's one action (``did``): ``{do, if_you_do}``
  (709.2f), only after an action the engine reports as done or not (``DONE_REPORTED``).

* "Prevent all combat damage that would be dealt to NAME by attacking allies", "Prevent all damage that
  Rogues would deal to NAME": a prevention power of the card (717.2), as a replacement power with
  ``instead: {prevent: all}``; "Prevent all combat damage that would be dealt by target ally this
  turn": a prevention modifier the link makes for its target, lasting this turn or this combat.
* "If a hero or ally you controlled dealt arcane damage this turn", "if you've completed a quest this
  turn": what happened this turn (703.4), as ``happened``.

* enc-if (s8): "Destroy target ability. If you do, your hero deals 3 nature damage to that ability's
  controller's hero", "… If you do, your hero heals damage from itself equal to that ally's cost":
  the previous sentence's target named again after 'If you do,' (``that_card``): the hero of its
  (last, 712.3b) controller, or the cost printed on it (201.1), checked against that target's kind.
  Quests and payment powers: "if an opponent completed a quest this turn", "if you control a
  location", "… an armor, item, and weapon", "… an ally with an ability attached to it", "if your
  hero is defending (against an ally)".

* enc-if (s10): an attachment's replacement ("Ongoing: Prevent all damage that attached ally would
  deal", "… it's dealt to attached ally instead": ``{host: true}``, 400.4), damage or healing "with an
  ability (a weapon)" (408.3d), "heal damage from", a replacement sentence after an ability's
  'Ongoing:' (``after_colon``, 305.2a), "That damage can't be prevented" (``joined``, 408.3c),
  "Damage that would be dealt with NAME is unpreventable", "Unity:" before a prevention.

A condition is one of the phrases of ``CONDITIONS``; anything else is refused, never approximated:
an article that doesn't fit its noun ("an hero", "a or race") is an icon the data set lost.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes import grammar
from shapes.base import NUMBERS, Piece, Unrecognised, first_match, name_parts, pool_traits
from shapes.costs import CLASSES
from shapes import triggers  # enc-trig: what happened this turn, read through a trigger prefix
from shapes import exhaust_resources as shapes_exhaust_resources  # enc-if10: its shape, after an interrupt
from shapes import destroyed_stat as shapes_destroyed_stat  # enc-if13: the card a destroy_one destroyed, named

COUNT = {**NUMBERS, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
N_WORD = rf"(?P<n>{'|'.join(COUNT)}|\d+)"
PLURALS = ("allies", "heroes", "abilities", "items", "weapons")
# a vowel sound: 'an Orc', 'an Undead ally', but 'a Unique ally' (its 'U' sounds 'you')
VOWEL = re.compile(r"^(?!Uni|uni|Eu|eu)[aeiouAEIOU]")


def amount(word: str) -> int:
    return int(word) if word.isdigit() else COUNT[word.lower()]


def group(words: str, whose: str) -> tuple[dict[str, Any], int]:
    """'another Night Elf ally', 'three or more Human allies', 'an equipment', 'a Monster hero or
    ally' → (a selector of the cards, read by grammar.selector with ``whose``; how many must fit)."""
    m = re.match(rf"^(?:(?P<art>an?)|(?P<other>another)|{N_WORD} or more) (?P<what>.+)$", words)
    if not m:
        raise Unrecognised(f"a condition's cards: {words}")
    what = m.group("what")
    if m.group("art") and (m.group("art") == "an") != bool(VOWEL.match(what.removeprefix("["))):  # enc-harness2: 'an [Arcane]'
        raise Unrecognised(f"a condition's article before '{what}' (an icon the data set lost?)")
    plural = what.split()[-1] in PLURALS
    if plural != bool(m.group("n")) and what.split()[-1] not in ("equipment", "armor"):
        raise Unrecognised(f"a condition's number and noun disagree: {words}")
    tag = {}
    if what.startswith("Monster "):  # Monster is a tag of heroes and allies, not a trait (champion decks)
        what, tag = what[len("Monster "):], {"tag": "Monster"}
    noun, cost = re.match(r"^(.+?)((?: with cost \d+ or (?:more|less))?)$", what).groups()
    _, spec = grammar.selector(f"each {noun}{whose}{cost}")  # the selector reads whose before the cost
    if m.group("other"):
        spec["other"] = True  # 'another': not the card with the power
    return {**spec, **tag}, amount(m.group("n")) if m.group("n") else 1


def exists(spec: dict[str, Any], at_least: int) -> dict[str, Any]:
    return {"exists": spec, **({"at_least": at_least} if at_least > 1 else {})}


def you_control(m: re.Match) -> dict[str, Any]:
    what = m.group("what")
    if re.fullmatch(rf"another (?:{'|'.join(CLASSES)})", what):  # 'another Druid': a hero or ally of that class
        what += " hero or ally"
    return exists(*group(what, " you control"))


def this_card(fits: dict[str, Any]) -> Callable[[re.Match], dict[str, Any]]:
    """'NAME is defending', 'NAME is undamaged': the card with the power, as it is now."""
    return lambda m: {"exists": {"this": True, **fits}}


HAPPENED_KINDS = {"ally": "ally", "ability": "ability", "equipment": "equipment", "hero or ally": "character"}


def happened(event: str, whose: dict[str, Any]) -> Callable[[re.Match], dict[str, Any]]:
    """703.4: a card of that kind (and controller, as it was then) took part in an event this turn."""
    return lambda m: {"happened": {"event": event, "subject": {"kind": HAPPENED_KINDS[m.group("kind")], **whose}}}


def opponent_controls(m: re.Match) -> dict[str, Any]:
    return exists(*group(m.group("what"), " an opponent controls"))


def opponent_has(m: re.Match) -> dict[str, Any]:
    """enc-put: 'an opponent has a Blood Elf, Draenei, or Demon in his party': a hero or ally an opponent controls
    (his party, 415.8b) with any of the races or classes (206.1a), each one some character of the pool has."""
    traits = re.split(r",? or |, ", m.group("traits"))
    if len(set(traits)) != len(traits) or not set(traits) <= pool_traits():
        raise Unrecognised(f"a condition: {m.group(0)}")
    return {"exists": {"kind": "character", "controller": "opposing", "any": [{"trait": t} for t in traits]}}


def in_your_party(m: re.Match) -> dict[str, Any]:
    return exists(*group(m.group("what") + (m.group("cost") or ""), " in your party"))


def resources(m: re.Match) -> dict[str, Any]:
    """412: your resources are the cards in your resource row."""
    return exists({"row": "resource", "controller": "you"}, amount(m.group("n")))


def graveyard(m: re.Match) -> dict[str, Any]:
    """'N or more cards (allies) in your graveyard': cards in the graveyard you own (415.4, 401.2)."""
    spec: dict[str, Any] = {"zone": "graveyard", "owner": "you"}
    kind = m.groupdict().get("kind")
    if kind and kind != "cards":
        spec["kind"] = grammar.KIND_WORDS[kind]
    return exists(spec, amount(m.group("n")))


DEALERS = {"a hero or ally you controlled": {"kind": "character", "controller": "you"},
           "an ally you controlled": {"kind": "ally", "controller": "you"},
           "an opposing hero or ally": {"kind": "character", "controller": "opposing"},
           "your hero has": {"kind": "hero", "controller": "you"}}
TYPES = "arcane|fire|frost|holy|nature|shadow|melee|ranged"


def dealt_this_turn(m: re.Match) -> dict[str, Any]:
    """'a hero or ally you controlled dealt arcane damage this turn', 'your hero has dealt fire, frost,
    or nature damage this turn', 'an opposing hero or ally dealt damage to your hero this turn': a
    packet of damage this turn (405.4, 703.4) from a card that fitted as it was dealt, of that type
    (408.3a; of several types: any of them), to your hero if said."""
    pattern: dict[str, Any] = {"event": "damage", "source": dict(DEALERS[m.group("who")])}
    if m.group("to"):  # your hero, or any hero (enc-if, s12)
        pattern["destination"] = {"kind": "hero", **({"controller": "you"} if m.group("to") == "your hero" else {})}
    types = re.split(r",? or |, ", m.group("types").strip()) if m.group("types") else []
    if len(types) > 1:
        return {"any": [{"happened": {**pattern, "damage_type": t}} for t in types]}
    return {"happened": {**pattern, **({"damage_type": types[0]} if types else {})}}


CONDITIONS: list[tuple[re.Pattern, Callable[[re.Match], dict[str, Any]]]] = [
    # enc-if2: 'another Aldor card': a card printed with that reputation (100.2c), not the card with the power
    (re.compile(r"^you have another (?P<rep>Aldor|Scryer) card in play$"),
     lambda m: {"exists": {"controller": "you", "reputation": m.group("rep"), "other": True}}),
    # enc-if2: 'an ally with inspire': an Inspire power of its own (501.1b); 'with sabotage': it can sabotage (601.2b)
    (re.compile(r"^an ally with (?P<power>inspire|sabotage) is in your party$"),
     lambda m: {"exists": {"kind": "ally", "controller": "you", "with_power": m.group("power")}}),
    # 411, 412: a ready resource is an unexhausted card of your resource row
    (re.compile(r"^you control no ready resources$"),
     lambda m: {"not": {"exists": {"row": "resource", "controller": "you", "exhausted": False}}}),
    (re.compile(rf"^you control {N_WORD} or more resources$"), resources),
    (re.compile(r"^you control (?P<what>.+)$"), you_control),
    (re.compile(r"^an opponent controls (?P<what>.+)$"), opponent_controls),
    (re.compile(rf"^an opponent has an? (?P<traits>{grammar.TRAIT}(?:, {grammar.TRAIT})*,? or {grammar.TRAIT}) in his "
                r"party$"), opponent_has),  # enc-put
    (re.compile(r"^(?P<what>an? .+?|another .+?)(?P<cost> with cost \d+ or (?:more|less))? is in your party$"),
     in_your_party),
    (re.compile(rf"^you have {N_WORD} or more (?P<kind>allies|abilities|cards) in your graveyard$"), graveyard),
    (re.compile(rf"^there are {N_WORD} or more (?P<kind>allies|abilities|cards) in your graveyard$"),
     graveyard),
    # 405.1: damage stays on a character; compared as the condition is checked
    (re.compile(r"^an opposing hero has more damage (?:on it )?than your hero$"),
     lambda m: {"more_damage": {"of": {"kind": "hero", "controller": "opposing"},
                                "than": {"kind": "hero", "controller": "you"}}}),
    (re.compile(r"^no opposing allies are in play$"), lambda m: {"not": {"exists": {"kind": "ally", "controller": "opposing"}}}),
    (re.compile(r"^you have no cards in your hand$"), lambda m: {"not": {"hand_at_least": 1}}),
    # 703.4: what happened this turn, as the turn's events recorded it
    (re.compile(r"^you played an? (?P<kind>ability|ally|equipment) this turn$"),
     lambda m: {"happened": {"event": "played", "subject": {"kind": m.group("kind"), "controller": "you"}}}),
    (re.compile(r"^NAME is defending$"), this_card({"defending": True})),  # 602.3
    # 703.4: damage dealt this turn, by cards as they were as it was dealt; 'fire, frost, or nature': any of them
    (re.compile(rf"^(?P<who>{'|'.join(DEALERS)}) dealt (?P<types>(?:(?:{TYPES})(?:, |,? or ))*(?:{TYPES}) )?damage"
                r"(?: to (?P<to>your hero|a hero))? this turn$"), dealt_this_turn),  # enc-if (s12): 'to a hero' too
    # enc-put: a heal this turn (407.1, 703.4) by a card of yours as it healed: 'a hero or ally you controlled healed damage'
    (re.compile(rf"^(?P<who>{'|'.join(w for w in DEALERS if w != 'your hero has')}) healed damage this turn$"),
     lambda m: {"happened": {"event": "heal", "source": dict(DEALERS[m.group("who")])}}),
    (re.compile(r"^an? (?P<kind>ally|ability|equipment) was destroyed this turn$"),  # anyone's (703.4)
     lambda m: {"happened": {"event": "destroyed", "subject": {"kind": m.group("kind")}}}),
    # 703.4: a quest you completed this turn (702.1)
    (re.compile(r"^you(?:'ve)? completed a quest this turn$"),
     lambda m: {"happened": {"event": "completed", "subject": {"kind": "quest", "controller": "you"}}}),
    (re.compile(r"^NAME is undamaged$"), this_card({"damaged": False})),  # 405.1
    # enc-if3: 405.1: no damage on your hero now; 415.2: the cards in your deck, at least that many
    (re.compile(r"^your hero (?:has no damage on it|is undamaged)$"),
     lambda m: {"exists": {"kind": "hero", "controller": "you", "damaged": False}}),
    (re.compile(r"^you have (?P<n>\d+) or more cards in your deck$"),
     lambda m: exists({"zone": "deck", "owner": "you"}, int(m.group("n")))),
    (re.compile(r"^NAME is (?P<state>ready|exhausted)$"),  # enc-if (s9): 411: the card itself is exhausted or not
     lambda m: {"exists": {"this": True, "exhausted": m.group("state") == "exhausted"}}),
    (re.compile(r"^an? (?P<kind>ally|ability|equipment) (?:you controlled|in your party) was destroyed this turn$"),
     happened("destroyed", {"controller": "you"})),
    (re.compile(r"^an opposing (?P<kind>ally) was destroyed this turn$"), happened("destroyed", {"controller": "opposing"})),
    (re.compile(r"^an opposing card was destroyed this turn$"),  # enc-if (s12): of any kind (703.4)
     lambda m: {"happened": {"event": "destroyed", "subject": {"controller": "opposing"}}}),
    (re.compile(r"^an opposing hero or ally was healed this turn$"),  # enc-if (s12): damage healed from it (407.1, 703.4)
     lambda m: {"happened": {"event": "heal", "destination": {"kind": "character", "controller": "opposing"}}}),
    (re.compile(r"^an ability, ally, or equipment was destroyed this turn$"),  # anyone's (703.4)
     lambda m: {"happened": {"event": "destroyed", "subject": {"kinds": ["ability", "ally", "equipment"]}}}),
    (re.compile(r"^an? (?P<kind>ally|ability|equipment) entered play under your control this turn$"),
     happened("enters-play", {"controller": "you"})),
    (re.compile(r"^your hero is a Monster$"), lambda m: {"exists": {"kind": "hero", "controller": "you", "tag": "Monster"}}),
    # 405.1: the damage on your hero now
    (re.compile(r"^your hero has (?P<n>\d+) or more damage(?: on it)?$"),
     lambda m: {"exists": {"kind": "hero", "controller": "you", "damage_at_least": int(m.group("n"))}}),
    (re.compile(r"^NAME has (?P<kw>Stealth|Elusive|Protector|Ferocity|Long-Range)$"),
     lambda m: {"exists": {"this": True, "keyword": m.group("kw")}}),
    # 700.1: a keyword your hero has now, whatever gives it
    (re.compile(r"^your hero has (?P<kw>Stealth|Elusive|Protector|Ferocity|Long-Range)$"),
     lambda m: {"exists": {"kind": "hero", "controller": "you", "keyword": m.group("kw")}}),
]


# -- enc-if (s8): more conditions ---------------------------------------------------------------------

def kinds_you_control(m: re.Match) -> dict[str, Any]:
    """'you control an armor, item, and weapon': one card of each kind named (every part must hold)."""
    kinds = re.split(r",? and |, ", m.group("kinds"))
    return {"all": [{"exists": {"kind": grammar.KIND_WORDS[k], "controller": "you"}} for k in kinds]}


DEFENDING_HERO = {"exists": {"kind": "hero", "controller": "you", "defending": True}}  # 602.3

CONDITIONS[:0] = [  # ahead of 'you control …', which reads a selector
    # 703.4: a quest an opponent completed this turn (702.1)
    (re.compile(r"^an opponent completed a quest this turn$"),
     lambda m: {"happened": {"event": "completed", "subject": {"kind": "quest", "controller": "opposing"}}}),
    (re.compile(r"^you control an? (?P<kind>location)$"),  # a card of a kind the selector grammar has no word for
     lambda m: {"exists": {"kind": m.group("kind"), "controller": "you"}}),
    (re.compile(r"^you control an (?P<kinds>(?:armor|item|weapon)(?:, (?:armor|item|weapon))*,? and (?:armor|item|weapon))$"),
     kinds_you_control),
    # 400.4: an ally you control with an ability attached to it: an ability whose host is such an ally
    (re.compile(r"^you control an ally with an ability attached to it$"),
     lambda m: {"exists": {"kind": "ability", "attached_to": {"kind": "ally", "controller": "you"}}}),
    # 602.3: your hero defends in the current combat; 'against an ally': the attacker is an ally (602.1)
    (re.compile(r"^your hero is defending$"), lambda m: dict(DEFENDING_HERO)),
    (re.compile(r"^your hero is defending against an ally$"),
     lambda m: {"all": [dict(DEFENDING_HERO), {"exists": {"kind": "ally", "attacking": True}}]}),
]


def condition(words: str) -> dict[str, Any]:
    """The words of an 'if' or 'while' clause → a Condition; Unrecognised for anything else."""
    return first_match(CONDITIONS + [(triggers.PAST_CLAUSE, triggers.past_event)], words, "a condition")


# -- the shapes: a clause wrapped around a sentence the other shapes read ---------------------------

DOUBLE_CHECK = re.compile(r"^(?:(?P<label>Unity|Bloodrush|Empower [A-Z][a-z]+(?: Knight)?): )?"
                          r"(?P<when>(?:When|Whenever|At) [^,]+), if (?P<rest>.+)$")
# A label before the sentence names the condition the sentence spells out; read only where they agree
LABELS = {"Unity": re.compile(r"^you control (?:three|\d+) or more Human allies$"),
          "Bloodrush": re.compile(r"^an opposing hero has more damage (?:on it )?than your hero$")}


def labelled(label: str | None, clause: str) -> bool:
    if label is None:
        return True
    if label.startswith("Empower "):  # 'Empower Mage: …, if you control another Mage hero or ally, …'
        return clause == f"you control another {label[len('Empower '):]} hero or ally"
    return bool(LABELS[label].match(clause))


def double_check(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """703.2: a trigger followed by an 'if' set off by commas: the power triggers only if the
    condition holds as the event happens, and its effect is interrupted if it no longer holds as
    it resolves (``if`` of a triggered power). The clause ends at the first comma after which the
    rest reads as a trigger and its effect."""
    parts = m.group("rest").split(", ")
    for at in range(1, len(parts)):
        try:
            cond = condition(", ".join(parts[:at]))
        except Unrecognised:
            continue
        if not labelled(m.group("label"), ", ".join(parts[:at])):
            raise Unrecognised(f"a label that names another condition: {m.group('label')}")
        inner = read(f"{m.group('when')}, {triggers.naming_the_card(cond, m.group('when'), ', '.join(parts[at:]))}")
        powers = inner.parts.get("powers", [])
        if inner.shape != grammar.SHAPE or len(powers) != 1 or "if" in powers[0]["triggered"]:
            raise Unrecognised(f"a double-check power around the shape '{inner.shape}'")
        power = {"triggered": {**powers[0]["triggered"], "if": cond}}
        return Piece(grammar.SHAPE, powers=[power], inner=[*inner.parts.get("inner", []), "condition: double-check"])
    raise Unrecognised(f"a condition: {m.group('rest')}")


def quest_only_if(m: re.Match) -> Piece:
    """701.1, 702.1: completing a quest is its payment power; 'if' or 'while' limits when it can be
    used, and 'on your turn' too (every field of a condition must hold)."""
    cond = condition(m.group("cond"))
    if m.group("turn"):
        cond = {"your_turn": True, **cond}
    return Piece("quest: pay to complete", cost=int(m.group("n")), only_if=cond,
                 inner=["condition: a quest completed only if"])


# -- a payment power usable only while a condition holds: "If <condition>: <cost> -> <effect>" (701.1) --

POWER_IF = re.compile(r"^(?=Once per turn|If |On your turn, if )(?P<once>Once per turn ?: ?)?"
                      r"(?:(?P<turn>On your turn, i|I)f (?P<cond>[^:.>→]+?) ?: ?)?(?=[^:]*(?:->|→|>>>))")


def power_limits(paragraph: str) -> tuple[dict[str, Any], str]:
    """What limits a payment power's use, written before its cost, and the power without it:
    'Once per turn:' (``once_per_turn``: used at most once each turn, 701.4), 'If <condition>:'
    (``only_if``: used only while it holds, 701.1) and 'On your turn, if <condition>:' (both that and
    ``only_your_turn``); ({}, the paragraph) with none."""
    m = POWER_IF.match(paragraph)
    if not m:
        return {}, paragraph
    limits: dict[str, Any] = {}
    if m.group("once"):
        limits["once_per_turn"] = True
    if m.group("cond"):
        limits["only_if"] = condition(m.group("cond"))
    if m.group("turn") == "On your turn, i":  # 'On your turn, if …:' both limits (701.1)
        limits["only_your_turn"] = True
    return limits, paragraph[m.end():]


# -- "Play only if …" (103.1) ------------------------------------------------------------------------

PLAY_ONLY = "card: played only if"


def play_only_if(m: re.Match) -> Piece:
    """'Play only if you control a Totem': the card can be played only while the condition holds
    for its player (``play_only_if``; the card's text wins over the rules that would let it be
    played, 103.1)."""
    return Piece(PLAY_ONLY, fields={"play_only_if": condition(m.group("cond"))}, inner=["condition: play only if"])


# -- "If <condition>, <effect>." (709.2) -------------------------------------------------------------

PRONOUNS = {"your hero": re.compile(r"^it (?=deals |heals )"), "NAME": re.compile(r"^(?:he|she|it) (?=deals |heals )")}


def if_then(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'If your hero has 15 or more damage, it heals 10 damage from itself': the sentence after the
    clause, read by the other shapes, happens only if the condition holds as the link resolves
    (709.2): one effect {if: condition, then: [its effects]}. 'it' (he, she) names the condition's
    subject, your hero or the card itself; any other pronoun is refused."""
    try:
        cond = condition(m.group("cond"))
    except Unrecognised:
        raise Unrecognised(m.group(0)) from None  # the sentence as printed: no condition reads its clause
    rest = m.group("rest")
    for subject, pronoun in PRONOUNS.items():
        if m.group("cond").startswith(subject + " "):
            rest = pronoun.sub(subject + " ", rest)
    named = its_controller(cond, rest)  # enc-if (s11): 'its controller' of the card dealt damage this way
    if named is None and re.match(r"^(?:it|he|she|they|its|that)\b", rest):
        raise Unrecognised(f"'if' before a sentence about another card: {rest}")
    inner = Piece("ability: a player discards", effects=named) if named else read(rest[0].upper() + rest[1:] + ".")
    makes = inner.parts.get("effects")
    if not makes or inner.parts.get("same_target") or inner.parts.get("if_you_do"):
        raise Unrecognised(f"'if' before the shape '{inner.shape}'")
    return Piece(inner.shape, **{**inner.parts, "effects": [lambda slot: {"if": cond, "then": [make(slot) for make in makes]}],
                                 "inner": [*inner.parts.get("inner", []), "condition: if, as it resolves"]})


# -- amounts: "for each …" (709.2d) -----------------------------------------------------------------

AMOUNT_FIELDS = ("draw", "deal_damage", "heal", "ready_resources", "discard")  # the effects whose number a count multiplies
# (enc-turn2: ready_resources; enc-deal4: discard, "target player discards a card for each [Shadow] ally in your party")
ZONES = {"card in your hand": {"zone": "hand", "owner": "you"}, "card in your graveyard": {"zone": "graveyard", "owner": "you"}}


def counted(words: str) -> dict[str, Any]:
    """'ally you control', 'opposing hero', 'card in your hand' → the selector of the cards counted."""
    if words in ZONES:
        return dict(ZONES[words])
    return grammar.selector(f"each {words}")[1]


def scaled(effect: dict[str, Any], count: dict[str, Any]) -> dict[str, Any]:
    """The effect with its one number N made 'N for each card counted', read as it resolves (709.2d)."""
    fields = [f for f in AMOUNT_FIELDS if isinstance(effect.get(f), int)]
    if "put_token" in effect and not fields:  # enc-reward4: 'a token … for each …': as many tokens (404.2, 709.2d)
        effect, fields = {"count": 1, **effect}, ["count"]
    if len(fields) != 1:
        raise Unrecognised(f"'for each' with an effect of {', '.join(effect) or 'nothing'}")
    n = effect[fields[0]]
    amount = dict(count) if "counters" in count else {"count": dict(count)}  # enc-turn: counters on the card (404.1a)
    return {**effect, fields[0]: {**amount, **({"times": n} if n != 1 else {})}}


def for_each(m: re.Match, read: Callable[[str], Piece], count: dict[str, Any] | None = None) -> Piece:
    """'Draw a card for each ally you control', 'your hero deals 2 fire damage to target ally for each
    equipment you control': the sentence without the clause read by the other shapes, its one amount
    counted as the link resolves (709.2d); ``count`` the cards counted if read already (shapes/counts.py)."""
    count = count if count is not None else counted(m.group("what"))
    inner = read(m.group("body") + ".")
    parts = dict(inner.parts)
    if "effects" in parts:
        parts["effects"] = [lambda slot, make=make: scaled(make(slot), count) for make in parts["effects"]]
    elif "reward" in parts:
        parts["reward"] = [scaled(e, count) for e in parts["reward"]]
    elif inner.shape == grammar.SHAPE and len(parts.get("powers", [])) == 1:
        power = parts["powers"][0]["triggered"]
        parts["powers"] = [{"triggered": {**power, "effects": [scaled(e, count) for e in power["effects"]]}}]
    else:
        raise Unrecognised(f"'for each' around the shape '{inner.shape}'")
    if len(parts.get("effects", parts.get("reward", [None]))) != 1:
        raise Unrecognised("'for each' after more than one effect")
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), "amount: for each"]})


# -- "X. If you do, Y." (709.2f) ----------------------------------------------------------------------

# the effects whose performer reports whether it was done (adjudicator/engine: 'if you do' after any
# other is refused): a card destroyed, drawn, removed from the game, put into a hand or onto a deck
DONE_REPORTED = ("destroy", "draw", "remove_from_game", "put_into_hand", "put_on_deck",
                 "destroy_one",  # enc-eff: the card the player chose and destroyed
                 "turn_face_down", "put_damage",  # enc-enter: the resources turned face down (412.1b), the
                                                   # cards all the damage was put on (405.3)
                 "discard",  # enc-if (s10): the cards discarded, every one of them (415.9d)
                 "exhaust",  # enc-if10: the cards exhausted, none if each was already exhausted (411.1)
                 "interrupt")  # enc-if10: the card interrupted, where it went (711.1), none if none was
# enc-if10: 'Interrupt target card. If you do, remove it from the game.': the card the interrupt put into its owner's
# graveyard (711.1), marked as moved by this card (adjudicator/engine/resolution.py's do_interrupt)
INTERRUPTED = {"remove_from_game": {"zone": "graveyard", "moved_by_this": True}}
# 'Interrupt target ability or ally card. If you do, exhaust all of its controller's resources.': the player who
# played the interrupted card (its controller on the chain, 415.6a), the interrupt's target slot put in by ``did``
ITS_CONTROLLER = "the interrupted card's slot"
THEIR_RESOURCES = {"exhaust": {"kind": "card", "row": "resource", "controller_of": ITS_CONTROLLER}}
# 'When an opponent plays a card, destroy NAME. If you do, interrupt that card.' (Mystic Denial): the card whose
# playing fired the power, on the chain below it (703.1); only in a power on a card being played (``played_only``)
THAT_CARD = {"interrupt": {"event": "subject"}}  # read from the chain, as any interrupt is


def if_you_do(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'If you do, Y': the sentence Y, read by the other shapes, to happen only if the previous
    sentence's action was performed (709.2f); ``pool_shapes.acting_effects`` and
    ``shapes.more.it_follows`` join it to that action (``did``)."""
    rest = m.group("rest")
    if HERO_OF.search(rest) or COST_OF.match(rest.rstrip(".")):
        return that_card(rest, read)
    if rest == "remove it from the game.":  # only after an interrupt: ``did`` refuses it after any other action
        return Piece("ability: remove a card from the game", effects=[lambda slot: INTERRUPTED], if_you_do=True,
                     inner=["the interrupted card", "condition: if you do"])
    if rest == "interrupt that card.":
        return Piece("ability: interrupt a target card on the chain", effects=[lambda slot: THAT_CARD], if_you_do=True,
                     inner=["the card played", "condition: if you do"])
    if rest == "exhaust all of its controller's resources.":  # the same: only after an interrupt of a target
        return Piece(shapes_exhaust_resources.SHAPE, effects=[lambda slot: THEIR_RESOURCES], if_you_do=True,
                     inner=["the interrupted card's controller", "condition: if you do"])
    inner = read(rest[0].upper() + rest[1:])
    if "effects" not in inner.parts:
        raise Unrecognised(f"'if you do' before the shape '{inner.shape}'")
    return Piece(inner.shape, **{**inner.parts, "if_you_do": True,
                                 "inner": [*inner.parts.get("inner", []), "condition: if you do"]})


def did(effects: list[dict[str, Any]], then: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The previous sentence's one action (optionally a 'you may …') with 'if you do' ``then``
    joined to it: {do: action, if_you_do: then} (709.2f). Refused unless that action reports
    whether it was done (``DONE_REPORTED``)."""
    if len(effects) != 1:
        raise Unrecognised("'if you do' after a sentence of more or less than one action")
    action = effects[0]
    chosen = chose_first(action)
    may = list(action) == ["may"] and len(action["may"]) == 1 + len(chosen)
    done = action["may"][-1] if may else action
    if not done.keys() & set(DONE_REPORTED):
        raise Unrecognised(f"'if you do' after an action of {', '.join(done)}")
    if INTERRUPTED in then and "interrupt" not in done:
        raise Unrecognised("'remove it from the game' after an action other than an interrupt")
    if THEIR_RESOURCES in then:
        then = [their_resources(done) if e == THEIR_RESOURCES else e for e in then]
    done = shapes_destroyed_stat.named(done, then)  # enc-if13: '… equal to the cost of that destroyed Demon'
    joined = {"do": done, "if_you_do": then}
    return [{"may": [*chosen, joined]} if may else joined]


def played_only(entry: dict[str, Any]) -> None:
    """'interrupt that card' only in a triggered power on a card being played (703.1): refused anywhere else."""
    said = json.dumps(THAT_CARD, sort_keys=True)
    everywhere = json.dumps(entry, sort_keys=True).count(said)
    played = sum(json.dumps(p["triggered"], sort_keys=True).count(said) for p in entry.get("powers", [])
                 if "triggered" in p and p["triggered"]["when"].get("event") == "played")
    if everywhere != played:
        raise Unrecognised("'interrupt that card' in a power not triggered by a card being played")


def their_resources(done: dict[str, Any]) -> dict[str, Any]:
    """'exhaust all of its controller's resources' after 'interrupt target …': that target's controller's (412)."""
    slot = (done.get("interrupt") or {}).get("target")
    if not slot:
        raise Unrecognised("'its controller's resources' after an action other than an interrupt of a target")
    return {"exhaust": {**THEIR_RESOURCES["exhaust"], "controller_of": slot}}


def chose_first(action: dict[str, Any]) -> list[dict[str, Any]]:
    """enc-if10: 'you may exhaust a hero or ally in your party': the card chosen as the 'may' is carried out
    (709.2b), then the one action on it ({chosen: …}), which 'if you do' asks about; else nothing."""
    inner = action.get("may") if list(action) == ["may"] else None
    if not inner or len(inner) != 2 or "choose_card" not in inner[0]:
        return []
    picked = inner[0].get("as")
    return [inner[0]] if picked and any(v == {"chosen": picked} for v in inner[1].values()) else []


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes, ahead of the trigger shape (a clause after its prefix is this family's)."""
    return [(DOUBLE_CHECK, lambda m: double_check(m, read)), *UNPREVENTABLE_SHAPES,  # enc-if (s10)
            (AS_COMBAT, lambda m: as_combat(m, read)),  # enc-if (s11)
            (MAGICAL_PREVENTION, lambda m: magical_prevention(m, read)),  # enc-if (s11)
            (re.compile(r"^Play (?:NAME )?only if (?P<cond>[^.]+)\.$"), play_only_if),
            *timed_shapes(),  # enc-if (s9): a link's replacement for a time, ahead of WOULD
            (WOULD, replacement),
            (PREVENT_ALL, prevent_all),
            (re.compile(r"^If you do, (?P<rest>.+)$"), lambda m: if_you_do(m, read)),
            (re.compile(r"^(?:(?P<turn>On your turn), if|If|While) (?P<cond>[^:]+?)[,:] ?[Pp]ay \[?(?P<n>\d+)\]? to complete "
                        r"this quest\.$"),
             quest_only_if),
            (re.compile(r"^(?:If|Then, if) (?P<cond>[^,]+), (?P<rest>[^,]+)\.$"), lambda m: if_then(m, read)),  # enc-if
            # (s11): 'Then, if …': the same, after the sentence before it (709.2: in the order written)
            (FOR_EACH_DEALT, lambda m: for_each_dealt(m, read)),  # enc-if (s11): ahead of 'for each'
            # "for each damage on him" is Berserking's shape (shapes/more.py), not a count of cards
            (re.compile(r"^(?P<body>[^.]+?) for each (?!damage )(?P<what>[^.,]+)\.$"), lambda m: for_each(m, read))]


# -- "If X would …, … instead": a replacement or prevention power (716, 717) --------------------------

REPLACES = "replacement: a power that changes damage or healing"
REPLACES_ONGOING = "replacement: an ongoing ability's power that changes damage or healing"
DAMAGE_WORDS = r"(?P<q>combat |non-combat |arcane |fire |frost |holy |nature |shadow |melee |ranged |magical )?"
# enc-if (s11): 'magical damage': a packet with any of the magic damage types (the glossary's Magic damage, 408.3a)
MAGIC = ["arcane", "fire", "frost", "holy", "nature", "shadow"]


def typed(q: str) -> Any:
    """The damage type a pattern names: one type, or for 'magical' any of the magic ones (408.3a)."""
    return list(MAGIC) if q == "magical" else q
WOULD = re.compile(
    r"^(?P<ongoing>Ongoing ?: ?)?If (?:"
    rf"(?P<who>[^,]+?) would (?P<verb>be dealt|deal|heal) (?P<fatal>non-fatal |fatal )?(?P<size>\d+ or (?:more|less) )?"
    rf"{DAMAGE_WORDS}damage"
    r"(?: to (?P<whom>[^,]+?)| from (?P<from>[^,]+?))?(?P<with> with (?:an ability|a weapon|abilities|attached card))?"
    r"(?P<defending> while defending)?(?P<attacking> while attacking)?"
    r"|damage would be healed from (?P<healed>[^,]+?)), (?P<instead>[^.]+)\.$")


# -- enc-if (s10): an attachment's replacement, and damage dealt with a card (400.4, 408.3d, 305.2a) ---------

REPLACES_ON_HOST = "ongoing: a replacement on or by the attached card"
REPLACES_AFTER_COLON = "replacement: a sentence read as an ability's power only after its 'Ongoing:'"
ATTACHED = re.compile(r"attached (?:ally|hero|character|card|weapon|armor|item|equipment)")
WITH = {" with an ability": {"kind": "ability"}, " with abilities": {"kind": "ability"}, " with a weapon": {"kind": "weapon"},
        " with attached card": {"host": True}}  # 408.3d: the card a packet is dealt with


def replacing(power: dict[str, Any], ongoing: bool, inner: str) -> Piece:
    """The piece of a replacement power: with 'Ongoing:', an ability's power while in play (305.2), on
    the card it is attached to if it names it ('attached ally', 400.4); without, a card's own power, or,
    naming an attached card, a sentence read only after an ability's 'Ongoing:' (``after_colon``)."""
    host = '{"host": true}' in json.dumps(power) or '"in_host_party": true' in json.dumps(power)  # enc-if12: its party
    if ongoing:
        return Piece(REPLACES_ON_HOST if host else REPLACES_ONGOING, ongoing_power={"replacement": power}, inner=[inner])
    return Piece(REPLACES_AFTER_COLON if host else REPLACES, powers=[{"replacement": power}], inner=[inner])


def after_colon(pieces: list[Piece], at: int) -> list[Piece]:
    """305.2a: an ability's replacement sentence after its first 'Ongoing:' sentence (``at``; in its
    paragraph or a later one) is text after the colon, a power the ability has while in play: 'Attach to
    target ally. Ongoing: Attached ally has +2 / +2. If attached ally would deal shadow damage, …'.
    Before it (or with no 'Ongoing:') such a sentence is refused: an ability has no power of its own."""
    mine = (REPLACES, REPLACES_AFTER_COLON)
    if any(p.shape in mine for p in pieces[:at]):
        raise Unrecognised("a replacement on an ability, not after its 'Ongoing:'")
    return pieces[:at] + [in_play(p) if p.shape in mine else p for p in pieces[at:]]


def in_play(p: Piece) -> Piece:
    """An ability's replacement sentence after its 'Ongoing:': its power, or its powers (enc-if12: 'If your hero would
    deal or be dealt damage, …': one each way), the ability's while in play (305.2a)."""
    powers = p.parts["powers"]
    if len(powers) == 1:
        return replacing(powers[0]["replacement"], True, p.parts["inner"][0])
    if any('{"host": true}' in json.dumps(q) or set(q) != {"replacement"} for q in powers):
        raise Unrecognised("replacements of the attached card, several in a sentence")
    return Piece(REPLACES_ONGOING, ongoing_powers=powers, inner=[p.parts["inner"][0]])


def whose(words: str) -> dict[str, Any]:
    """The cards of a replacement's 'if …': 'NAME', 'your hero', 'a hero or ally in your party', 'an
    ally in your party other than NAME', 'a friendly hero or ally', 'an opposing Orc ally', 'a
    Demon' (a hero or ally of that race) → a selector."""
    if words == "NAME":
        return {"this": True}
    if words == "your hero":
        return {"kind": "hero", "controller": "you"}
    if ATTACHED.fullmatch(words):  # enc-if (s10): the card the ability with the power is attached to (400.4)
        return {"host": True}
    m = re.fullmatch(r"(?P<art>an?) (?P<what>.+?)(?P<other> other than NAME)?", words)
    if not m:
        raise Unrecognised(f"a replacement's cards: {words}")
    what = m.group("what")
    if (m.group("art") == "an") != bool(VOWEL.match(what)):
        raise Unrecognised(f"a replacement's article before '{what}' (an icon the data set lost?)")
    if re.fullmatch(r"[A-Z][a-z]+", what):  # 'a Demon', 'an Elemental': a hero or ally of that race (206.1a)
        what += " hero or ally"
    _, spec = grammar.selector(f"each {what}")
    if set(spec) - {"kind", "controller", "trait", "tag"}:  # enc-if10: 'a Unique ally you control' (a tag, 202.1)
        raise Unrecognised(f"a replacement's cards: {words}")
    return {**spec, **({"other": True} if m.group("other") else {})}


def instead(words: str, verb: str) -> dict[str, Any]:
    """What happens instead (716.1), as the packet's verb says it: 'prevent N of it' (717.2: N of
    each such packet), 'prevent it', 'it deals (it's dealt, it heals) that much +N' or 'double that
    much' (717.3a), 'that much +N is healed', 'it's dealt to NAME' (a redirection, 716.1). Anything
    else is refused."""
    m = re.fullmatch(r"prevent (?:(?P<n>\d+) of (?:it|that damage)|all of it|it)", words)
    if m and verb != "heal":
        return {"prevent": int(m.group("n")) if m.group("n") else "all"}
    m = re.fullmatch(r"prevent all but (?P<n>\d+) of (?:it|that damage)", words)
    if m and verb == "be dealt":  # 717.2: each packet to the card is left at N at most
        return {"prevent_all_but": int(m.group("n"))}
    said = {"deal": r"(?:it|he|she) deals", "be dealt": r"it's dealt", "heal": r"(?:it|he|she) heals",
            "healed": "(?!)"}[verb]
    m = re.fullmatch(rf"{said} (?:(?P<double>double) that much|that (?:much(?: damage)? \+|amount of damage plus )(?P<n>\d+))"
                     r" instead", words)  # enc-if (s10): 'that amount of damage plus 1' says 'that much +1'
    if m:
        return {"multiply": 2} if m.group("double") else {"add": int(m.group("n"))}
    m = re.fullmatch(r"(?:it's dealt to (?P<to>attached ally)|that much damage is dealt to (?P<hero>your hero)) instead", words)
    if m and verb == "be dealt":  # enc-if (s10): to the card the ability is attached to, or to your hero (716.1)
        return {"redirect_to": whose(m.group("to") or m.group("hero"))}
    m = re.fullmatch(r"that much(?: damage)? \+(?P<n>\d+) is healed instead", words)  # enc-turn6: Tree of Life's 'damage'
    if m and verb == "healed":
        return {"add": int(m.group("n"))}
    if words == "it's dealt to NAME instead" and verb == "be dealt":
        return {"redirect_to": {"this": True}}
    raise Unrecognised(f"a replacement's 'instead': {words}")


def replacement(m: re.Match) -> Piece:
    """'If NAME would be dealt combat damage, prevent 1 of that damage', 'If your hero would deal
    damage to a Demon, it deals double that much instead', 'If damage would be healed from your
    hero, that much +5 is healed instead': a replacement power of the card (716.1, 717.2, 717.3a),
    applied to each packet that fits while the card is in play; with 'Ongoing:', the power of an
    ability in play (305.2)."""
    verb = "healed" if m.group("healed") else m.group("verb")
    when: dict[str, Any] = {"event": "heal" if verb in ("heal", "healed") else "damage"}
    if m.group("from"):  # enc-if (s10): 'a hero or ally would heal damage from your hero': healing (407.1) only
        if verb != "heal":
            raise Unrecognised(f"a replacement: {m.group(0)}")
        when["destination"] = whose(m.group("from"))
    if m.group("with"):  # enc-if (s10): 408.3d: the packet is dealt with a card that fits (an ability's own, a weapon)
        when["with"] = dict(WITH[m.group("with")])
    if m.group("healed"):
        when["destination"] = whose(m.group("healed"))
    elif m.group("verb") == "be dealt":
        when["destination"] = whose(m.group("who"))
    else:
        when["source"] = whose(m.group("who"))
    if m.group("whom"):
        if m.group("verb") != "deal":
            raise Unrecognised(f"a replacement: {m.group(0)}")
        when["destination"] = whose(m.group("whom"))
    q = (m.group("q") or "").strip()
    if q and when["event"] == "heal":
        raise Unrecognised(f"a kind of healing: {m.group(0)}")
    if q in ("combat", "non-combat"):
        when["combat"] = q == "combat"
    elif q:
        when["damage_type"] = typed(q)
    size = re.fullmatch(r"(\d+) or (more|less) ", m.group("size") or "")
    if size:  # enc-if (s11): 'would be dealt 3 or more damage': a packet of that size, as it now is
        when["amount_at_least" if size.group(2) == "more" else "amount_at_most"] = int(size.group(1))
    if m.group("attacking"):  # enc-if (s11): 'your hero would deal … while attacking': while the source attacks (602.1)
        if verb != "deal" or "source" not in when or set(when["source"]) - {"kind", "controller", "this"}:
            raise Unrecognised(f"'while attacking' of other cards than the one that deals the damage: {m.group(0)}")
        when["source"] = {**when["source"], "attacking": True}
    if m.group("fatal"):  # 405.2: a packet that is (or isn't) fatal damage to the card it would be dealt to
        if verb != "be dealt":
            raise Unrecognised(f"fatal damage a card deals: {m.group(0)}")
        when["fatal"] = m.group("fatal") == "fatal "
    power: dict[str, Any] = {"when": when, "instead": instead(m.group("instead"), verb)}
    if m.group("defending"):  # 'while defending': only while that card is a defender (602.3)
        if when.get("destination") != {"this": True}:
            raise Unrecognised(f"'while defending' of other cards than the card itself: {m.group(0)}")
        power["while"] = {"exists": {"this": True, "defending": True}}
    if "redirect_to" in power["instead"] and not when.get("destination", {}).get("other") \
            and not redirected_apart(when.get("destination", {}), power["instead"]["redirect_to"], m.group("who")):
        raise Unrecognised(f"damage redirected to the card from cards that may include it: {m.group(0)}")
    return replacing(power, bool(m.group("ongoing")), "replacement: if … would … instead")


def redirected_apart(destination: dict[str, Any], to: dict[str, Any], who: str) -> bool:
    """enc-if (s10): damage redirected between the attached card and your hero, where the attached card is
    an ally ('attached ally'), so never your hero: neither packet can come back to where it was going."""
    hero, host = {"kind": "hero", "controller": "you"}, {"host": True}
    return (destination, to) in ((hero, host), (host, hero)) and "attached character" not in who and \
        (destination == hero or who == "attached ally")


def short_named(name: str, paragraph: str) -> str:
    """An ally's replacement naming it by a part of its name ('If Xanata would be dealt …' on Xanata
    the Lightsworn, '… other than Morandi would be dealt damage, it's dealt to Morandi instead' on
    Neophyte Morandi): that part reads as NAME, only in a sentence whose 'if' names it as the card
    that would deal or be dealt damage, or as the one excluded ('other than')."""
    for run in name_parts(name):
        if re.match(rf"^If {re.escape(run)} is (?:undamaged|ready|exhausted) ?:", paragraph):  # enc-if3: a payment
            paragraph = re.sub(rf"^If {re.escape(run)} is\b", "If NAME is", paragraph)  # power's limit (701.1), and
            return re.sub(rf"(-> |→ ){re.escape(run)} (?=deals )", r"\1NAME ", paragraph)  # the card dealing its effect
        if re.match(rf"^(?:Ongoing ?: ?)?If (?:[^,]* other than )?{re.escape(run)} would ", paragraph):
            return re.sub(rf"\b{re.escape(run)}\b", "NAME", paragraph)
        if re.match(rf"^Prevent all [^.]* while {re.escape(run)} is (?:ready|exhausted|undamaged|defending)\.$", paragraph):
            return re.sub(rf"\bwhile {re.escape(run)} is\b", "while NAME is", paragraph)  # enc-if (s10): Zempre
        if re.search(rf"\bcan attack only {re.escape(run)} if able\.", paragraph):  # enc-if (s8): Karta Foultongue
            return re.sub(rf"\bcan attack only {re.escape(run)} if able\.", "can attack only NAME if able.", paragraph)
    return paragraph


# -- "Prevent all damage that … would deal to …" (717.2) ----------------------------------------------

PREVENTS_TARGET = "ability: prevent all damage to or by a target for a time"
# a target's damage ('by target', 'that target … would deal'), or no target and no duration: the damage
# dealt to a target, or to the card 'this turn', is another shape's (shapes/effects.py, shapes/statics.py)
PREVENT_ALL = re.compile(
    r"^(?=.*\b(?:by|that) target\b|(?!.*\btarget\b)(?!.* this (?:turn|combat)\.$))(?P<ongoing>Ongoing ?: ?)?Prevent all (?P<q>combat |arcane |fire |frost |holy |nature |shadow |melee |ranged |magical )?"
    r"damage (?:that )?(?:would be dealt(?P<both> to and dealt by (?P<both_of>target [^.]+?))?"
    r"(?: to (?P<to>[^.]+?))?(?: by (?P<by>[^.]+?))?(?P<with> with (?:an ability|a weapon|abilities|attached card))?"
    r"|(?P<by2>[^.]+?) would deal(?: to (?P<to2>[^.]+?))?"
    r"|(?P<to3>(?!.* would deal)[^.]+?) would be dealt(?P<with3> with (?:an ability|a weapon|abilities|attached card))?)"
    r"(?: while (?P<cond>[^.]+?))?(?P<dur> this turn| this combat)?\.$")
DURATIONS = {" this turn": "this-turn", " this combat": "this-combat"}


def dealers(words: str) -> dict[str, Any]:
    """The cards whose damage is prevented or that it would be dealt to, not chosen: 'NAME', 'your
    hero', a group in the plural ('attacking allies', 'attackers', 'opposing heroes', 'Rogues': the
    heroes and allies of that class, 206.1a) → a selector. Anything else is refused."""
    if words in ("NAME", "your hero") or ATTACHED.fullmatch(words):  # enc-if (s10): 'attached ally' too
        return whose(words)
    m = re.fullmatch(r"(?P<cls>[A-Z][a-z]+)s", words)
    if m and m.group("cls") in CLASSES:
        return {"kind": "character", "trait": m.group("cls")}
    try:
        aimed, spec = grammar.selector(f"all {words}")
    except Unrecognised:
        raise Unrecognised(f"a prevention's cards: {words}") from None
    if aimed or set(spec) - {"kind", "controller", "trait", "attacking", "defending", "faction", "any"} \
            or not re.search(r"s$", words):  # enc-deal2: a faction icon, or either of two (206.1b)
        raise Unrecognised(f"a prevention's cards: {words}")
    return spec


def prevent_all(m: re.Match) -> Piece:
    """'Prevent all damage that would be dealt to NAME', 'Prevent all combat damage that would be dealt
    to NAME by attacking allies', 'Prevent all damage that Rogues would deal to NAME', 'Prevent all
    combat damage that would be dealt': a prevention power of the card (717.2: all of each packet that
    fits) while it is in play, with 'while …' only while that holds (714.3a); with 'Ongoing:', the
    power of an ability in play (305.2). With a target and 'this turn' (or 'this combat'): the
    resolving link makes a prevention modifier lasting that long (``prevent_target``)."""
    if m.group("both") or "target " in (m.group("to") or m.group("to2") or "") + (m.group("by") or m.group("by2") or ""):
        return prevent_target(m)
    when: dict[str, Any] = {"event": "damage"}
    to, by = m.group("to") or m.group("to2") or m.group("to3"), m.group("by") or m.group("by2")
    if to:
        when["destination"] = dealers(to)
    if by:
        when["source"] = dealers(by)
    if m.group("with") or m.group("with3"):  # enc-if (s10): dealt with a card that fits (408.3d)
        when["with"] = dict(WITH[m.group("with") or m.group("with3")])
    q = (m.group("q") or "").strip()
    if q == "combat":
        when["combat"] = True
    elif q:
        when["damage_type"] = typed(q)
    power: dict[str, Any] = {"when": when, "instead": {"prevent": "all"}}
    if m.group("cond"):
        cond = m.group("cond")
        if to == "your hero":  # 'while it has 25 or more damage': 'it' is the card the damage would be dealt to
            cond = re.sub(r"^it (?=has )", "your hero ", cond)
        power["while"] = condition(cond)
    return replacing(power, bool(m.group("ongoing")), "replacement: prevent all damage")


def prevent_target(m: re.Match) -> Piece:
    """'Prevent all combat damage that would be dealt by target ally this turn', '… that target
    attacking ally would deal to your hero this combat', '… that would be dealt to and dealt by target
    friendly ally this turn': the link's target, chosen as it is added (706.1); as it resolves, a
    prevention modifier (717.2) for each way the sentence names, lasting 'this turn' (503.2a) or
    'this combat' (603.3). No duration stated, or a condition, is refused."""
    if not m.group("dur") or m.group("cond") or m.group("ongoing"):
        raise Unrecognised(f"a target's prevention without a duration, or with a condition: {m.group(0)}")
    q = (m.group("q") or "").strip()
    kind: dict[str, Any] = {"combat": True} if q == "combat" else {"damage_type": typed(q)} if q else {}
    if m.group("both"):
        aimed, spec = grammar.selector(m.group("both_of"))
        roles, rest = ("destination", "source"), {}
    else:
        to, by = m.group("to") or m.group("to2"), m.group("by") or m.group("by2")
        mine, other = ("by", "to") if (by or "").startswith("target ") else ("to", "from")
        aimed, spec = grammar.selector(by if mine == "by" else to)
        roles = ("source",) if mine == "by" else ("destination",)
        rest = {"destination": dealers(to)} if mine == "by" and to else {"source": dealers(by)} if mine == "to" and by else {}
    if not aimed or spec.get("count"):
        raise Unrecognised(f"a prevention's target: {m.group(0)}")
    duration = DURATIONS[m.group("dur")]
    return Piece(PREVENTS_TARGET, target=spec, inner=["replacement: prevent all damage to or by a target"],
                 effects=[lambda slot, role=role: {"create_modifier": {
                     "when": {"event": "damage", role: {"target": slot}, **rest, **kind},
                     "instead": {"prevent": "all"}, "duration": duration}} for role in roles])


# -- enc-if (s8): "If you do, …" naming the previous sentence's target again (709.2f, 712.3b) ----------

THAT_NOUN = r"(?:ability|ally|equipment|weapon|armor|item|card)"
# 'its controller's hero', 'that ability's controller's hero': the hero of the player who controlled it
HERO_OF = re.compile(rf"\b(?:its|that (?P<noun>{THAT_NOUN})'s) controller's hero\b")
# '… deals fire damage to itself equal to that ally's cost', '… heals damage from itself equal to that ability's cost'
COST_OF = re.compile(rf"^(?P<head>.*?\b(?:deals|heals) )(?P<what>(?:[a-z]+ )?damage)(?P<mid>[^.]*?) equal to that "
                     rf"(?P<noun>{THAT_NOUN})'s cost(?P<tail>[^.]*)$")
STAND_IN_HERO = {"kind": "hero", "controller": "opposing"}  # read as 'each opposing hero', then made the reference
STAND_IN_AMOUNT = 9973  # the number an amount is read as, then made the cost printed on the card
KIND_NOUNS = {"ability": ("ability",), "ally": ("ally",), "weapon": ("weapon",), "armor": ("armor",), "item": ("item",),
              "equipment": ("equipment", "weapon", "armor", "item"), "character": ("character", "hero", "ally")}


def that_card(rest: str, read: Callable[[str], Piece]) -> Piece:
    """'Destroy target ability. If you do, your hero deals 3 nature damage to that ability's controller's
    hero', '… If you do, your hero heals damage from itself equal to that ally's cost': the sentence
    after 'If you do,' read by the other shapes, with the previous sentence's target named again: the
    hero of the player who controlled it (its last controller if it has left play, 712.3b), or the cost
    printed on it, wherever it now is (201.1). On the previous sentence's one target (``same_target``;
    ``refers``: the kind 'that …' names, checked against that target by ``refers_fits``)."""
    rest = rest.rstrip(".")
    if rest.startswith("your hero deals "):  # 'your hero deals … to itself': to your hero
        rest = rest.replace(" to itself", " to your hero")
    nouns = {g.group("noun") for g in HERO_OF.finditer(rest)} | ({COST_OF.match(rest).group("noun")} if COST_OF.match(rest) else set())
    if len(nouns - {None}) > 1 or len(HERO_OF.findall(rest)) > 1 or "opposing hero" in rest:
        raise Unrecognised(f"'if you do' naming more than one card again: {rest}")
    body, hero = HERO_OF.sub("each opposing hero", rest), bool(HERO_OF.search(rest))
    cost = COST_OF.match(body)
    if cost:
        body = f"{cost.group('head')}{STAND_IN_AMOUNT} {cost.group('what')}{cost.group('mid')}{cost.group('tail')}"
    inner = read(body[0].upper() + body[1:] + ".")
    if "effects" not in inner.parts or "target" in inner.parts or inner.parts.get("same_target"):
        raise Unrecognised(f"'if you do' naming the previous target, around the shape '{inner.shape}'")

    def named(effect: dict[str, Any], slot: Any, found: list[str]) -> dict[str, Any]:
        """The effect's object (to, from) and amount (deal_damage, heal) read as the stand-ins made the
        reference: any stand-in left elsewhere is refused by ``make``."""
        out = dict(effect)
        for role in ("to", "from"):
            if hero and out.get(role) == STAND_IN_HERO:
                found.append("hero")
                out[role] = {"kind": "hero", "controller_of": slot}
        for field in ("deal_damage", "heal"):
            if cost and out.get(field) == STAND_IN_AMOUNT:
                found.append("cost")
                out[field] = {"cost_of": slot}
        return out

    def make(slot: Any, made: Callable[[Any], dict[str, Any]]) -> dict[str, Any]:
        found: list[str] = []
        effect = named(made(slot), slot, found)
        if slot is None or sorted(found) != sorted(["hero"] * hero + ["cost"] * bool(cost)) \
                or str(STAND_IN_AMOUNT) in str(effect) or str(STAND_IN_HERO) in str(effect):
            raise Unrecognised(f"'if you do' naming the previous target, read otherwise: {rest}")
        return effect
    makes = [lambda slot, made=made: make(slot, made) for made in inner.parts["effects"]]
    for each in makes:
        each("first")  # refused now, not as the card is assembled
    return Piece(inner.shape, **{**inner.parts, "effects": makes, "if_you_do": True, "same_target": True,
                                 "refers": next(iter(nouns - {None}), None),  # enc-if5: never the None of 'its'
                                 "inner": [*inner.parts.get("inner", []), "condition: if you do, that card again"]})


def refers_fits(piece: Piece, target: dict[str, Any] | None) -> None:
    """'that ability's …' after a sentence whose target is an ability (an equipment: a weapon, armor or
    item, 206.1): refused if the target named before is of another kind, or of several."""
    noun = piece.parts.get("refers")
    if noun is None or noun == "card":
        return
    if noun == "several":  # enc-deal2: 'each of them' after a target of several cards (shapes/dont_ready.py)
        if not (target or {}).get("count"):
            raise Unrecognised("'each of them' after a target of one card")
        return
    kind = (target or {}).get("kind")
    if not isinstance(kind, str) or kind not in KIND_NOUNS[noun]:
        raise Unrecognised(f"'that {noun}' after a target of the kind {kind}")


# -- enc-if (s9): a replacement a resolving link makes, for a time (712.1, 716.1, 717) -----------------

REPLACES_FOR_A_TIME = "ability: a replacement modifier made as it resolves, this turn"
# 'If target friendly ally would be dealt damage this turn, …', 'This turn, if your hero would deal damage,
# …', 'If damage would be dealt to an ally you control this turn, …', 'The next time target hero or ally you
# control would deal arcane damage this turn, …': the duration stated once, before or after the clause
TIMED = re.compile(  # only a sentence that states a duration: any other is WOULD's or another shape's
    # 'The next time … this turn, prevent it' is enc-eff's (shapes/effects.py: NEXT_PREVENT)
    r"^(?=This turn, if |[^,]* this turn, )(?!The next time [^,]*, prevent )(?:(?P<next>The next time )|(?P<pre>This turn, if )|If )(?:"
    rf"(?P<who>[^,]+?) would (?P<verb>be dealt|deal) {DAMAGE_WORDS}damage(?: to (?P<whom>[^,]+?))?"
    r"|damage would be dealt to (?P<to>[^,]+?))(?P<dur> this turn)?, (?P<instead>[^.]+)\.$")
# 'If that character would be destroyed this turn, remove it from the game instead': the previous target
TIMED_DESTROYED = re.compile(rf"^If that (?P<noun>{THAT_NOUN}|character) would be destroyed this turn, remove it "
                             r"from the game instead\.$")


def timed_cards(words: str) -> tuple[dict[str, Any] | None, dict[str, Any]]:
    """The cards of a link's replacement: a target ('target friendly ally': its slot's fields, 706.1)
    or cards not chosen ('your hero', 'an ally you control', 'a hero or ally in your party', read by
    ``whose``) → (the target's fields or None, the selector, ``{}`` standing for the slot)."""
    if words.startswith("target "):
        aimed, spec = grammar.selector(words)
        if not aimed or spec.get("count"):
            raise Unrecognised(f"a replacement's target: {words}")
        return spec, {}
    return None, whose(words)


def timed_instead(words: str, verb: str, destination: dict[str, Any] | None) -> dict[str, Any]:
    """What the link's modifier does to each packet it replaces: double it, add N, prevent all of it
    (717.2a: a modifier that prevents all makes the packet vanish), or deal it to your hero instead,
    only for damage to allies (so that it never redirects your hero's own damage). 'Prevent N of it'
    is refused: a link's prevention of N is a total used up as it prevents (717.2a), and the sentence
    says N of each packet."""
    if words == "it's dealt to your hero instead" and verb == "be dealt":
        if (destination or {}).get("kind") != "ally":
            raise Unrecognised(f"damage redirected to your hero from cards that may include it: {words}")
        return {"redirect_to": {"kind": "hero", "controller": "you"}}
    if words.startswith("prevent") and not re.fullmatch(r"prevent (?:it|all of it)", words):
        raise Unrecognised(f"a link's prevention of part of each packet: {words}")
    found = instead(words, verb)
    if set(found) - {"multiply", "add", "prevent"}:
        raise Unrecognised(f"a link's replacement: {words}")
    return found


def timed(m: re.Match) -> Piece:
    """'If target friendly ally would be dealt damage this turn, it's dealt to your hero instead', 'If
    target ally would be dealt damage this turn, it's dealt double that much instead', 'This turn, if
    your hero would deal damage, it deals that much +2 instead', 'The next time target hero or ally you
    control would deal arcane damage this turn, it deals that much +2 instead': as the link resolves it
    makes a replacement modifier (712.1, 716.1) lasting this turn (503.2a), for 'the next time' used
    once (``uses: 1``); a target is chosen as the link is added (706.1). The duration must be stated
    exactly once; anything else is refused."""
    if bool(m.group("pre")) == bool(m.group("dur")) or (m.group("pre") and m.group("next")):
        raise Unrecognised(f"a link's replacement whose duration isn't stated once: {m.group(0)}")
    verb = "be dealt" if m.group("to") else m.group("verb")
    aimed, spec = timed_cards(m.group("to") or m.group("who"))
    role = "source" if verb == "deal" else "destination"
    when: dict[str, Any] = {"event": "damage", role: spec}
    if m.group("whom"):
        if verb != "deal" or m.group("whom").startswith("target"):
            raise Unrecognised(f"a link's replacement: {m.group(0)}")
        when["destination"] = whose(m.group("whom"))
    q = (m.group("q") or "").strip()
    if q in ("combat", "non-combat"):
        when["combat"] = q == "combat"
    elif q:
        when["damage_type"] = typed(q)
    found = timed_instead(m.group("instead"), verb, aimed if aimed is not None else spec)
    uses = {"uses": 1} if m.group("next") else {}

    def make(slot: Any) -> dict[str, Any]:
        if aimed is not None and slot is None:
            raise Unrecognised("a link's replacement of a target with no slot")
        pattern = {**when, role: {"target": slot}} if aimed is not None else when
        return {"create_modifier": {"when": pattern, "instead": found, **uses, "duration": "this-turn"}}
    return Piece(REPLACES_FOR_A_TIME, effects=[make], **({"target": aimed} if aimed is not None else {}),
                 inner=["replacement: a link's modifier, this turn"])


def timed_destroyed(m: re.Match) -> Piece:
    """'Your hero deals 2 fire damage to target hero or ally. If that character would be destroyed this
    turn, remove it from the game instead': the previous sentence's target (``same_target``) is
    removed from the game instead of being destroyed (716.1, 716.1a) for the rest of the turn (503.2a),
    by a replacement modifier the link makes as it resolves (712.1)."""
    return Piece(REPLACES_FOR_A_TIME, same_target=True, refers=m.group("noun"),
                 effects=[lambda slot: {"create_modifier": {"when": {"event": "destroyed", "subject": {"target": slot}},
                                                            "instead": {"to_zone": "removed"}, "duration": "this-turn"}}],
                 inner=["replacement: a link's modifier, this turn, on the previous target"])


def timed_shapes() -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes, ahead of ``WOULD`` and 'If …, …' (``if_then``), which would refuse them."""
    return [(TIMED, timed), (TIMED_DESTROYED, timed_destroyed), (WHILE_PREVENT, while_prevent)]


# -- enc-if (s9): "While <condition>, prevent all damage …" (714.3a, 717.2) -----------------------------

WHILE_PREVENT = re.compile(r"^(?:(?P<label>Unity): )?While (?P<cond>[^,]+), (?P<rest>prevent all (?:[a-z]+ )?damage [^,.]+)\.$")


def while_prevent(m: re.Match) -> Piece:
    """'While NAME is ready, prevent all damage that would be dealt to him', 'While you have eight or more
    cards in your graveyard, prevent all damage that attacking allies would deal to NAME': the prevention
    power of the card (717.2) read by ``prevent_all`` with its 'while' put after it, as 'Prevent all
    damage that would be dealt to NAME while …' is printed; 'him' ('her') is the card itself only when
    the condition is about it. A sentence ``prevent_all`` refuses is refused."""
    rest, cond = m.group("rest"), m.group("cond")
    if not labelled(m.group("label"), cond):  # enc-if (s10): 'Unity: While you control three or more Human allies, …'
        raise Unrecognised(f"a label that names another condition: {m.group(0)}")
    if re.search(r"\b(?:him|her|it)\b", rest):
        if not cond.startswith("NAME "):
            raise Unrecognised(f"a pronoun in a prevention whose 'while' names no card: {m.group(0)}")
        rest = re.sub(r"\b(?:him|her|it)$", "NAME", rest)
    again = PREVENT_ALL.match(f"{rest[0].upper()}{rest[1:]} while {cond}.")
    if not again or again.group("dur") or "target " in rest:
        raise Unrecognised(f"a prevention after 'while': {m.group(0)}")
    return prevent_all(again)


# -- enc-if (s10): damage that can't be prevented (408.3c) ----------------------------------------------

def joined(sentences: list[str]) -> list[str]:
    """'Your hero deals 3 holy damage to target attacker. That damage can't be prevented.': the damage of
    the sentence before is unpreventable (408.3c), read as '… deals 3 unpreventable holy damage …'; only
    after a sentence that deals damage once. Any other sentence as it is."""
    out: list[str] = []
    for s in sentences:
        dealt = list(DEALS.finditer(out[-1])) if out else []
        if s == "That damage can't be prevented." and len(dealt) == 1 and "unpreventable" not in out[-1]:
            out[-1] = out[-1][:dealt[0].end("verb")] + " unpreventable" + out[-1][dealt[0].end("verb"):]
        elif s == COUNTS_AS_COMBAT and len(dealt) == 1 and COUNTS_AS_COMBAT not in out[-1]:  # enc-if (s11): read by
            out[-1] += " " + s  # ``as_combat`` as one sentence
        else:
            out.append(s)
    return out


DEALS = re.compile(rf"\b(?P<verb>deals \d+)(?= (?:(?:{TYPES}) )?damage\b)")
UNPREVENTABLE = "a power: damage dealt with or by the card can't be prevented"


def unpreventable(m: re.Match) -> Piece:
    """'Damage that would be dealt with NAME is unpreventable' (a weapon: every packet dealt with it,
    408.3d), 'Damage that NAME would deal is unpreventable' (the card as the source): while the card is
    in play, no prevention modifier or armor can prevent any of such a packet (408.3c), as the
    hand-written 'can't be prevented' powers are encoded."""
    role = {"with": {"this": True}} if m.group("with") else {"source": {"this": True}}
    return Piece(UNPREVENTABLE, powers=[{"prohibition": {"cannot": "be-prevented", "damage": {"event": "damage", **role}}}],
                 inner=["prohibition: unpreventable damage"])


UNPREVENTABLE_SHAPES = [(re.compile(r"^Damage that (?:would be dealt (?P<with>with) NAME|NAME would deal) is unpreventable\.$"),
                         unpreventable)]


# -- enc-reward (s11): conditions a quest's reward reads ('Reward: If you have no cards in hand, draw two cards.') --
# Each holds or not as the reward resolves (709.2). 'No other quests': no quest you control, the completed one being
# face down by then, a blank resource and no quest (702.2, 412.1b). 'Fewer cards in your hand than in your
# graveyard': counted as it is read (415.4).
CONDITIONS[:0] = [
    (re.compile(r"^you have no cards in (?:your )?hand$"), lambda m: {"not": {"hand_at_least": 1}}),
    (re.compile(r"^you have no ready resources$"),
     lambda m: {"not": {"exists": {"row": "resource", "controller": "you", "exhausted": False}}}),
    (re.compile(r"^you have no other quests$"), lambda m: {"not": {"exists": {"kind": "quest", "controller": "you"}}}),
    (re.compile(r"^you control an? quest$"), lambda m: {"exists": {"kind": "quest", "controller": "you"}}),
    (re.compile(r"^an? (?P<kind>ability|ally|equipment) is in your graveyard$"),
     lambda m: {"exists": {"kind": m.group("kind"), "zone": "graveyard", "owner": "you"}}),
    (re.compile(r"^you have fewer cards in your hand than in your graveyard$"),
     lambda m: {"more_cards": {"of": {"zone": "graveyard", "owner": "you"}, "than": {"zone": "hand", "owner": "you"}}}),
    # enc-reward3: 'you have seven or more cards in (your) hand', counted as it is read (415.4)
    (re.compile(rf"^you have {N_WORD} or more cards in (?:your )?hand$"), lambda m: {"hand_at_least": amount(m.group("n"))}),
]


# -- enc-if (s11): what the link's packets did "this way" (709.2d, 405.6) ----------------------------------

THIS_WAY_KINDS = {"a hero": "hero", "an ally": "ally", "a character": "character"}
THIS_WAY = re.compile(r"^(?:(?P<who>a hero|an ally|a character) (?:is|was) dealt damage|damage (?:is|was) dealt) this way$")


def dealt_this_way(m: re.Match) -> dict[str, Any]:
    """'If a hero was dealt damage this way', 'If damage is dealt this way': some card (of that kind) the
    link's packets have dealt damage to so far, read as it resolves (709.2d; a packet prevented completely
    deals none, 717.2b). Read only in an effect after the link's damage (``this_way.after_damage``)."""
    spec: dict[str, Any] = {"dealt_this_way": True}
    if m.group("who"):
        spec = {"kind": THIS_WAY_KINDS[m.group("who")], **spec}
    return {"exists": spec}


CONDITIONS += [
    (THIS_WAY, dealt_this_way),
    # 405.1: your hero has no damage on it now
    (re.compile(r"^your hero is undamaged$"), lambda m: {"exists": {"kind": "hero", "controller": "you", "damaged": False}}),
]

# 'its controller discards a card' after 'if a hero was dealt damage this way': the controller of that card
ITS_CONTROLLER_DISCARDS = re.compile(r"^its controller discards (?P<n>a|two) cards?$")


def its_controller(cond: dict[str, Any], rest: str) -> list[Callable[[Any], dict[str, Any]]] | None:
    """'If a hero was dealt damage this way, its controller discards a card': 'its' is the card of the kind
    the condition names, dealt damage this way (the player who controls it discards, 415.9d); None where the
    sentence has no such 'its'. Any other sentence about 'it' is refused by ``if_then``."""
    m = ITS_CONTROLLER_DISCARDS.match(rest)
    spec = cond.get("exists", {})
    if not m or not spec.get("dealt_this_way") or "kind" not in spec:
        return None
    n = COUNT[m.group("n")]
    return [lambda slot: {"discard": n, "player": {"controller_of": dict(spec)}}]


# -- enc-if (s11): "… for each damage dealt this way" (405.6, 709.2d) -------------------------------------

THIS_WAY_AMOUNTS = ("draw", "discard", "ready_resources", "deal_damage", "heal")  # a number the damage replaces
FOR_EACH_DEALT = re.compile(r"^(?!.*\bdeals? )(?:For each damage dealt this way, (?P<after>[^.]+)|(?P<before>[^.]+?) for each damage "
                            r"dealt this way)\.$")
DEALT_SO_FAR = "dealt-this-way"


def per_damage(effect: dict[str, Any]) -> dict[str, Any]:
    """The effect with its one number N made 'N for each damage the link's packets have dealt so far'
    (405.6): a number of cards or resources only for N = 1 (no multiple of a count of cards), damage or
    healing N times it; a token put into play once for each. Anything else is refused."""
    if "put_token" in effect and effect.get("count", 1) == 1:
        return {**effect, "count": DEALT_SO_FAR}
    fields = [f for f in THIS_WAY_AMOUNTS if isinstance(effect.get(f), int) and not isinstance(effect.get(f), bool)]
    if len(fields) != 1:
        raise Unrecognised(f"'for each damage dealt this way' with an effect of {', '.join(effect) or 'nothing'}")
    n = effect[fields[0]]
    if n == 1:
        return {**effect, fields[0]: DEALT_SO_FAR}
    if fields[0] not in ("deal_damage", "heal"):
        raise Unrecognised(f"'{n} for each damage dealt this way' of a number of cards")
    return {**effect, fields[0]: {"multiply": DEALT_SO_FAR, "by": n}}


def for_each_dealt(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'Draw a card for each damage dealt this way', 'For each damage dealt this way, put a Treant ally token
    into play …': the sentence without the clause, read by the other shapes, with its one number made the
    damage the link's packets have dealt so far, read as it resolves (405.6, 709.2d); only after a sentence
    of the same link that deals damage (``dealt_before``)."""
    body = m.group("after") or m.group("before")
    inner = read(body[0].upper() + body[1:] + ".")
    makes = inner.parts.get("effects")
    if not makes or len(makes) != 1 or inner.parts.get("target") or inner.parts.get("same_target") \
            or inner.parts.get("if_you_do"):
        raise Unrecognised(f"'for each damage dealt this way' around the shape '{inner.shape}'")
    made = makes[0]
    per_damage(made(None))  # refused now, not as the card is assembled
    return Piece(inner.shape, **{**inner.parts, "effects": [lambda slot: per_damage(made(slot))],
                                 "inner": [*inner.parts.get("inner", []), "amount: for each damage dealt this way"]})


def dealt_before(entry: dict[str, Any]) -> None:
    """Refuse a card where an effect reads the damage dealt this way with no effect dealing damage before it
    (or in it) in the same list of effects: the sentence names the damage of the link's sentence before."""
    def unchecked(value: Any, key: str = "") -> bool:
        if isinstance(value, dict):
            return any(unchecked(v, k) for k, v in value.items())
        if not isinstance(value, list):
            return value == DEALT_SO_FAR
        for i, item in enumerate(value):
            text = json.dumps(item)
            if key in ("effects", "may", "if_you_do") and f'"{DEALT_SO_FAR}"' in text:  # enc-if13: 'if you do' lists
                if not any('"deal_damage"' in json.dumps(before) for before in value[:i]) and not (
                        isinstance(item, dict) and item.keys() & {"may", "if_you_do"} and not unchecked(item)):
                    return True  # enc-if13: a 'may' or 'if you do' whose own list deals the damage first is checked in it
                continue
            if unchecked(item):
                return True
        return False
    if unchecked(entry):
        raise Unrecognised("'damage dealt this way' with no damage dealt before it")


# -- enc-if (s11): "That damage counts as combat damage." (408.3b) ---------------------------------------

COUNTS_AS_COMBAT = "That damage counts as combat damage."
AS_COMBAT = re.compile(rf"^(?P<body>[^.]+\.) {re.escape(COUNTS_AS_COMBAT)}$")


def as_combat(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'Your hero deals 1 melee damage to target hero or ally. That damage counts as combat damage.': the
    packets of the sentence before (joined to it by ``joined``, only after a sentence that deals damage once)
    have the combat damage attribute (408.3b), as ``combat`` of its one damage effect."""
    inner = read(m.group("body"))
    makes = inner.parts.get("effects") or []
    if len(makes) != 1 or "deal_damage" not in makes[0](None) or makes[0](None).get("combat") or makes[0](None).get("divided"):
        raise Unrecognised(f"'that damage counts as combat damage' after the shape '{inner.shape}'")
    made = makes[0]
    return Piece(inner.shape, **{**inner.parts, "effects": [lambda slot: {**made(slot), "combat": True}],
                                 "inner": [*inner.parts.get("inner", []), "damage: counts as combat damage"]})


# -- enc-if (s11): "Prevent all magical damage that would be dealt to target … this turn" (717.2, 408.3a) --------

MAGICAL_PREVENTION = re.compile(r"^(?P<head>Prevent (?:all|the next \d+) )magical (?P<tail>damage that [^.]+ this turn\.)$")


def magical_prevention(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The link's prevention modifier of the sentence without 'magical', read by the other shapes, made to
    prevent only packets with a magic damage type (408.3a: any of arcane, fire, frost, holy, nature, shadow).
    Refused unless the sentence reads as one modifier of damage that names no type of its own."""
    inner = read(m.group("head") + m.group("tail"))
    makes = inner.parts.get("effects") or []
    made = makes[0](None) if len(makes) == 1 else {}
    when = (made.get("create_modifier") or {}).get("when", {})
    if len(makes) != 1 or when.get("event") != "damage" or "damage_type" in when or "combat" in when:
        raise Unrecognised(f"'magical damage' in the shape '{inner.shape}'")
    make = makes[0]

    def typed_made(slot: Any) -> dict[str, Any]:
        effect = make(slot)
        modifier = effect["create_modifier"]
        return {**effect, "create_modifier": {**modifier, "when": {**modifier["when"], "damage_type": list(MAGIC)}}}
    return Piece(inner.shape, **{**inner.parts, "effects": [typed_made],
                                 "inner": [*inner.parts.get("inner", []), "damage: magical"]})
