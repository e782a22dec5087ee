"""enc-start: a card's triggered power that works while the card is in its owner's graveyard and brings it back to
the hand, for ``tools/encode_pool.py``:

* "At the start of your turn, if NAME is in your graveyard, you may pay 1. If you do, put NAME (it) into your hand."
  (Wisp, Unearthed Broadsword) — a power that works in the graveyard (``zones: [graveyard]``, 703.3a: its card is
  face up there), triggering as its controller's turn starts (500.1); as it resolves the player may pay (712.7,
  708.3) and, if they do, the card goes from the graveyard into their hand (709.2f, 415.9e). The card is the
  power's own card ('NAME', 'it', 200.1); if it has left the graveyard by then, nothing moves.
* "When your hero deals fire damage while NAME is in your graveyard, you may put NAME from your graveyard into your
  hand." (Phoenix) — the same, its event read by the trigger prefixes (``shapes/triggers.py``).

Refused: any other effect, 'if' or 'while' of another zone or another card, and a power in the graveyard whose
event is its own card arriving there (that is Death Rattle's, ``shapes/keywords_late.py``).
"""
from __future__ import annotations

import json
import re
from typing import Any

from shapes import triggers
from shapes.base import Piece, Unrecognised

SHAPE = "a triggered power that works in the graveyard: the card back into its owner's hand"
IN_GRAVEYARD = re.compile(
    r"^(?P<when>(?:At the start|At the end) of [^,]+?|When [^,]+?)(?:, if| while) NAME is in your graveyard, "
    r"(?:you may pay \[?(?P<n>\d+)\]?\. If you do, put (?:NAME|it)|you may put NAME from your graveyard) into your hand\.$")
BACK = {"put_into_hand": {"this": True, "zone": "graveyard"}}  # its own card, from the graveyard (415.9e)


def in_graveyard(m: re.Match) -> Piece:
    """The power: the prefix's event, working in the graveyard (703.3a); the card put into its owner's hand, after a
    payment (``may_pay``) or a 'you may' (708.3)."""
    pattern = triggers.when(m.group("when"))
    if pattern["event"] == "to-graveyard" or '"this": true' in json.dumps(pattern):
        raise Unrecognised(f"a power in the graveyard on an event of its own card: {m.group(0)}")
    back = [dict(BACK, put_into_hand=dict(BACK["put_into_hand"]))]
    effects: list[dict[str, Any]] = ([{"may_pay": int(m.group("n")), "if_you_do": back}] if m.group("n") is not None
                                     else [{"may": back}])
    return Piece(SHAPE, powers=[{"triggered": {"when": pattern, "zones": ["graveyard"], "effects": effects}}])


SHAPES = [(IN_GRAVEYARD, in_graveyard)]
ALLOWED = {kind: (SHAPE,) for kind in ("ally", "weapon", "armor", "item")}
