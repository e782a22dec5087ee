"""enc-deal6: a heal packet named by both its cards, as a trigger prefix for ``shapes/triggers.py``: "When your hero
heals damage from a friendly ally, …", "When NAME heals damage from a hero or ally, …" — the trigger's subject is the
heal packet's source and the card after 'from' its destination (407.1, 408.1: the card the damage is healed from).
Only a packet that heals 1 or more is an event (407.3: an undamaged character gets no heal packet). The destination
is the card itself, your hero, the host, or one card of a group, as a damage packet's is ('to an opposing hero')."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes import dealt_to_this
from shapes.base import Unrecognised

HEALS_FROM = re.compile(r"^When (?P<who>[^,]+?) heals damage from (?P<from>NAME|your hero|an? [^,]+?|attached "
                        r"(?:ally|hero|character))$")
YOUR_HERO = {"kind": "hero", "controller": "you"}


def reader(subject: Callable[[str], dict[str, Any]], destination: Callable[[str, str], dict[str, Any]]
           ) -> Callable[[re.Match], dict[str, Any]]:
    """The prefix's reader, with the trigger module's own readers of a subject and of a packet's destination."""
    def heals_from(m: re.Match) -> dict[str, Any]:
        source, words = subject(m.group("who")), m.group("from")
        if source.get("other"):  # 'another hero or ally heals damage from your hero': other than which card?
            raise Unrecognised(f"'another' as a heal packet's source: {m.group(0)}")
        if words == "your hero":
            if source == YOUR_HERO:  # your hero healing itself: the event names one card twice
                raise Unrecognised(f"a heal packet from a card to itself: {m.group(0)}")
            to = dict(YOUR_HERO)
        else:
            to = dealt_to_this.destination(words, source, m.group(0)) or destination(words, m.group(0))
        return {"event": "heal", "source": source, "destination": to}
    return heals_from
