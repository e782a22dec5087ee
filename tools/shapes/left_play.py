"""enc-enter7: a card that has left play, named by a triggered power's effect, read by its last known information
(709.2d: a link that takes information from a card no longer in the zone where it expects it uses the card as it
last was there), for ``shapes/triggers.py``:

* "When a token ally you control is destroyed, it heals 2 damage from your hero", "When attached ally is destroyed,
  it heals 6 damage from your hero", "When one of your Totems is destroyed, it deals 1 nature damage to …" — 'it',
  the effect's subject, is the destroyed card (the event's subject, 703.1), the source of the packets as it last was
  in play (``{event: subject}``, 408.1, 709.2d). Only 'deals' and 'heals' without 'may' (whose choice would it be?),
  and only one card of yours or the host: the card itself or your hero are spelt out by the trigger reader, and an
  opponent's card dealing damage for the power's controller is refused.
* "When NAME is destroyed, your hero deals 4 shadow damage to attached character" — on an attachment, its host is the
  card it was last attached to (400.4, 709.2d); only when the card gone is the attachment itself: a host gone from
  play is no character to deal damage to (408).
"""
from __future__ import annotations

from typing import Any

GONE = ("destroyed", "leaves-play")


def gone_subject(pattern: dict[str, Any]) -> dict[str, Any] | None:
    """The event's card as the packets' source when the event took it out of play: ``{event: subject}``, or None
    when the event didn't take a card out of play, or its subject is the card itself, your hero, or either of two."""
    if pattern.get("event") not in GONE or set(pattern) - {"event", "subject"}:
        return None
    subject = pattern.get("subject") or {}
    if not subject or subject.get("this") or "any" in subject or subject == {"kind": "hero", "controller": "you"}:
        return None
    if subject.get("controller") not in ("you", "friendly") and not subject.get("host"):  # an opponent's card dealing
        # for you: refused; enc-destroyed2: a friendly one (yours or a teammate's) deals for your side
        return None
    return {"event": "subject"}


def host_kept(pattern: dict[str, Any]) -> bool:
    """Is 'attached …' still a card after the event, the attachment itself the card that left play (709.2d)?"""
    return pattern.get("event") in GONE and pattern.get("subject") == {"this": True} and set(pattern) == {"event", "subject"}
