"""enc-start1: turn-start and turn-end triggers (500.1, 503.1) whose effect names its card by a word the other shapes
don't read as that card:

* 'it' as the object of an attachment's turn trigger on its host's controller's turn: "Ongoing: At the start of
  attached hero's controller's turn, your hero deals 1 melee damage to it." 'It' is the attached hero, the one card the
  trigger names (400.4): read as the sentence with 'attached hero' (shapes/triggers.py reads that one), and only when
  the effect ends there, so that no other noun of the effect could be what 'it' stands for.
* An ally's personal name as the object of 'put … into her owner's hand' in a turn trigger's effect: "At the start of
  your turn, you may put Karina into her owner's hand." on Karina of Silvermoon is the card itself (200.1), as
  ``triggers.short_named`` reads a personal name as the subject of an effect. Only that verb and only inside a turn
  trigger's paragraph: a name part elsewhere may be another card's.
* The host as the card dealt damage this turn, in an attachment's condition: "… if attached hero was dealt 5 or more
  damage this turn, …" (Cobra Sting): the packets dealt this turn to the card the attachment is attached to (400.4,
  703.4), their amounts added up (408.2a), as shapes/dealt_total.py reads 'an opposing hero was dealt …'.
"""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece
from shapes.conditions import COUNT, N_WORD

# 'it' alone as the object of the damage that ends the effect; the trigger's host the one card it can be
HOST_IT = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?(?P<when>At the (?:start|end) of attached (?P<kind>hero|character)'s "
                     r"controller's turn), (?P<effect>[^,.]+? deals \d+ (?:\w+ )?damage to) it\.$")
IT_NOTE = "it: the attached card its host's controller's turn trigger names (400.4)"


def host_it(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """The sentence read with 'attached hero' ('attached character') for 'it'."""
    inner = read(f"{m.group('ongoing') or ''}{m.group('when')}, {m.group('effect')} attached {m.group('kind')}.")
    return Piece(inner.shape, **{**inner.parts, "inner": [*inner.parts.get("inner", []), IT_NOTE]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    """The clauses around a sentence the other shapes read (pool_shapes puts them first)."""
    return [(HOST_IT, lambda m: host_it(m, read))]


TURN_TRIGGER = r"\bAt the (?:start|end) of (?:your|each opponent's|each player's|each) turn, (?:you may )?put "


def short_named(name: str, paragraph: str) -> str:
    """An ally's personal name (the words before ' of ', ' the ' or a comma of its name) as the card put into its
    owner's hand by its own turn trigger: that name reads as NAME there only."""
    personal = " ".join(re.split(r",| the | of ", name)[0].split())
    if personal == name or len(personal) < 3:
        return paragraph
    return re.sub(rf"({TURN_TRIGGER}){re.escape(personal)}(?= into (?:his|her|its) owner's hand\.)", r"\1NAME", paragraph)


HOST_DEALT = re.compile(rf"^attached (?P<kind>hero|ally|character) was dealt {N_WORD} or more damage this turn$")


def host_dealt(m: re.Match) -> dict:
    """The packets dealt this turn to the host (400.4), added up (408.2a): one card, so ``amounts: destination``."""
    return {"happened": {"event": "damage", "destination": {"host": True, "kind": m.group("kind")}},
            "amounts": "destination", "at_least": COUNT.get(m.group("n")) or int(m.group("n"))}


CONDITIONS = [(HOST_DEALT, host_dealt)]
