"""enc-misc2: the cheapest cards in play destroyed, told in two sentences: 'Destroy the card with the lowest cost among
abilities, allies, and equipment in play.' (or 'destroy the ability, ally, or equipment with the lowest cost', the
effect of an 'At the start of your turn, …' trigger) followed by 'If two or more are tied, destroy all with that cost.'

Together they say what shapes/lowest_cost.py reads in one sentence ('Destroy all abilities, allies, and equipment
that have or share the lowest cost among abilities, allies, and equipment in play.', enc-enter13): every ability, ally
and equipment in play whose printed cost is the lowest among them, ties included, destroyed at once (201.1, 709.2d,
415.9c) — the card with the power among them if it is one (an equipment's own). ``joined`` puts that one sentence in
place of the two, so the reading is that module's; either sentence alone is refused (the first leaves a tie open, the
second names nothing).
"""
from __future__ import annotations

import re

FIRST = re.compile(r"^(?P<when>At the start of your turn, )?(?P<verb>[Dd]estroy) (?:the card with the lowest cost among "
                   r"abilities, allies, and equipment in play|the ability, ally, or equipment with the lowest cost)\.$")
TIED = "If two or more are tied, destroy all with that cost."
AS_ONE = "all abilities, allies, and equipment that have or share the lowest cost among abilities, allies, and equipment in play."


def joined(parts: list[str]) -> list[str]:
    """The sentences, the two read as the one sentence of shapes/lowest_cost.py where the second follows the first."""
    out: list[str] = []
    for s in parts:
        first = FIRST.match(out[-1]) if out and s == TIED else None
        if first:
            out[-1] = f"{first.group('when') or ''}{first.group('verb')} {AS_ONE}"
        else:
            out.append(s)
    return out
