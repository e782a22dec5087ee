"""enc-misc2: a card of a target player's hand, chosen by you and then discarded or removed, told in two sentences:
'Look at target player's hand and choose a card.' followed by 'He discards that card.' (or 'That player discards
that card.', 'That opponent …', 'Remove that card from the game.'), the card chosen perhaps described: 'an ally
card', 'an ability or equipment card', 'a location or quest', '… card with cost 4 or less'.

The hidden hand is shown to the link's controller (415.4a), who picks a card of it that fits, as printed (709.2b);
that card is discarded (415.9d) or removed from the game (415.7a); a hand with no card that fits: none is chosen
(712.3). ``joined`` runs the second sentence into the first (both name the one card), and the shape reads the pair
as one effect (``look_at_hand`` with ``then`` and ``fits``), in an ability's text, a triggered power's effect ('When
NAME enters play, look at …') or a payment power's.

Refused: a description the grammar reads as more than kinds and a cost bound ('a card of that kind', 'a card with
Ferocity'), a second sentence naming another player ('That opponent' after 'target player'), and either sentence
alone (the first chooses a card nothing then names; the second names a card no sentence chose).
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Unrecognised, joined_pairs
from shapes.grammar import selector

SHAPE = "ability: look at a target player's hand, choose a card of it, which he discards or which is removed"
FIRST = re.compile(r"^(?:When [^,]+, )?[Ll]ook at target (?:player|opponent)'s hand and choose [^.]+\.$")
SECOND = re.compile(r"^(?:(?:He|That player|That opponent) discards that card|Remove that card from the game)\.$")
LOOK_DISCARD = re.compile(
    r"^Look at target (?P<who>player|opponent)'s hand and choose (?:a card|an? (?P<what>[^.]+?))\. "
    r"(?:(?P<he>He|That player|That opponent) discards that card|(?P<remove>Remove that card from the game))\.$")
FITS = {"cost_at_most", "cost_at_least"}  # a cost bound (403.5a): all the grammar's 'fits' may hold here


def joined(parts: list[str]) -> list[str]:
    """The sentences, a 'He discards that card.' (or 'Remove that card from the game.') run into the 'Look at target
    player's hand and choose …' before it."""
    return joined_pairs(parts, FIRST, SECOND)


def chosen(what: str) -> dict[str, Any]:
    """The description of the card chosen, as a selector of the hand's cards (no zone: the hand's), read by the
    grammar as a target's ('an ally card' is 'target ally'); only kinds and a cost bound."""
    words = re.sub(r" cards?(?= with |$)", "", what)
    aimed, spec = selector(f"target {words}")
    kind = spec.get("kind")
    if not aimed or not kind or set(spec) - {"kind", "fits"} or set(spec.get("fits", {})) - FITS:
        raise Unrecognised(f"the card chosen from a hand: {what}")
    kinds = {"kinds": list(kind)} if isinstance(kind, list) else {"kind": kind}
    return {**kinds, **spec.get("fits", {})}


def look_discard(m: re.Match) -> dict[str, Any]:
    who = m.group("who")
    if m.group("he") == f"That {'opponent' if who == 'player' else 'player'}":
        raise Unrecognised(f"a second sentence naming another player: {m.group(0)}")
    fits = chosen(m.group("what")) if m.group("what") else None
    effect = {"then": "remove" if m.group("remove") else "discard", **({"fits": fits} if fits else {})}
    aimed = {"kind": "player", **({"controller": "opponent"} if who == "opponent" else {})}
    return {"shape": SHAPE, "target": aimed,
            "effects": [lambda slot: {"look_at_hand": {"target_player": slot}, **effect}]}


SHAPES = [(LOOK_DISCARD, look_discard)]
ALLOWED = {"ability": (SHAPE,)}
