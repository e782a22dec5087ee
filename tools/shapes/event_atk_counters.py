"""enc-enter11: "When a Dragonkin ally is destroyed, you may put X +1 ATK counters on NAME, where X was the ATK of that
Dragonkin." (Akirus the Worm-Breaker) — stat counters on the card itself (404.1c), as many as the ATK of the card the
trigger event destroyed, as it last was in play (712.3b, 709.2d): ``{put_counters: {atk_of: "event:subject"}, atk: 1}``,
the event's card kept on the link (703.1), as "where X was the ATK of that removed ally" reads a target's
(``shapes/that_atk.py``). 'that <noun>' must name the trigger's subject: its kind ('ally') or its trait ('Dragonkin');
the card itself, or a subject of several kinds, is refused; 'you may': the controller's choice as it resolves (708.3).
"""
from __future__ import annotations

import re

from shapes.base import Piece, Unrecognised
from shapes.grammar import SHAPE
from shapes.triggers import when

EVENT_ATK = re.compile(r"^(?P<when>When [^,]+ is destroyed), (?P<may>you may )?put X \+1 ATK counters on NAME, where X was "
                       r"the ATK of that (?P<noun>\w+)\.$")


def event_atk(m: re.Match) -> Piece:
    pattern = when(m.group("when"))
    subject = pattern.get("subject") or {}
    if subject.get("this") or "any" in subject or set(pattern) != {"event", "subject"} or \
            m.group("noun") not in (subject.get("kind"), subject.get("trait")):
        raise Unrecognised(f"'that {m.group('noun')}' names no one card of the event: {m.group(0)}")
    effect = {"put_counters": {"atk_of": "event:subject"}, "atk": 1, "on": {"this": True}}
    return Piece(SHAPE, powers=[{"triggered": {"when": pattern, "effects": [{"may": [effect]}] if m.group("may") else [effect]}}],
                 inner=["triggered: stat counters as many as the ATK of the event's card"])


SHAPES = [(EVENT_ATK, event_atk)]
