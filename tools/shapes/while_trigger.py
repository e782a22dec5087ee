"""enc-while4: "While <condition>, when <event>, <effect>." — a triggered power that works only while a condition
holds: "While you have no cards in your hand, when NAME deals combat damage to a hero, draw a card.", "Ongoing: While
your hero has Bear Form, when it's dealt combat damage, you may draw a card.", "Ongoing: While in cat form, when your
hero deals combat damage to a defending hero, you may pay 1. If you do, …".

The trigger and its effect are read by the other shapes (the sentence without its 'While …,'); the condition by the
'if' grammar (``conditions.condition``), as the triggered power's ``while`` (714.3a): the power triggers only if the
condition is true as its event happens (703.1), and it is not checked again as the effect resolves, as a double-check
power's 'if' would be (703.2). A druid's form: 'your hero has Bear Form' says what 'your hero is in bear form' says
(the keyword the form gives, ``shapes/in_form.py``); 'in cat form' with no subject only before a trigger about your
hero, and 'it' right after a 'while' about your hero is your hero. 'its controller' (or 'it's', a data set's
misspelling) after 'deals combat damage to a hero' is that hero's controller (your hero's controller would be 'you'). Anything else is refused: a trigger that is
not one triggered power, a 'while' the grammar doesn't read.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import conditions, grammar, triggers
from shapes.base import Piece, Unrecognised

WHILE_WHEN = re.compile(r"^While (?P<cond>[^,.]+), (?P<when>(?:when|whenever) [^,]+), (?P<effect>.+\.\"?)$")
ONGOING_WHILE = re.compile(r"^Ongoing ?: ?(?P<rest>While [^,.]+, (?:when|whenever) .+)$")
FORM = re.compile(r"^(?:your hero has (?P<has>Bear|Cat) Form|in (?P<bare>bear|cat) form)$", re.I)
IT = re.compile(r"^(?P<w>when|whenever) it(?:'s| is) (?=dealt )|^(?P<v>when|whenever) it (?=deals )")
ITS_CONTROLLER = re.compile(r"^(?P<head>.*deals combat damage to a hero), it'?s controller (?P<verb>discards)")


def hero_form(words: str, when: str) -> tuple[str, bool]:
    """The condition's words as the 'if' grammar reads them, and whether they are about your hero."""
    m = FORM.match(words)
    if not m:
        return words, words.startswith("your hero ")
    if m.group("bare") and not re.match(r"^(?:when|whenever) your hero ", when):
        raise Unrecognised(f"'While in … form' before a trigger not about your hero: {when}")
    return f"your hero is in {(m.group('has') or m.group('bare')).lower()} form", True


def while_trigger(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    when = m.group("when")
    words, about_hero = hero_form(m.group("cond"), when)
    cond = conditions.condition(words)  # refuses a 'while' it doesn't read
    it = IT.match(when)
    if it:
        if not about_hero:
            raise Unrecognised(f"'it' after a 'while' not about your hero: {m.group(0)}")
        verb = it.group("w") or it.group("v")
        when = f"{verb} your hero {'is ' if it.group('w') else ''}{when[it.end():]}"
    rest = f"{when[0].upper()}{when[1:]}, {m.group('effect')}"
    its = ITS_CONTROLLER.match(rest)
    if its:
        rest = f"{its.group('head')}, that hero's controller {its.group('verb')}{rest[its.end():]}"
    inner = read(rest)
    powers = inner.parts.get("powers") or []
    if set(inner.parts) - {"powers", "inner"} or len(powers) != 1 or set(powers[0]) != {"triggered"} \
            or "while" in powers[0]["triggered"]:
        raise Unrecognised(f"'While …, when …' around the shape '{inner.shape}': {m.group(0)}")
    power: dict[str, Any] = {"triggered": {**powers[0]["triggered"], "while": cond}}
    return Piece(inner.shape, powers=[power], inner=[*inner.parts.get("inner", []), "condition: a 'while' on a trigger"])


def ongoing(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'Ongoing: While …, when …, …' on an ability: the same power, working while the ability is in play (305.2)."""
    whole = WHILE_WHEN.match(m.group("rest"))
    if not whole:
        raise Unrecognised(f"'Ongoing: While …, when …' not read: {m.group(0)}")
    inner = while_trigger(whole, read)
    if inner.shape != grammar.SHAPE:  # an attachment's trigger on its host's events is left unread
        raise Unrecognised(f"'Ongoing: While …, when …' around the shape '{inner.shape}': {m.group(0)}")
    return Piece(triggers.ONGOING, ongoing_power=inner.parts["powers"][0],
                 inner=[f"ongoing: {grammar.SHAPE}", *inner.parts.get("inner", [])])


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(ONGOING_WHILE, lambda m: ongoing(m, read)), (WHILE_WHEN, lambda m: while_trigger(m, read))]
