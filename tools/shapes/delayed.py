"""enc-turn8: a sentence that destroys (puts back), at a later end or start of a turn, the cards the sentence before it
put into play (removed), for ``tools/encode_pool.py``:

* "Put three Peasant ally tokens with 1 ATK, 1 health, and Ferocity into play. At end of turn, destroy them."
  (Barov Peasant Caller), "… Skeleton ally token … into play. At end of turn, destroy it." (Ancient Cornerstone
  Grimoire)
* "At the start of your turn, put three Peasant ally tokens into play …. At the end of the next turn, destroy them."
  (Alexi Barov, Weldon Barov)
* "Target hero or ally in your party has +3 ATK / +3 health this turn. At the start of the next turn, destroy it."
  (A Final Sacrifice): 'it' is the sentence's one target, remembered as it was chosen.

The later sentence is more of the same effect (709.2: its instructions in the order written): a triggered modifier
(``create_trigger``, 715.1) that triggers the next time a turn ends or starts (``once``), made after the sentence
before it, which remembers the cards that sentence affected as it is made (``remembers``, 714.3f: the tokens it
put into play, ``put_this_way``; or its target) and destroys only those (``remembered``). At 'the end of the next
turn' the modifier sees no event of the turn it is made in (``later_turn``).
'Them' needs more than one token put, 'it' one token or the one target.

* "Remove this ally from the game. At end of turn, its owner puts it into play." (Joru the Blinding Light): the card
  removes itself (415.7a); the modifier remembers the card this card removed (``moved_by_this`` in the removed-from-
  game zone) and puts it back into play under its owner's control (710), a new card (415.9a). "Remove Adam from the
  game. Put him into play at the start of the next turn." (Adam Eternum): the same, as the next turn starts, under
  your control (the effect's controller puts him into play).

* "Remove all allies in your party from the game. | At the end of the next turn, put all cards removed this way into
  your party." (Temporary Dissipation): the two lines one effect; the cards this card removed, remembered, put into play
  under your control (your party, 415.8b).

Editor's note: 'at end of turn' names no turn; read as the next end of a turn, this turn's unless the effect
resolves in the end phase after this turn's end has begun (503.1), as 'At end of turn, destroy this ability' is
read (``shapes/next_turn.py``).
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised, name_parts

LATER = r"(?P<when>At end of turn|At the start of the next turn|At the end of the next turn), destroy (?P<what>them|it)\."
# the card itself removed from the game, and put back into play as the turn ends ('your hand' removed and put back:
# Illusionary Rod, left alone: no pool test plays a hand removed from the game yet)
BACK = r"(?:At end of turn, (?P<back>its owner puts it into play)|(?P<next>Put (?:him|her|it) into play) at the start of the next turn)\."
REMOVED = re.compile(rf"^Remove NAME from the game\. {BACK}$")
REMOVED_HERE = {"zone": "removed", "moved_by_this": True}  # the cards this card's effect removed (415.7a)
PUT_BACK = {"put_into_play": {"remembered": True, "zone": "removed"}, "under": "owner"}
# 'cards removed this way' put back into your party (Temporary Dissipation): the cards this card removed (415.7a)
INTO_PARTY = r"At the end of the next turn, put all cards removed this way into your party\."
RETURNED = re.compile(rf"^(?P<first>[^.]+\.) {INTO_PARTY}$")
SECOND = re.compile(rf"^(?:{LATER}|{BACK}|{INTO_PARTY})$")
PAIR = re.compile(rf"^(?P<first>[^.]+\.) {LATER}$")
DESTROY = {"destroy": {"remembered": True}}
REMOVED_SHAPE = "ability: the card removed from the game until a turn ends or starts"


def joined(parts: list[str]) -> list[str]:
    """The sentences with each 'At end of turn, destroy them.' joined to the sentence before it."""
    out: list[str] = []
    for s in parts:
        if out and SECOND.match(s):
            out[-1] = f"{out[-1]} {s}"
        else:
            out.append(s)
    return out


def waiting(when: str, remembers: dict[str, Any]) -> dict[str, Any]:
    """The triggered modifier that destroys the remembered cards as the turn named ends or starts (715.1)."""
    later = {"later_turn": True} if when == "At the end of the next turn" else {}  # not the end of this turn
    event = "turn-starts" if when == "At the start of the next turn" else "turn-ends"
    return {"create_trigger": {"when": {"event": event}, "once": True, **later, "effects": [dict(DESTROY)]},
            "remembers": remembers, "duration": "game"}


def tokens_put(effect: dict[str, Any], what: str) -> bool:
    """Does the effect put into play, under your control, as many tokens as the pronoun says (one: 'it')?"""
    count = effect.get("count", 1)
    return "put_token" in effect and effect.get("player", "you") == "you" and isinstance(count, int) and \
        (count == 1) == (what == "it")


def later(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence before, read by the other shapes, and the modifier after its effect."""
    first, when, what = read(m.group("first")), m.group("when"), m.group("what")
    powers = first.parts.get("powers") or []
    if len(powers) == 1 and set(first.parts) <= {"powers", "inner"} and "triggered" in powers[0]:
        power = powers[0]["triggered"]
        if power.get("targets") or not tokens_put(power["effects"][-1], what):
            raise Unrecognised(f"'{when}, destroy {what}' after a triggered power that puts no such tokens: {m.group(0)}")
        effects = [*power["effects"], waiting(when, {"put_this_way": True})]
        return Piece(first.shape, **{**first.parts, "powers": [{"triggered": {**power, "effects": effects}}],
                                     "inner": [*first.parts.get("inner", []), "then: a modifier at a later turn's end"]})
    if "effects" not in first.parts or set(first.parts) - {"effects", "target", "inner"}:
        raise Unrecognised(f"'{when}, destroy {what}' after the shape '{first.shape}'")
    return Piece(first.shape, **{**first.parts, "effects": [*first.parts["effects"], remembering(first, when, what)],
                                 "inner": [*first.parts.get("inner", []), "then: a modifier at a later turn's end"]})


def remembering(first: Piece, when: str, what: str) -> Callable[[Any], dict[str, Any]]:
    """The modifier of an ability's (a payment power's) effect: it remembers the tokens the last effect put into
    play, or else, for 'it', the sentence's one target (its slot given as the effect is made, 706.1)."""
    if "target" not in first.parts and tokens_put(first.parts["effects"][-1](None), what):
        return lambda slot: waiting(when, {"put_this_way": True})
    if what != "it" or "target" not in first.parts or len(first.parts["effects"]) != 1:
        raise Unrecognised(f"'{when}, destroy {what}' after no tokens put and no one target")
    return lambda slot: waiting(when, {"target": slot})


def removed_for_the_turn(m: re.Match) -> Piece:
    """'Remove NAME from the game. At end of turn, its owner puts it into play.': the card removes itself (415.7a),
    then makes a modifier that remembers the card it removed (714.3f) and, the next time a turn ends, puts it back
    into play under its owner's control (710), a new card (415.9a)."""
    back = dict(PUT_BACK) if m.group("back") else {"put_into_play": dict(PUT_BACK["put_into_play"])}  # 'put him': yours
    event = "turn-ends" if m.group("back") else "turn-starts"
    later = {"create_trigger": {"when": {"event": event}, "once": True, "effects": [back]},
             "remembers": dict(REMOVED_HERE), "duration": "game"}
    return Piece(REMOVED_SHAPE, effects=[lambda slot: {"remove_from_game": {"this": True}}, lambda slot: dict(later)])


def short_named(name: str, paragraph: str) -> str:
    """An ally naming itself by a part of its name in 'Remove Adam from the game. Put him into play …' (Adam Eternum):
    that part reads as NAME there only."""
    for run in name_parts(name):
        found = re.search(rf"\bRemove {re.escape(run)} from the game\. (?=Put (?:him|her|it) into play at the start of "
                          r"the next turn\.)", paragraph)
        if found:
            return paragraph[:found.start()] + "Remove NAME from the game. " + paragraph[found.end():]
    return paragraph


def into_party(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'<a group removed from the game>. At the end of the next turn, put all cards removed this way into your party.':
    a modifier that remembers the cards this card removed (714.3f) and, as the next turn ends, puts them into play
    under your control (710; your party, 415.8b), a new card each (415.9a)."""
    first = read(m.group("first"))
    made = [make(None) for make in first.parts.get("effects", [])]
    if set(first.parts) - {"effects", "inner"} or not made or "remove_from_game" not in made[-1]:
        raise Unrecognised(f"'cards removed this way' after no group removed from the game: {m.group(0)}")
    back = {"put_into_play": {"remembered": True, "zone": "removed"}}
    later = {"create_trigger": {"when": {"event": "turn-ends"}, "once": True, "later_turn": True, "effects": [back]},
             "remembers": dict(REMOVED_HERE), "duration": "game"}
    return Piece(first.shape, effects=[*first.parts["effects"], lambda slot: dict(later)],
                 inner=[*first.parts.get("inner", []), "then: a modifier at a later turn's end"])


def paragraphs_joined(text: list[str]) -> list[str]:
    """A card's paragraphs, with one that only puts back 'all cards removed this way' joined to the one before it
    (a data set printed the two sentences of one effect on two lines)."""
    return joined(text)


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(PAIR, lambda m: later(m, read)), (REMOVED, removed_for_the_turn), (RETURNED, lambda m: into_party(m, read))]
