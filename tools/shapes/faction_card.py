"""enc-turn7: a player destroys one card (of a faction) he controls, for ``tools/encode_pool.py``:

* "At the start of your turn, each opponent destroys a [Horde] card he controls." (Illiyana Moonblaze)
* "When NAME attacks, each opponent destroys an [Alliance] card he controls." (Kelm Hargunth)
* "At the start of each player's turn, that player chooses and destroys a card he controls." (Wrathion): any card
  in play he controls — hero, ally, equipment, ability or resource (401.3)

As the link resolves each player named chooses one card he controls with that faction icon (206.1b) that can be
destroyed, and destroys it (709.2b, 802.1: each opponent in turn, then all at once) — no target (706.1). His hero is
such a card too (a hero destroyed: its player loses, 102.1a), so a player whose only card of that faction is his
hero destroys it. The effects family's ``one_destroyed_by`` writes it; 'you' and 'another' are not read here.
"""
from __future__ import annotations

import re
from typing import Any

from shapes import effects
from shapes.base import Unrecognised

FACTION_ONE = re.compile(r"^(?P<who>Target player|Target opponent|Each opponent|Each player) (?:chooses and )?destroys "
                         r"(?P<article>an?) (?:\[(?P<faction>Horde|Alliance)\] )?card he controls\.$")


def faction_one(m: re.Match) -> dict[str, Any]:
    if (m.group("article") == "an") != (m.group("faction") == "Alliance"):  # 'a [Horde]', 'an [Alliance]': no icon lost
        raise Unrecognised(f"an article before an icon the data set lost: {m.group(0)}")
    return effects.one_destroyed_by(m.group("who"), {"kind": "card", **({"faction": m.group("faction")}
                                                                         if m.group("faction") else {})})


SHAPES = [(FACTION_ONE, faction_one)]
