"""enc-when1: the card's own destruction sending it into its owner's deck a number of places from the top:
"When NAME is destroyed, you may put it into your deck third from the top" (Fel Imp) — a triggered power read whole,
as shapes/enter.py reads "… put him from the graveyard into his owner's hand": the card the destruction put into
its owner's graveyard, which the link still finds there while it stays (415.9b, the selector ``{event: moved}``),
goes into its owner's deck beneath the top N-1 cards (``put_on_deck`` with ``from_top``; beneath them all if the deck
has fewer, 415.3c), not shuffled. 'You may': the controller's choice as it resolves (708.3).

'Your deck' names the player who controls the power: a card goes only into its owner's deck (415.9a), so the card is
sent only if you own it (``owner: you``); a card you control but don't own stays in its owner's graveyard. 'His
owner's deck' names no player and reads the same without that check. Another destruction ('When an ally is
destroyed'), another place ('on the bottom … from the top') or a count word not below are refused."""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised
from shapes.grammar import SHAPE
from shapes.triggers import when

ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}
OWN_INTO_DECK = re.compile(
    rf"^(?P<when>When NAME is destroyed), (?P<may>you may )?put (?:him|her|it|NAME) into (?P<whose>your|his owner's"
    rf"|her owner's|its owner's) deck (?P<nth>{'|'.join(ORDINALS)}) from the top\.$")
INTO_DECK = "ability: the card itself from the graveyard into its owner's deck N from the top"


def own_into_deck(m: re.Match) -> Piece:
    """The triggered power: ``put_on_deck: {event: moved, zone: graveyard}`` (and ``owner: you`` after 'your deck'),
    ``where: top``, ``from_top: N``; under ``may`` after 'you may'."""
    g = m.groupdict()
    if g["when"] != "When NAME is destroyed":  # the pattern admits no other; kept as the refusal it would be
        raise Unrecognised(m.group(0))
    moved = {"event": "moved", "zone": "graveyard", **({"owner": "you"} if g["whose"] == "your" else {})}
    effect = {"put_on_deck": moved, "where": "top", "from_top": ORDINALS[g["nth"]]}
    effects = [{"may": [effect]}] if g["may"] else [effect]
    return Piece(SHAPE, powers=[{"triggered": {"when": when(g["when"]), "effects": effects}}],
                 inner=[f"triggered: {INTO_DECK}"])


WHOLE_SHAPES = [(OWN_INTO_DECK, own_into_deck)]
ALLOWED = {"ability": (INTO_DECK,)}
