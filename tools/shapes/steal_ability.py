"""enc-misc2: an ability taken, and perhaps moved, told in two sentences: 'Gain control of target ability.' followed
by 'If it's attached, you may reattach it.' or 'If it's attached to a hero or ally, you may attach it to another hero
or ally.' (in an ability's text or an entering-play trigger's effect: 'When NAME enters play, gain control of …').

The link's controller gains control of the target ability, with no end (401.3, 714.3): an attachment stays on its
host; then, as the same link resolves, they may move it (708.3) to another card in play that fits its attach
description, chosen and not targeted (400.6a; ``move_attachment``, 'another' host only); 'to a hero or ally' the
host and the new host must be characters (``if_host``, ``to``). An ability not attached: nothing is moved (709.2b).

``joined`` runs the second sentence into the first (its 'it' is the ability just taken); alone, either sentence is
refused ('Gain control of target ability.' by shapes/enter.py, which leaves an ability's attachment to this reading).
Refused: another player reattaching ('that player may reattach it': the engine has the link's controller choose), and
any other wording.
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import joined_pairs

SHAPE = "ability: gain control of a target ability, which you may then reattach"
FIRST = re.compile(r"^(?:When [^,]+, )?[Gg]ain control of target ability\.$")
SECOND = re.compile(r"^If it's attached(?: to a hero or ally)?, you may (?:re)?attach it(?: to another hero or ally)?\.$")
STEAL = re.compile(r"^Gain control of target ability\. If it's attached(?:(?P<characters> to a hero or ally, you may "
                   r"attach it to another hero or ally)|, you may reattach it)\.$")


def joined(parts: list[str]) -> list[str]:
    """The sentences, 'If it's attached, you may reattach it.' run into the 'Gain control of target ability.' before it."""
    return joined_pairs(parts, FIRST, SECOND)


def steal(m: re.Match) -> dict[str, Any]:
    moved: dict[str, Any] = ({"if_host": {"kind": "character"}, "to": {"kind": "character"}} if m.group("characters")
                             else {"to": {"kind": "card"}})
    return {"shape": SHAPE, "target": {"kind": "ability"},
            "effects": [lambda slot: {"gain_control": {"target": slot}},
                        lambda slot: {"may": [{"move_attachment": {"target": slot}, **moved}]}]}


SHAPES = [(STEAL, steal)]
ALLOWED = {"ability": (SHAPE,)}
