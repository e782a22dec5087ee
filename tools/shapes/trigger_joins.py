"""enc-enter6: joins around the trigger shapes (``shapes/triggers.py``) that no reader took yet.

* "Ongoing: When you play a Feral ability, if you control a Form, your hero may deal …" — an ability's triggered
  power in play (305.2) whose effect, after the condition, is a card's optional action ('your hero may', 'NAME
  may'), which the effect shapes don't read after an 'if'. The sentence without 'Ongoing:' is read by the
  conditions' double check (``shapes/conditions.py``), and its condition then put on the effect, checked as it
  resolves (709.2), as every other 'Ongoing: When …, if …' sentence is read (``triggers.ongoing``).
* "When you play an ability or your hero attacks, …", "When NAME enters play and when he attacks, …", "When NAME
  attacks or defends, …" — one effect on each of two events: one triggered power for each, each read as the
  sentence with that event alone (703.1), the same effect. A reference in the effect to the event (its card, its
  amount) is refused: the events' cards and amounts are not the same. A list of more events ('enters play, leaves
  play, exhausts, or readies') is not read.
* "Search target player's deck for a card and remove it from the game" (also "target opponent's") — the link's
  controller searches that player's deck (413.1), may fail to find a card (hidden, 413.3), and removes the card
  found from the game (415.7a); the searched deck is shuffled (413.2): ``{search: [deck], player: {target_player},
  into: removed}``.
* "Look at the top card of each opponent's deck" — each opponent's deck in turn order (802.1), its top card seen by
  the link's controller only (415.3a); nothing is taken or moved: ``{look_at_top: 1, player: each-opponent}``.
* "When you attach an ability to a hero or ally, …" — an attachment is attached as it resolves, entering play
  attached to its host (400.2, 400.3): the event is an ability you control entering play (710.1d) whose host fits
  (``attached_to``). Editor's reading: an attachment moved from one host to another does not enter play, and is
  not watched.
* "When NAME inspires an ally, that ally is a Protector this turn" — the card's own Inspire readying an ally
  (501.1b; the ``inspired`` event, its source the card with the Inspire), and the ally inspired has the keyword
  this turn (the event's card, read through the stand-in 'target ally').
* "When NAME attacks, put him into his owner's hand at the end of this turn" — the power read without the clause,
  its effects moved into a modifier that triggers once, as this turn ends (503.1, 715.1), as
  ``shapes/next_turn.py`` waits for the next turn's start; only an untargeted power (a target would be chosen as
  the modifier triggers, which the text doesn't say).
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from shapes import triggers
from shapes.base import Piece, Unrecognised
from shapes.grammar import SHAPE

ONGOING_IF = re.compile(r"^Ongoing ?: ?(?P<rest>(?:When|At) [^,]+, if [^,]+, (?:your hero|NAME|he|she|it) may .+)$")


def ongoing_if(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The power read without 'Ongoing:', its condition moved onto its effects, made the ability's power in play."""
    inner = read(m.group("rest"))
    powers = inner.parts.get("powers", [])
    if inner.shape != SHAPE or len(powers) != 1 or "if" not in powers[0].get("triggered", {}) or set(inner.parts) - {
            "powers", "inner"}:
        raise Unrecognised(f"'Ongoing:' before a condition around the shape '{inner.shape}'")
    power = dict(powers[0]["triggered"])
    power["effects"] = [{"if": power.pop("if"), "then": power["effects"]}]
    return Piece(triggers.ONGOING, ongoing_power={"triggered": power},
                 inner=[f"ongoing: {SHAPE}", *inner.parts.get("inner", [])])


SEARCHED = "ability: search a player's deck and remove a card from the game"
SEARCH_THEIR_DECK = re.compile(r"^Search target (?P<who>player|opponent)'s deck for a card and remove it from the game\.$")


def search_their_deck(m: re.Match) -> dict[str, Any]:
    """The target player (706.1; 'opponent': an opponent only) whose deck is searched for any card."""
    aimed = {"kind": "player", **({"controller": "opponent"} if m.group("who") == "opponent" else {})}
    return {"shape": SEARCHED, "target": aimed, "effects": [
        lambda slot: {"search": ["deck"], "for": {"kind": "card"}, "into": "removed", "player": {"target_player": slot}}]}


LOOKED = "ability: look at the top card of each opponent's deck"
LOOK_AT_THEIRS = re.compile(r"^Look at the top card of each opponent's deck\.$")


def look_at_theirs(m: re.Match) -> dict[str, Any]:
    return {"shape": LOOKED, "effects": [lambda slot: {"look_at_top": 1, "player": "each-opponent"}]}


SHAPES = [(SEARCH_THEIR_DECK, search_their_deck), (LOOK_AT_THEIRS, look_at_theirs)]
ALLOWED = {"ability": (SEARCHED, LOOKED)}


# 'When you play an ability or your hero attacks', 'When NAME enters play and when he attacks', 'When NAME attacks or
# defends': the events joined by 'or' or 'and when', each a trigger prefix of its own once its subject is spelt out
SEVERAL = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?When (?P<events>[^,]+? (?:or|and when) [^,]+?), (?P<effect>.+)$")
JOIN = re.compile(r" (?:or|and when) ")
PRONOUN = re.compile(r"^(?:he|she|it) ")


def events(words: str) -> list[str]:
    """The events' prefixes ('When …'), each read by the trigger shapes: the first split of the words at an 'or' or
    'and when' whose every part reads; a later part that is a verb alone, or begins 'he', 'she' or 'it', has the
    first part's subject (a card event's). Unrecognised if no split reads."""
    cuts = [m.span() for m in JOIN.finditer(words)]
    for at in range(len(cuts)):
        parts = [words[:cuts[at][0]], words[cuts[at][1]:]]
        try:
            return [f"When {p}" for p in spelt_out(parts)]
        except Unrecognised:
            continue
    raise Unrecognised(f"a trigger on several events: When {words}")


def spelt_out(parts: list[str]) -> list[str]:
    first = triggers.CARD_EVENT.match(f"When {parts[0]}")
    who = first.group("who") if first else None
    out = []
    for part in parts:
        if who and PRONOUN.match(part):
            part = PRONOUN.sub(f"{who} ", part)
        elif who and part in triggers.VERBS:
            part = f"{who} {part}"
        triggers.when(f"When {part}")  # each must read on its own
        out.append(part)
    if len(set(out)) != len(out):
        raise Unrecognised(f"the same event twice: {parts}")
    return out


def several(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """One power for each event, the first read whole (its effect, targets and 'may'), the others the same power with
    their own event (703.1). A reference to the event in the effect is refused (each event's card would be another)."""
    prefixes = events(m.group("events"))
    ongoing = m.group("ongoing") or ""
    inner = read(f"{ongoing}{prefixes[0]}, {m.group('effect')}")
    first = inner.parts.get("ongoing_power") if ongoing else (inner.parts.get("powers") or [None])[0]
    wanted = triggers.ONGOING if ongoing else SHAPE
    if inner.shape != wanted or first is None or set(first) != {"triggered"} or set(first["triggered"]) - {
            "when", "targets", "effects"} or (not ongoing and len(inner.parts["powers"]) != 1):
        raise Unrecognised(f"a trigger on several events around the shape '{inner.shape}'")
    said = json.dumps(first["triggered"]["effects"])
    if '"event' in said or "that-much" in said:
        raise Unrecognised(f"a reference to one of several events: {m.group(0)}")
    powers = [first] + [{"triggered": {**first["triggered"], "when": triggers.when(p)}} for p in prefixes[1:]]
    more = [*inner.parts.get("inner", []), "trigger: several events"]
    if ongoing:
        return Piece(triggers.ONGOING, ongoing_powers=powers, inner=more)
    return Piece(SHAPE, powers=powers, inner=more)


def one_event(prefix: str) -> bool:
    """Whether the trigger shapes read the prefix as they are ('When an opposing hero or ally attacks', 'When NAME
    enters play or you play an ability'): then the sentence is theirs."""
    if triggers.REVEALED.match(prefix) or triggers.EITHER.match(prefix):
        return True
    try:
        triggers.when(prefix.removesuffix(triggers.FIRST))
        return True
    except Unrecognised:
        return False


class OnlySeveral:
    """SEVERAL, matching only a sentence whose prefix is no one event the trigger shapes read, and which splits into
    events that each read: any other is left to the shapes after it."""
    pattern = SEVERAL.pattern

    def match(self, sentence: str) -> re.Match | None:
        m = SEVERAL.match(sentence)
        if not m or one_event(f"When {m.group('events')}"):
            return None
        try:
            events(m.group("events"))
        except Unrecognised:
            return None
        return m


ATTACH_EVENT = re.compile(r"^When you attach an ability to (?P<host>a hero or ally|an ally|a hero), (?P<effect>.+)$")
HOSTS = {"a hero or ally": "character", "an ally": "ally", "a hero": "hero"}
ENTERS = {"event": "enters-play", "subject": {"kind": "ability", "controller": "you"}}


def attached_by_you(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence read with 'When an ability you control enters play', its subject then given the host (400.2)."""
    inner = read(f"When an ability you control enters play, {m.group('effect')}")
    powers = inner.parts.get("powers", [])
    if inner.shape != SHAPE or len(powers) != 1 or powers[0]["triggered"]["when"] != ENTERS \
            or '"event' in json.dumps(powers[0]["triggered"]["effects"]):  # 'it' would be the ability, not the host
        raise Unrecognised(f"an attached ability's trigger around the shape '{inner.shape}'")
    subject = {**ENTERS["subject"], "attached_to": {"kind": HOSTS[m.group("host")]}}
    power = {"triggered": {**powers[0]["triggered"], "when": {**ENTERS, "subject": subject}}}
    return Piece(SHAPE, powers=[power], inner=[*inner.parts.get("inner", []), "trigger: an ability attached"])


INSPIRES = re.compile(r"^When NAME inspires an ally, that ally is an? (?P<kw>Protector|Elusive|Ferocity|Stealth) this turn\.$")


def inspires(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"Target ally has {m.group('kw')} this turn.")
    if set(inner.parts) - {"target", "effects", "inner"}:
        raise Unrecognised(f"an inspired ally's keyword around the shape '{inner.shape}'")
    effects = triggers.replaced([make("first") for make in inner.parts["effects"]], {"target": "first"},
                                {"event": "subject"})
    when = {"event": "inspired", "subject": {"kind": "ally"}, "source": {"this": True}}
    return Piece(SHAPE, powers=[{"triggered": {"when": when, "effects": effects}}],
                 inner=[f"triggered: {inner.shape}", "trigger: the card's own Inspire"])


END_OF_THIS_TURN = re.compile(r"^(?P<when>When NAME attacks), (?P<body>[^,]+?) at the end of this turn\.$")


def at_the_end_of_this_turn(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('when')}, {m.group('body')}.")
    powers = inner.parts.get("powers", [])
    power = powers[0].get("triggered") if len(powers) == 1 else None
    if power is None or set(power) != {"when", "effects"} or set(inner.parts) - {"powers", "inner"} \
            or '"target"' in json.dumps(power["effects"]):
        raise Unrecognised(f"'at the end of this turn' around more than one untargeted power: {m.group(0)}")
    later = {"create_trigger": {"when": {"event": "turn-ends"}, "once": True, "effects": power["effects"]},
             "duration": "game"}  # once: the first end of a turn it sees, this one's (503.1)
    return Piece(inner.shape, powers=[{"triggered": {"when": power["when"], "effects": [later]}}],
                 inner=[*inner.parts.get("inner", []), "trigger: at the end of this turn"])


def shapes(read: Callable[[str], Piece]) -> list[tuple[Any, Callable[[re.Match], Piece]]]:
    return [(ONGOING_IF, lambda m: ongoing_if(m, read)), (OnlySeveral(), lambda m: several(m, read)),
            (ATTACH_EVENT, lambda m: attached_by_you(m, read)), (INSPIRES, lambda m: inspires(m, read)),
            (END_OF_THIS_TURN, lambda m: at_the_end_of_this_turn(m, read))]
