"""A two-sided hero whose flip power only turns it over (301.2): "7 -> Flip Aric" on the side it starts
with, and the powers of its other side, which work only once it is face down (301.2a). decktools labels
the sides "FRONT:" and "BACK:"; tcgdata keeps the other side under 'transform' (``pool_agreement``'s
``oracle_parts(labelled=True)`` labels it "BACK:" as decktools does). The card's ``back`` gets the other
side's powers and keywords; its ATK and health are the face-up side's (301.2b: the data sets give
none for it).

A text whose sides are not labelled (WoWTCGUtility's) is never read so: a flip power whose effect is
only the flip, with no other side, is refused (``check``), or the other side's powers would be read as
the face-up side's.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

LABEL = re.compile(r"^(?P<side>FRONT|BACK):\s*")
# enc-reward11: the bold Deckbuilding line printed after the other side's text (Tyrus Blackhorn) is the card's, read
# as the deck is built (100.2d), not a power of either side: it goes with the face-up side's paragraphs
DECKBUILDING = re.compile(r"^Deckbuilding ?:", re.I)
FLIP = re.compile(r"^Flip NAME(?: face down)?\.?$")
SHAPE = "ability: flip this hero"
# what a hero's other side may print besides a hero's payment powers: keywords (Assault, Elusive, Dual Wield), triggered
# powers, a group's or a cost's changes, replacements; not yet a power counted or with a 'while' (the pool harness's
# board for it reads an ally's own ATK)
BACK_ALLOWED = ("keywords", "keywords with a power (a resistance, Assault, Aberration, Berserking)",
                "a triggered power: a trigger and an effect", "in play: a group has", "a cost change while in play",
                "replacement: a power that changes damage or healing")
FLIPPED = {"flip": {"this": True}}


def flip(m: re.Match) -> Piece:
    """The effect "Flip NAME." after a flip power's arrow (301.2)."""
    return Piece(SHAPE, effects=[lambda slot: dict(FLIPPED, flip=dict(FLIPPED["flip"]))])


SHAPES = [(FLIP, flip)]


def sides(text: list[str]) -> tuple[list[str], list[str] | None]:
    """The paragraphs of the face-up side and of the other side (None if no paragraph is labelled "BACK:");
    a paragraph with no label belongs to the side labelled before it."""
    front: list[str] = []
    back: list[str] | None = None
    for paragraph in [p for whole in text for p in re.split(r"\s+(?=BACK:)", whole) if p]:  # a side run into the other
        label = LABEL.match(paragraph)
        if label:
            back = [] if label.group("side") == "BACK" and back is None else back
            if label.group("side") == "FRONT" and back is not None:
                raise Unrecognised("a hero's face-up side labelled after its other side")
            paragraph = paragraph[label.end():]
        deck_line = back is not None and not label and DECKBUILDING.match(paragraph)  # enc-reward11
        (front if back is None or deck_line else back).append(paragraph)
    return front, back


def flips(entry: dict[str, Any]) -> bool:
    """Whether a power of the card turns it over: a flip in a cost, or a flip power's effect."""
    for power in entry.get("powers", []):
        payment = power.get("payment") or {}
        if payment.get("cost", {}).get("flip") or FLIPPED in payment.get("effects", []):
            return True
    return False


def other_side(entry: dict[str, Any], back: list[str] | None, read: Callable[[list[str]], dict[str, Any]]) -> None:
    """The card's ``back`` from its other side's paragraphs (``read``: the powers and keywords of a hero
    whose text they are), or a refusal where the two sides don't fit together."""
    only_flips = any(FLIPPED in (p.get("payment") or {}).get("effects", []) for p in entry.get("powers", []))
    if back is None:
        if only_flips:
            raise Unrecognised("a flip power that only flips the hero, and no other side: its sides' labels lost?")
        return
    if not flips(entry):
        raise Unrecognised("a hero's other side, and no power that flips it")
    side = read(back)
    if set(side) - {"powers", "keywords"} or not (side.get("powers") or side.get("keywords")):
        raise Unrecognised("a hero's other side with more than powers and keywords, or nothing")
    whens = [(p.get("triggered") or {}).get("when", {}) for p in side.get("powers", [])]
    if any(w.get("event") == "enters-play" and (w.get("subject") or {}).get("this") for w in whens):
        raise Unrecognised("a hero's other side with a power on its own entering play: it never enters play (301.2)")
    entry["back"] = {k: side[k] for k in ("keywords", "powers") if side.get(k)}
