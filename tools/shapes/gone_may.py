"""enc-destroyed2: the card a destruction took out of play, dealing (or healing) at its controller's choice, for
``tools/encode_pool.py``:

* "When a friendly Paladin is destroyed, it may deal 3 unpreventable holy damage to target hero or ally." (Aurius)
  — the sentence is read again as 'When a friendly Paladin is destroyed, it deals …' (``triggers.triggered``, 'it'
  the destroyed card, the packets' source as it last was in play: ``{event: subject}``, 703.4, 709.2d,
  ``shapes/left_play.py``), and its effects become optional: a card can't choose, so the choice is the link's
  controller's as it resolves (708.3, 712.7), the controller of the power, on whose side the destroyed card was.

Only a trigger on a card of your own side ('you control', 'friendly': the card dealing for the power's controller),
every effect's packets from that card; anything else — 'may' on the card itself or your hero (spelt out by the
trigger reader already), an opponent's card, another verb — is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised
from shapes.triggers import ONGOING, one_triggered

GONE_MAY = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?(?P<when>When an? [^,]+? is destroyed), it may (?P<verb>deal|heal) "
                      r"(?P<rest>.+)$")
GONE_CARD = {"event": "subject"}
OWN_SIDE = ("you", "friendly")


def gone_may(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """'When a friendly Paladin is destroyed, it may deal …': read without 'may', then its effects made optional."""
    inner = read(f"{m.group('ongoing') or ''}{m.group('when')}, it {m.group('verb')}s {m.group('rest')}")
    parts = dict(inner.parts)
    power = one_triggered(inner)
    if power is None:
        raise Unrecognised(f"'it may' on no one triggered power: {m.group(0)}")
    subject = power["when"].get("subject", {})
    effects = power["effects"]
    if power["when"].get("event") != "destroyed" or subject.get("controller") not in OWN_SIDE \
            or not effects or any(e.get("source") != GONE_CARD for e in effects):
        raise Unrecognised(f"'it may' of no destroyed card of your side dealing every packet: {m.group(0)}")
    power = {**power, "effects": [{"may": effects}]}
    if inner.shape == ONGOING:
        parts["ongoing_power"] = {"triggered": power}
    else:
        parts["powers"] = [{"triggered": power}]
    return Piece(inner.shape, **{**parts, "inner": [*parts.get("inner", []), "choice: the destroyed card's, its controller's"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Any]]]:
    """Ahead of the trigger shapes, which refuse 'it may' of the event's card (whose choice?)."""
    return [(GONE_MAY, lambda m: gone_may(m, read))]
