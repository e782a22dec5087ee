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
  ``only_if`` of the payment power (``power_condition``, read by ``pool_shapes.payment``).
* "Destroy target ability. If you do, its controller discards a card.", "When NAME enters play,
  you may draw a card. If you do, discard a card." — the sentence after "If you do," read by the
  other shapes and joined to the previous sentence's one action (``did``): ``{do, if_you_do}``
  (709.2f), only after an action the engine reports as done or not (``DONE_REPORTED``).

A condition is one of the phrases of ``CONDITIONS``; anything else is refused, never approximated:
an article that doesn't fit its noun ("an hero", "a or race") is an icon the data set lost.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import grammar
from shapes.base import NUMBERS, Piece, Unrecognised, first_match
from shapes.costs import CLASSES

COUNT = {**NUMBERS, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
N_WORD = rf"(?P<n>{'|'.join(COUNT)}|\d+)"
PLURALS = ("allies", "heroes", "abilities", "items", "weapons")
VOWEL = re.compile(r"^[aeiouAEIOU]")


def amount(word: str) -> int:
    return int(word) if word.isdigit() else COUNT[word.lower()]


def group(words: str, whose: str) -> tuple[dict[str, Any], int]:
    """'another Night Elf ally', 'three or more Human allies', 'an equipment', 'a Monster hero or
    ally' → (a selector of the cards, read by grammar.selector with ``whose``; how many must fit)."""
    m = re.match(rf"^(?:(?P<art>an?)|(?P<other>another)|{N_WORD} or more) (?P<what>.+)$", words)
    if not m:
        raise Unrecognised(f"a condition's cards: {words}")
    what = m.group("what")
    if m.group("art") and (m.group("art") == "an") != bool(VOWEL.match(what)):
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


CONDITIONS: list[tuple[re.Pattern, Callable[[re.Match], dict[str, Any]]]] = [
    # 411, 412: a ready resource is an unexhausted card of your resource row
    (re.compile(r"^you control no ready resources$"),
     lambda m: {"not": {"exists": {"row": "resource", "controller": "you", "exhausted": False}}}),
    (re.compile(rf"^you control {N_WORD} or more resources$"), resources),
    (re.compile(r"^you control (?P<what>.+)$"), you_control),
    (re.compile(r"^an opponent controls (?P<what>.+)$"), opponent_controls),
    (re.compile(r"^(?P<what>an? .+?|another .+?)(?P<cost> with cost \d+ or (?:more|less))? is in your party$"),
     in_your_party),
    (re.compile(rf"^you have {N_WORD} or more cards in your graveyard$"), graveyard),
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
    (re.compile(r"^NAME is undamaged$"), this_card({"damaged": False})),  # 405.1
    (re.compile(r"^an? (?P<kind>ally|ability|equipment) (?:you controlled|in your party) was destroyed this turn$"),
     happened("destroyed", {"controller": "you"})),
    (re.compile(r"^an opposing (?P<kind>ally) was destroyed this turn$"), happened("destroyed", {"controller": "opposing"})),
    (re.compile(r"^an ability, ally, or equipment was destroyed this turn$"),  # anyone's (703.4)
     lambda m: {"happened": {"event": "destroyed", "subject": {"kinds": ["ability", "ally", "equipment"]}}}),
    (re.compile(r"^an? (?P<kind>ally|ability|equipment) entered play under your control this turn$"),
     happened("enters-play", {"controller": "you"})),
    (re.compile(r"^your hero is a Monster$"), lambda m: {"exists": {"kind": "hero", "controller": "you", "tag": "Monster"}}),
]


def condition(words: str) -> dict[str, Any]:
    """The words of an 'if' or 'while' clause → a Condition; Unrecognised for anything else."""
    return first_match(CONDITIONS, words, "a condition")


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
        inner = read(f"{m.group('when')}, {', '.join(parts[at:])}")
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

POWER_IF = re.compile(r"^If (?P<cond>[^:.>→]+?) ?: ?(?=[^:]*(?:->|→|>>>))")


def power_condition(paragraph: str) -> tuple[dict[str, Any] | None, str]:
    """The condition before a payment power's cost and the power without it; (None, the paragraph)
    if it has none. 701.1: the power can be used only while the condition holds (``only_if``)."""
    m = POWER_IF.match(paragraph)
    if not m:
        return None, paragraph
    return condition(m.group("cond")), paragraph[m.end():]


# -- amounts: "for each …" (709.2d) -----------------------------------------------------------------

AMOUNT_FIELDS = ("draw", "deal_damage", "heal")  # the effects whose number a count multiplies
ZONES = {"card in your hand": {"zone": "hand", "owner": "you"}, "card in your graveyard": {"zone": "graveyard", "owner": "you"}}


def counted(words: str) -> dict[str, Any]:
    """'ally you control', 'opposing hero', 'card in your hand' → the selector of the cards counted."""
    if words in ZONES:
        return dict(ZONES[words])
    return grammar.selector(f"each {words}")[1]


def scaled(effect: dict[str, Any], count: dict[str, Any]) -> dict[str, Any]:
    """The effect with its one number N made 'N for each card counted', read as it resolves (709.2d)."""
    fields = [f for f in AMOUNT_FIELDS if isinstance(effect.get(f), int)]
    if len(fields) != 1:
        raise Unrecognised(f"'for each' with an effect of {', '.join(effect) or 'nothing'}")
    n = effect[fields[0]]
    return {**effect, fields[0]: {"count": dict(count), **({"times": n} if n != 1 else {})}}


def for_each(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'Draw a card for each ally you control', 'your hero deals 2 fire damage to target ally for each
    equipment you control': the sentence without the clause read by the other shapes, its one amount
    counted as the link resolves (709.2d)."""
    count = counted(m.group("what"))
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
                 "destroy_one")  # enc-eff: the card the player chose and destroyed


def if_you_do(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'If you do, Y': the sentence Y, read by the other shapes, to happen only if the previous
    sentence's action was performed (709.2f); ``pool_shapes.acting_effects`` and
    ``shapes.more.it_follows`` join it to that action (``did``)."""
    rest = m.group("rest")
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
    may = list(action) == ["may"] and len(action["may"]) == 1
    done = action["may"][0] if may else action
    if not done.keys() & set(DONE_REPORTED):
        raise Unrecognised(f"'if you do' after an action of {', '.join(done)}")
    joined = {"do": done, "if_you_do": then}
    return [{"may": [joined]} if may else joined]


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The shapes, ahead of the trigger shape (a clause after its prefix is this family's)."""
    return [(DOUBLE_CHECK, lambda m: double_check(m, read)),
            (re.compile(r"^If you do, (?P<rest>.+)$"), lambda m: if_you_do(m, read)),
            (re.compile(r"^(?:(?P<turn>On your turn), if|If|While) (?P<cond>[^:]+?)[,:] ?[Pp]ay \[?(?P<n>\d+)\]? to complete "
                        r"this quest\.$"),
             quest_only_if),
            # "for each damage on him" is Berserking's shape (shapes/more.py), not a count of cards
            (re.compile(r"^(?P<body>[^.]+?) for each (?!damage )(?P<what>[^.,]+)\.$"), lambda m: for_each(m, read))]
