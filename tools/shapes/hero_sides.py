"""enc-enter10: a two-sided hero whose text labels its sides (301.2) — "FRONT: 4 -> Flip NAME" and "BACK: Allies you
control have Stealth." (Edwin Blademark), "FRONT: 3, Destroy three Horde allies in your party -> Flip NAME face down.":
the front side's payment power pays the cost and flips the hero face down (its effect, as the champion heroes' flip
powers are written: ``{flip: {this: true}}``), and the back side's powers and keywords are the card format's ``back``,
working only while it is face down (301.2a); its ATK and health are the front's (301.2b).

Only a text that labels both sides is read so: a data set that leaves the labels out ('4 -> Flip Edwin' then 'Allies you
control have Stealth.') would put the back's power on the front, and its flip is never read as an effect. The back is
read by the other shapes as a hero's text (``encode``), with the shapes ``BACK_ALLOWED`` adds to a hero's; any field of
it other than powers and keywords is refused."""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

FRONT = re.compile(r"^FRONT: ?(?P<cost>[^>→]+?) ?(?:->|→) ?Flip NAME(?: face down)?\.?$")
BACK = re.compile(r"^BACK: ?(?P<rest>.*)$")
SHORT = re.compile(r"^FRONT: ?[^>→]+? ?(?:->|→) ?Flip (?P<short>[A-Z][^.]*?)(?: face down)?\.?$")
FLIPPED = "Flip NAME to its other side."  # the front's effect, as written here only (no card prints it)
FLIP = re.compile(r"^Flip NAME to its other side\.$")
SHAPE = "hero: flip to its other side"
BACK_FIELDS = {"powers", "keywords"}


def short_named(name: str, text: list[str]) -> list[str]:
    """The hero's short name, as its front's flip names it ('Flip Drux' on Dragonslayer Drux), read as NAME."""
    found = [m.group("short") for p in text if (m := SHORT.match(p))]
    short = found[0] if len(found) == 1 else None
    if short is None or short == name or not re.search(rf"\b{re.escape(short)}\b", name):
        return text
    return [re.sub(rf"\b{re.escape(short)}\b", "NAME", re.sub(rf"\b{re.escape(name)}\b", "NAME", p)) for p in text]


def labelled(text: list[str]) -> list[str]:
    """The paragraphs, a back run into the front's paragraph ('FRONT: 4 -> Flip Jaenel. BACK: Assault 1') split off."""
    return [part for p in text for part in re.split(r"(?<=\S) (?=BACK: )", p)]


def sides(text: list[str]) -> tuple[list[str], list[str]] | None:
    """(the front's paragraphs, its flip power written as a payment power; the back's paragraphs), or None for a text
    without both labels. Everything after the BACK: label is the back's."""
    text = labelled(text)
    at = next((i for i, p in enumerate(text) if BACK.match(p)), None)
    if at is None or not any(FRONT.match(p) for p in text[:at]):
        return None
    front = [f"{m.group('cost')} -> {FLIPPED}" if (m := FRONT.match(p)) else p for p in text[:at]]
    back = [BACK.match(text[at]).group("rest"), *text[at + 1:]]
    if any(p.startswith(("FRONT:", "BACK:")) for p in front + back) or not back[0]:
        raise Unrecognised("a hero's sides labelled more than once, or a back without text")
    return front, [p for p in back if p]


def back_of(entry: dict[str, Any], facts: dict[str, Any]) -> dict[str, Any]:
    """The back side from the entry its text was encoded into: its powers and keywords only."""
    extra = set(entry) - set(facts) - BACK_FIELDS
    if extra:
        raise Unrecognised(f"a hero's back with {', '.join(sorted(extra))}")
    entering = [p for p in entry.get("powers", []) if (p.get("triggered") or {}).get("when", {}).get("event") == "enters-play"
                and (p["triggered"]["when"].get("subject") or {}).get("this")]
    if entering:  # the back side never enters play: it is the hero in play, flipped (301.2)
        raise Unrecognised("a hero's back with a power on its own entering play")
    return {k: entry[k] for k in ("keywords", "powers") if entry.get(k)}


def read(encode: Callable[[list[str]], tuple[dict[str, Any], list[str]]], facts: dict[str, Any],
         text: list[str]) -> tuple[list[str], dict[str, Any], list[str]] | None:
    """The front's text (with its flip power), the back, and the back's shapes; None for a text not labelled so."""
    found = sides(text)
    if found is None:
        return None
    front, back_text = found
    entry, shapes = encode(back_text)
    back = back_of(entry, facts)
    if not back:
        raise Unrecognised("a hero's back that does nothing the tool reads")
    return front, back, [f"back: {s}" for s in shapes]


SHAPES = [(FLIP, lambda m: Piece(SHAPE, effects=[lambda slot: {"flip": {"this": True}}]))]
ALLOWED = {"hero": (SHAPE,)}
# the shapes the back may have besides a hero's own: keywords and a group's continuous change, each also an ally's, which
# the scenarios play on a back (G1381-G1383); a back's triggered powers and other statics are left alone until one does
BACK_ALLOWED = ("in play: a group has", "keywords", "keywords with a power (a resistance, Assault, Aberration, Berserking)")
