"""enc-if8: "If you targeted a hero, you may destroy an ability controlled by its controller." (Shield Slam) after a
sentence with a target: only if the link still legally targets a hero in that slot (706.3, ``{if: {targeted: {SLOT:
hero}}}``), you may pick one ability (ally, equipment) the target's controller controls and destroy it (709.2b:
``choose_card`` with ``controller_of: SLOT``, then ``destroy`` the card chosen), as ``target_state.targeted_interrupt`` reads an interrupt of its
controller's card. Anything else after 'If you targeted a hero,' is left to the other shapes or refused."""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Piece, Unrecognised

SHAPE = "ability: if you targeted a hero, destroy a card its controller controls"
PICKED = "picked"  # the name the choice is kept under on the link (709.2b)
TARGETED_DESTROY = re.compile(r"^If you targeted a hero, you may destroy an? (?P<kind>ability|ally|equipment) "
                              r"controlled by its controller\.$")


def targeted_destroy(m: re.Match) -> Piece:
    kind = m.group("kind")

    def make(slot: Any) -> dict[str, Any]:
        if slot is None:
            raise Unrecognised(f"'if you targeted' with no target before it: {m.group(0)}")
        return {"if": {"targeted": {slot: "hero"}},
                "then": [{"may": [{"choose_card": {"kind": kind, "controller_of": slot}, "as": PICKED},
                                  {"destroy": {"chosen": PICKED}}]}]}
    return Piece(SHAPE, effects=[make], same_target=True, refers="character",
                 inner=["condition: if you targeted (706.3)"])


SHAPES = [(TARGETED_DESTROY, targeted_destroy)]
ALLOWED = {"ability": (SHAPE,)}
