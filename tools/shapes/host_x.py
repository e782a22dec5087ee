"""enc-while5: an attachment's standing change to its host's ATK by an amount read from the game (714.2) —
"Ongoing: Attached weapon has +ATK equal to the highest ATK among allies you control." (Flamesoul Weapon),
"Ongoing: Attached card has -X ATK, where X is the highest cost among Hunter and Shaman allies you control."
(Primal Taming).

* The card changed is the one the ability is attached to (400.4), whatever its kind ('attached weapon', 'attached
  card' after 'Attach to target ally or weapon'): ``affects: {host: true}`` of the ability in play after 'Ongoing:'
  (305.2a).
* '+ATK equal to AMOUNT' says what '+X ATK, where X is AMOUNT' says: the amount a ``Total`` (``statics.x_is``: the
  highest or combined ATK, health, DEF or cost of a group), never locked in but read from the cards as they now are
  (714.2); a modifier that changes the values it reads comes first (719.1). '-X ATK' (or '-ATK equal to') is that
  total times -1 (``Total.times``).
* 'A and B allies you control' (two traits, 206.1a) are the allies you control with either trait: the Hunter allies
  and the Shaman allies (``any``).

Only ATK; only 'Attached weapon', 'Attached card' and 'Attached ally'; X said once; an amount read from the host
itself ('attached ally's ATK') is refused, as ``statics.where_x`` refuses it; any other amount or change is refused
(``statics.x_is`` says why)."""
from __future__ import annotations

import re
from typing import Any

from shapes import host_value as shapes_host_value
from shapes import statics
from shapes.base import Piece, Unrecognised

HOST_X = re.compile(r"^Ongoing ?: ?Attached (?P<kind>weapon|card|ally) has (?:(?P<sign>[+-])ATK equal to (?P<equal>[^,.]+)"
                    r"|(?P<xsign>[+-])X ATK, where X is (?P<where>[^,.]+))\.$")
TWO_TRAITS = re.compile(r"(?P<stat>.+ among )(?P<a>[A-Z]\w+) and (?P<b>[A-Z]\w+) (?P<rest>allies you control)")


def amount(words: str) -> dict[str, Any]:
    """The Total the words name; 'A and B allies you control': those with either trait (206.1a)."""
    m = TWO_TRAITS.fullmatch(words)
    if not m:
        return statics.x_is(words)
    one, other = (statics.x_is(f"{m.group('stat')}{t} {m.group('rest')}") for t in (m.group("a"), m.group("b")))
    if m.group("a") == m.group("b") or {k: v for k, v in one["of"].items() if k != "trait"} != \
            {k: v for k, v in other["of"].items() if k != "trait"} or "trait" not in one["of"]:
        raise Unrecognised(f"an X: {words}")
    group = {k: v for k, v in one["of"].items() if k != "trait"}
    return {**one, "of": {**group, "any": [{"trait": one["of"]["trait"]}, {"trait": other["of"]["trait"]}]}}


def host_x(m: re.Match) -> Piece:
    if "X" in (m.group("equal") or "").split():
        raise Unrecognised(f"an X said elsewhere in the sentence: {m.group(0)}")
    total = amount(m.group("equal") or m.group("where"))
    if shapes_host_value.reads_host({"atk": total}):  # 'equal to attached ally's ATK': the host read by its own change
        raise Unrecognised(f"an X read from the attached card, said of itself: {m.group(0)}")
    if (m.group("sign") or m.group("xsign")) == "-":
        total = {**total, "times": -total.get("times", 1)}
    return Piece(statics.X_ON_HOST, ongoing={"affects": {"host": True}, "atk": total})


SHAPES = [(HOST_X, host_x)]
