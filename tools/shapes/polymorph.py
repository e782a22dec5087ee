"""A polymorph (enc-deals): "Ongoing: Attached ally can't attack or protect, loses and can't have powers, and is also
a Penguin." and "This turn, target ally can't attack or protect, loses and can't have powers, and is a Boar.": the
ally can't attack (601.2a) or protect (602.2) — a prohibition each (103.2) —, its text box is blank (700.3: the card
format's lose_powers, which keeps out any power it would gain as well), and it gains the tag named (202.3: a tag given
takes away none of its tags, 'also' or not), as the hand-written Polymorph is encoded. On an attachment, powers of the
ability on its host while it is in play (305.2a, 400.4); on a target, modifiers the link makes lasting this turn
(712.2, 503.2a). Refused: another verb, a host or target that is not one ally, an opposing target (the pool harness
tries the attack on its controller's turn), a tag of two words."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Piece, Unrecognised
from shapes.grammar import selector
from shapes.host import SHAPE as HOST_SHAPE

BODY = r"can't attack or protect, loses and can't have powers, and is (?:also )?an? (?P<tag>[A-Z][a-z]+)"
ON_HOST = re.compile(rf"^Ongoing ?: ?Attached ally {BODY}\.$")
THIS_TURN = re.compile(rf"^This turn, (?P<who>target [^,.]+?) {BODY}\.$")
SHAPE = "ability: a target polymorphed this turn"


def changes(tag: str) -> list[tuple[str, dict[str, Any]]]:
    """The four changes, each as (kind of power, its fields without 'affects')."""
    return [("continuous", {"gain_traits": [tag]}), ("continuous", {"lose_powers": True}),
            ("prohibition", {"cannot": "attack"}), ("prohibition", {"cannot": "protect"})]


def on_host(m: re.Match) -> Piece:
    return Piece(HOST_SHAPE, ongoing_powers=[{kind: {**fields, "affects": {"host": True}} if kind == "continuous"
                                              else {"cannot": fields["cannot"], "affects": {"host": True}}}
                                             for kind, fields in changes(m.group("tag"))])


def this_turn(m: re.Match) -> Piece:
    aimed, spec = selector(m.group("who"))
    if not aimed or spec.get("kind") != "ally" or spec.get("controller") == "opposing" or spec.get("count"):
        raise Unrecognised(m.group(0))

    def made(kind: str, fields: dict[str, Any]):
        made_kind = "create_continuous" if kind == "continuous" else "create_prohibition"
        return lambda slot: {made_kind: {**fields, "affects": {"target": slot}}, "duration": "this-turn"}
    return Piece(SHAPE, target=spec, effects=[made(kind, fields) for kind, fields in changes(m.group("tag"))])


SHAPES = [(ON_HOST, on_host), (THIS_TURN, this_turn)]
ALLOWED = {"ability": (SHAPE,)}
