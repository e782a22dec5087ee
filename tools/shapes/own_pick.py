"""enc-turn10: one card of your own, picked as the link resolves, sent back to its owner's hand, for
``tools/encode_pool.py``:

* "Put a resource you control into your hand." (after 'At the start of your turn, you may', Amulet of Dull Dreaming),
  "Put another ally you control into its owner's hand." (after 'When NAME enters play, you may', Funken Fusemissile):
  no card is targeted (706.1); the link's controller picks, as the link resolves, one card he controls that fits
  (709.2b) and it goes to its owner's hand (415.2: a card put into a hand goes into its owner's, so 'your hand' is
  that hand too) — ``return_one`` with ``player: you``, as 'each player puts an ally from his party into its owner's
  hand' is read for every player (shapes/their_pick.py). With none that fits, none goes (712.3).

Refused: a number other than one ('two allies you control'), a target ('target ally you control', read elsewhere),
a card named by the card's own name ('Put NAME into …', read elsewhere), anything the grammar doesn't read as one
kind of card you control, and any hand but yours or its owner's ('into his hand').
"""
from __future__ import annotations

import re
from typing import Any

from shapes.base import Unrecognised
from shapes.grammar import selector

SHAPE = "ability: you pick a card of yours, put into its owner's hand"
PUT_OWN = re.compile(r"^Put (?P<other>an? |another )(?P<what>[^.]+?) you control into (?:your|its owner's) hand\.$")
# words of a group or a name, not one card's kind: refused (the grammar would read them as a trait)
NOT_ONE = re.compile(r"\b(?:all|each|any|two|three|four|five|cards|allies|resources|NAME|target)\b")


def put_own(m: re.Match) -> dict[str, Any]:
    """One card of yours that fits, picked as the link resolves (709.2b), to its owner's hand (415.2)."""
    what = m.group("what")
    if NOT_ONE.search(what):
        raise Unrecognised(f"not one card of yours: {m.group(0)}")
    aimed, spec = selector(f"target {what} you control")
    if not aimed or spec.get("controller") != "you" or set(spec) - {"kind", "controller", "fits", "row"} or \
            set(spec.get("fits", {})) - {"faction", "trait", "exhausted"}:
        raise Unrecognised(f"not one card of yours the return reads: {m.group(0)}")
    which: dict[str, Any] = {k: v for k, v in spec.items() if k != "fits"}
    which.update(spec.get("fits", {}))
    if m.group("other") == "another ":
        which["other"] = True  # not the card with the power (200.1)
    return {"shape": SHAPE, "effects": [lambda slot: {"return_one": dict(which), "player": "you"}]}


SHAPES = [(PUT_OWN, put_own)]
ALLOWED = {kind: (SHAPE,) for kind in ("ability", "ally", "weapon", "armor", "item", "location", "hero")}
