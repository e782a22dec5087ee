"""enc-enter10: the stat counters a card enters play with (710.1b, 404.1c) — "This weapon enters play with three +1 ATK
counters." (Axe of Grounded Flame), "… with X +1 ATK counters." (Reaper of Dark Souls: the X chosen as it was played,
707.1b), "… with a +1 ATK counter for each face-up resource you control." (The Unbreakable Will: counted as it enters
play), "… with two +1 DEF counters on it." — the card format's ``enters_play.stat_counters``.

Only a stat the card has: ATK on a weapon or an ally, health on an ally, DEF on an armor (404.1c, 304.2). Refused: a
counter with no stat named ('+1 counters': an icon lost), a count and its noun that disagree, a count of counters, and
a condition ('if an opponent went first this game': who went first is not known in a game taken up in its middle)."""
from __future__ import annotations

import re
from typing import Any

from shapes import counts
from shapes.base import NUMBERS, Piece, Unrecognised

SHAPES_BY_STAT = {stat: f"a card that enters play with {word} counters" for stat, word in
                  (("atk", "ATK"), ("health", "health"), ("def", "DEF"))}
STAT_COUNTERS = re.compile(
    rf"^NAME enters play with (?P<n>{'|'.join(NUMBERS)}|X) \+(?P<v>\d+) (?P<stat>ATK|DEF|\[DEF\]|health) "
    r"counter(?P<s>s?)(?: on (?:it|him|her))?(?: for each (?P<what>[^.]+?))?(?: on (?:it|him|her))?\.$")
STATS = {"ATK": "atk", "DEF": "def", "[DEF]": "def", "health": "health"}
HAS = {"atk": ("weapon", "ally"), "health": ("ally",), "def": ("armor",)}  # the cards with the stat (404.1c, 304.2)


def stat_counters(m: re.Match) -> Piece:
    n = m.group("n")
    count: Any = n if n == "X" else NUMBERS[n]
    if (count == 1) == bool(m.group("s")) or (m.group("what") and count != 1):
        raise Unrecognised(f"a count and its noun that disagree: {m.group(0)}")
    if m.group("what"):
        counted = counts.counted(m.group("what"))
        if "counters" in counted or "count" in counted:
            raise Unrecognised(f"stat counters for each counter: {m.group(0)}")
        count = {"count": counted}
    stat = STATS[m.group("stat")]
    return Piece(SHAPES_BY_STAT[stat], enters_play={"stat_counters": {"count": count, stat: int(m.group("v"))}})


# "Remove all +1 ATK counters from this weapon.", "Remove a +1 ATK counter.", "Remove a -1 health counter from NAME." — off
# the card itself (404.1a, 404.1c); in a trigger on the card's own event, "… from it" is the card (triggers.py)
REMOVED = "ability: stat counters removed from the card itself"
REMOVE_STATS = re.compile(rf"^Remove (?P<n>all|\d+|{'|'.join(NUMBERS)}) (?P<sign>[+-])(?P<v>\d+) (?P<stat>ATK|DEF|\[DEF\]|health) "
                          r"counter(?P<s>s?)(?: from NAME)?\.$")  # enc-deal6: '-1 health' too


def removed(m: re.Match) -> Piece:
    n = m.group("n")
    count: Any = "all" if n == "all" else int(n) if n.isdigit() else NUMBERS[n]
    if (count == 1) == bool(m.group("s")) or count == 0:
        raise Unrecognised(f"a count and its noun that disagree: {m.group(0)}")
    made = {"remove_stat_counters": count, STATS[m.group("stat")]: int(m.group("v")) * (-1 if m.group("sign") == "-" else 1)}
    return Piece(REMOVED, effects=[lambda slot: dict(made)])


SHAPES = [(STAT_COUNTERS, stat_counters), (REMOVE_STATS, removed)]
# each stat's shape only on the cards that have that stat (404.1c, 304.2)
ALLOWED = {kind: tuple(SHAPES_BY_STAT[stat] for stat, kinds in HAS.items() if kind in kinds) for kind in ("weapon", "ally", "armor")}
# (the removal is an effect of a power, allowed where the power is)


# "At the start of your turn, remove a +1 ATK counter. If none remain, destroy this weapon." (Edge of Oblivion): the
# removal from the card itself, then its destruction if it has no such counter left (404.1d), written as the
# 'Then, if NAME has no … counters on it, destroy NAME.' step the other shapes read (as enters_counters.countdown does
# for named counters)
STAT_COUNTDOWN = re.compile(r"\b(?P<remove>[Rr]emove an? \+(?P<v>\d+) (?P<stat>ATK|DEF|\[DEF\]|health) counter)"
                            r"(?: from NAME)?\. If none remain, destroy (?:NAME|it)\.")
NONE_LEFT = re.compile(r"^NAME has no \+(?P<v>\d+) (?P<stat>ATK|DEF|\[DEF\]|health) counters on it$")


def countdown(paragraphs: list[str]) -> list[str]:
    def step(m: re.Match) -> str:
        return (f"{m.group('remove')} from NAME. Then, if NAME has no +{m.group('v')} {m.group('stat')} counters on it, "
                "destroy NAME.")
    return [STAT_COUNTDOWN.sub(step, p) for p in paragraphs]


CONDITIONS = [(NONE_LEFT, lambda m: {"stat_counters": {STATS[m.group("stat")]: int(m.group("v")), "at_most": 0}})]
