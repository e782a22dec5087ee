"""enc-if8: a replacement of a card's going to a graveyard (716.1, 716.1a), a power of the card in play:

* "If a card would enter an opposing graveyard, remove it from the game instead." — a card owned by an opponent (its
  owner's graveyard is where it would go, 401.2), from any zone: ``{when: {event: to-graveyard, subject: {owner:
  opposing}}, instead: {to_zone: removed}}``;
* "If an opposing ally would be destroyed, remove it from the game instead.", "… put it into its owner's hand
  instead." — a destruction (from play) replaced: ``event: destroyed``.

The card replaced is never destroyed (716.1a). Refused: 'you may …' (the engine asks no one whether a destruction is
replaced), a graveyard but an opposing one or yours, and any other 'instead'.
"""
from __future__ import annotations

import re

from shapes import conditions
from shapes.base import Piece, Unrecognised

INSTEAD = {"remove it from the game": "removed", "put it into its owner's hand": "hand"}
GRAVEYARD = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?If (?P<who>a card|an? [a-z]+(?: card)?) would (?:enter|be put into) "
                       r"(?P<whose>an opposing|your) graveyard, (?P<instead>[^.]+) instead\.$")
DESTROYED = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?If (?P<who>[^,]+?) would be destroyed, (?P<instead>[^.]+) instead\.$")
OWNERS = {"an opposing": "opposing", "your": "you"}


def to_zone(words: str) -> str:
    if words not in INSTEAD:
        raise Unrecognised(f"a card's going to a graveyard replaced by: {words}")
    return INSTEAD[words]


def graveyard(m: re.Match) -> Piece:
    """'If a card would enter an opposing graveyard, …': any card an opponent owns, from any zone (716.1)."""
    kind = m.group("who").split(" ", 1)[1].removesuffix(" card")  # 'an ally card': an ally
    subject = {"owner": OWNERS[m.group("whose")]}
    if kind != "card":
        _, spec = conditions.grammar.selector(f"each {kind}")
        if set(spec) - {"kind"}:
            raise Unrecognised(f"the cards of a graveyard replacement: {m.group('who')}")
        subject = {**spec, **subject}
    power = {"when": {"event": "to-graveyard", "subject": subject}, "instead": {"to_zone": to_zone(m.group("instead"))}}
    return conditions.replacing(power, bool(m.group("ongoing")), "replacement: a card going to a graveyard")


def destroyed(m: re.Match) -> Piece:
    """'If an opposing ally would be destroyed, remove it from the game instead': the destruction never happens."""
    power = {"when": {"event": "destroyed", "subject": conditions.whose(m.group("who"))},
             "instead": {"to_zone": to_zone(m.group("instead"))}}
    return conditions.replacing(power, bool(m.group("ongoing")), "replacement: a destruction")


SHAPES = [(GRAVEYARD, graveyard), (DESTROYED, destroyed)]
