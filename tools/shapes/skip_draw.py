"""enc-if8: a draw skipped, and a power on the skip (716.1, 716.1a, 703.1):

* "If you would draw a card, you may skip drawing it instead." — a replacement of your draws (716.1) that, if you
  choose, makes the draw not happen, with nothing instead (716.1a): ``{when: {event: draw, subject: your hero},
  instead: {skip: true}, may: true}``;
* "When you skip drawing a card this way, <effect>." — a triggered power on the skip its own replacement made
  (``{event: skipped-draw, subject: your hero, source: {this: true}}``), its effect read as the effect of 'When you
  draw a card, <effect>' is.

Refused: another player's draws, a skip that isn't optional, and 'when you first skip …' (once each turn)."""
from __future__ import annotations

import re
from typing import Callable

from shapes import conditions
from shapes.base import Piece, Unrecognised

YOUR_HERO = {"kind": "hero", "controller": "you"}
SKIP = re.compile(r"^If you would draw a card, you may skip drawing it instead\.$")
SKIPPED = re.compile(r"^When you skip drawing a card this way, (?P<rest>.+)$")


def skip(m: re.Match) -> Piece:
    power = {"when": {"event": "draw", "subject": dict(YOUR_HERO)}, "instead": {"skip": True}, "may": True}
    return conditions.replacing(power, False, "replacement: a draw skipped")


def skipped(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"When you draw a card, {m.group('rest')}")
    powers = inner.parts.get("powers") or []
    trig = powers[0].get("triggered") if len(powers) == 1 else None
    if not trig or trig.get("when") != {"event": "draw", "subject": YOUR_HERO} or set(inner.parts) - {"powers", "inner"}:
        raise Unrecognised(f"a skipped draw's power around the shape '{inner.shape}': {m.group(0)}")
    trig["when"] = {"event": "skipped-draw", "subject": dict(YOUR_HERO), "source": {"this": True}}
    return inner


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(SKIP, skip), (SKIPPED, lambda m: skipped(m, read))]
