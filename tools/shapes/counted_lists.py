"""enc-has5: "Your hero has Assault 1 for each opposing exhausted hero, ally, and equipment." (Assassin's Game) — a
count, as ``statics.counted_or_while`` reads one (714.2), of the cards in play of any of the kinds listed, in that
state, that an opponent controls (401.1, 411): ``{kinds: [hero, ally, equipment], controller: opposing, exhausted:
true}``. The list's commas keep the statics' sentence pattern from reading it, so the sentence is matched here and
handed to that reader whole; a kind named twice, or any other list, is refused.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece
from shapes.grammar import KIND_WORDS

NOUN = r"(?:hero|ally|equipment|weapon|armor|item|ability)"
LISTED = rf"(?P<rel>opposing|friendly) (?P<state>exhausted|ready) (?P<list>{NOUN}(?:, {NOUN})+,? and {NOUN})"
KINDS_IN_STATE = re.compile(LISTED)
COUNTED_LIST = re.compile(rf"^(?P<ongoing>Ongoing ?: ?)?(?P<who>NAME|This (?:ally|weapon|armor|item)|Your hero) "
                          rf"(?:has|have) (?P<what>[^.,]+?) for each (?P<each>{LISTED})\.$")


def counted(words: str) -> dict[str, Any] | None:
    """The selector such a count reads, or None for other words."""
    m = KINDS_IN_STATE.fullmatch(words)
    if not m:
        return None
    kinds = [KIND_WORDS[k] for k in re.split(r",? and |, ", m.group("list"))]
    if len(set(kinds)) != len(kinds):
        return None
    return {"kinds": kinds, "controller": m.group("rel"), "exhausted": m.group("state") == "exhausted"}


class Whole:
    """The sentence's match, read by the statics' reader as its own (no 'while', no 'during')."""

    def __init__(self, m: re.Match):
        self.m = m
        self.re = m.re

    def group(self, name: int | str = 0) -> str | None:
        return None if name in ("cond", "during") else self.m.group(name)


def shapes(counted_or_while: Callable[[Any], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(COUNTED_LIST, lambda m: counted_or_while(Whole(m)))]
