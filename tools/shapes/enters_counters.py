"""enc-turn5: "This ability enters play with two wind counters.", "NAME enters play with three blade counters on it."
— the named counters the card has as it enters play (710.1b, 404.1), the card format's ``enters_play.counters``; "X
counters": the X chosen as it was played (707.1b). An ability's line is text after its 'Ongoing:' (305.2a): only an
ongoing ability stays in play to hold them (``pool_shapes.ability`` refuses it on any other).

Refused: stat counters ('+1 ATK counters', '+1 counters': those change the card, 404.1c, another shape), a count
for each something, a condition ('if an opponent went first this game')."""
from __future__ import annotations

import re

from shapes.base import NUMBERS, Piece, Unrecognised

SHAPE = "a card that enters play with counters"
ONGOING_SHAPE = "ongoing: an ability that enters play with counters"
WITH_COUNTERS = re.compile(r"^(?P<ongoing>Ongoing ?: ?)?(?P<who>NAME|This ability),? enters play with "
                           rf"(?P<n>{'|'.join(NUMBERS)}|X) (?P<name>[a-z]+) counters?(?: on (?:it|him|her))?\.$")


def with_counters(m: re.Match) -> Piece:
    """The counters by name; 'a … counters', 'two … counter' are not read."""
    n = m.group("n")
    count = n if n == "X" else NUMBERS[n]
    if (count == 1) == m.group(0).rstrip(".").split(" on ")[0].endswith("counters"):
        raise Unrecognised(f"a count and its noun that disagree: {m.group(0)}")
    counters = {"counters": {m.group("name"): count}}
    if m.group("ongoing"):  # the line makes the ability an ongoing one (305.2): no power of its own
        return Piece(ONGOING_SHAPE, enters_play=counters, ongoing_ability=True, powers=[])
    return Piece(SHAPE, enters_play=counters)


SHAPES = [(WITH_COUNTERS, with_counters)]
ALLOWED = {"ability": (SHAPE, ONGOING_SHAPE), "ally": (SHAPE,), "armor": (SHAPE,), "weapon": (SHAPE,), "item": (SHAPE,),
           "location": (SHAPE,)}


# -- the countdown: "At the start of your turn, remove a wind counter. If none remain, destroy NAME." ----------------
# 404.1a: a counter taken off the card itself; the next sentence destroys it once it holds none of them (709.2), the
# same step as "Then, if NAME has no wind counters on it, destroy NAME." (shapes/then.py joins it to the power)
REMOVED = "ability: a counter removed from the card itself"
REMOVE = re.compile(r"^Remove an? (?P<name>[a-z]+) counter from (?:NAME|this ability)\.$")
COUNTDOWN = re.compile(r"\b(?P<remove>[Rr]emove an? (?P<name>[a-z]+) counter)(?: from (?:NAME|this ability))?\. "
                       r"(?:(?P<none>(?:Then, )?[Ii]f none remain)|If you removed the last one), destroy (?:NAME|this ability)\.")
NONE_LEFT = re.compile(r"^NAME has no (?P<name>[a-z]+) counters on it$")
# 'If you removed the last one': only if a counter came off (709.2f) and none is left, one sentence read here
LAST_ONE = re.compile(r"^Remove an? (?P<name>[a-z]+) counter from NAME and destroy NAME if that was the last one\.$")


def countdown(paragraphs: list[str]) -> list[str]:
    """The text with each removal and 'if none remain, destroy' after it written as the removal from NAME and the
    'Then, if NAME has no … counters on it' step the other shapes read; 'if you removed the last one' as one
    sentence (``last_one``)."""
    def step(m: re.Match) -> str:
        if m.group("none"):
            return f"{m.group('remove')} from NAME. Then, if NAME has no {m.group('name')} counters on it, destroy NAME."
        return f"{m.group('remove')} from NAME and destroy NAME if that was the last one."
    return [COUNTDOWN.sub(step, p) for p in paragraphs]


def removed(m: re.Match) -> Piece:
    return Piece(REMOVED, effects=[lambda slot: {"remove_counter": m.group("name")}])


def last_one(m: re.Match) -> Piece:
    gone = {"if": {"counters": {"named": m.group("name"), "at_most": 0}}, "then": [{"destroy": {"this": True}}]}
    return Piece(REMOVED, effects=[lambda slot: {"do": {"remove_counter": m.group("name")}, "if_you_do": [gone]}])


SHAPES += [(REMOVE, removed), (LAST_ONE, last_one)]
ALLOWED["ability"] += (REMOVED,)
CONDITIONS = [(NONE_LEFT, lambda m: {"counters": {"named": m.group("name"), "at_most": 0}})]  # 404.1a, as it resolves
