"""enc-turn5: "Interrupt target card unless its controller pays 1." (Al'lanora, Erindae Firestrider), for
``tools/encode_pool.py``: the target is a card on the chain (706.1; 'card': an ability, ally or equipment card being
played); as the link resolves, the player who controls that card may pay the amount (709.2b, the card format's
``unless`` with that player, ``controller_of`` the target); if he doesn't or can't, its link is interrupted (711).

Refused: another player paying ('unless you pay'), another verb, a payment that isn't a number of resources."""
from __future__ import annotations

import re
from typing import Any

SHAPE = "ability: interrupt a target card on the chain unless its controller pays"
KINDS = {"card": "card", "ability": "ability", "ally": "ally", "equipment": "equipment"}
UNLESS_PAYS = re.compile(r"^Interrupt target (?P<what>card|ability|ally|equipment) unless its controller pays "
                         r"(?P<n>\d+)\.$")


def unless_pays(m: re.Match) -> dict[str, Any]:
    n = int(m.group("n"))
    return {"shape": SHAPE, "target": {"kind": KINDS[m.group("what")], "zone": "chain"},
            "effects": [lambda slot: {"unless": {"pay": n}, "player": {"controller_of": {"target": slot}},
                                      "then": [{"interrupt": {"target": slot}}]}]}


SHAPES = [(UNLESS_PAYS, unless_pays)]
ALLOWED = {"ability": (SHAPE,)}
