"""enc-reward7: the top two cards of your deck revealed, and what happens to them (or else) as their card types
differ or not, for ``tools/encode_pool.py``:

* "Reward: Reveal the top two cards of your deck. If they have different card types, put both into hand. Otherwise,
  put both on the bottom of your deck." (The Cipher of Damnation), "… put one into your hand and the other on the
  bottom of your deck. Otherwise, …" (The Dying Balance): the two cards revealed to all players stay on top
  (415.3a); if their card types differ (300.1c: ``types_differ`` of the cards revealed this way; a weapon, an armor
  and an item are all equipment, 300.1) both go into your hand, or the one you pick does and the other goes on the
  bottom (415.3c); otherwise both go on the bottom (709.2: ``if … otherwise``);
* "Reveal the top two cards of your deck, then put them on the bottom. If they have different card types, your hero
  deals 2 nature damage to target hero or ally." (Windtalker's Wristguards): the two go on the bottom first; the
  effect after the comma, read by the shapes as a sentence of its own, happens only if their types differ.

Refused: another number of cards, a deck but yours, and an effect after 'If they have …' that names the cards or is
not effects.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Piece, Unrecognised

SHAPE = "ability: reveal the top two cards; where they go as their card types differ"
REWARD_SHAPE = "quest reward: look at or reveal the top cards"
REVEALED = {"zone": "deck", "revealed_this_way": True}  # any card (kind: card, the default)
DIFFER = {"types_differ": REVEALED}
BOTTOM = {"put_on_deck": REVEALED, "where": "bottom"}
TAKES = {"put both into hand": [{"put_into_hand": REVEALED}],
         "put both into your hand": [{"put_into_hand": REVEALED}],
         "put one into your hand and the other on the bottom of your deck": [{"put_into_hand": REVEALED, "count": 1}, BOTTOM]}
EITHER = re.compile(rf"^(?P<reward>Reward: )?Reveal the top two cards of your deck\. If they have different card types, "
                    rf"(?P<then>{'|'.join(TAKES)})\. Otherwise, put both on the bottom of your deck\.$")
THEN_BOTTOM = "Reveal the top two cards of your deck, then put them on the bottom."
AFTER_BOTTOM = re.compile(rf"^{re.escape(THEN_BOTTOM)} If they have different card types, (?P<rest>[a-z].+)$")


def either(m: re.Match) -> dict[str, Any]:
    """Both revealed, kept on top; then the takes if the types differ, else both on the bottom."""
    effects = [{"reveal_top": 2}, {"if": dict(DIFFER), "then": [dict(t) for t in TAKES[m.group("then")]],
                                   "otherwise": [dict(BOTTOM)]}]
    if m.group("reward"):
        return {"shape": REWARD_SHAPE, "reward": effects}
    return {"shape": SHAPE, "effects": [lambda slot, e=e: dict(e) for e in effects]}


def after_bottom(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    """Both revealed and put on the bottom (415.3c), then the effect only if their types differ (709.2)."""
    rest = m.group("rest")
    if re.search(r"\b(?:they|them|their|both|one|it)\b", rest):
        raise Unrecognised(f"an effect naming the revealed cards: {m.group(0)}")
    inner = read(rest[0].upper() + rest[1:])
    if set(inner.parts) - {"effects", "target", "inner"} or not inner.parts.get("effects"):
        raise Unrecognised(f"'if they have different card types' before the shape '{inner.shape}'")
    makes = inner.parts["effects"]
    return Piece(SHAPE, **({"target": inner.parts["target"]} if "target" in inner.parts else {}), inner=[inner.shape],
                 effects=[lambda slot: {"reveal_top": 2, "rest": "bottom"},
                          lambda slot: {"if": dict(DIFFER), "then": [make(slot) for make in makes]}])


def joined(parts: list[str]) -> list[str]:
    """'… then put them on the bottom.' and 'If they have different card types, …' read as one sentence (a payment
    power's effect keeps them apart)."""
    out: list[str] = []
    for s in parts:
        if out and out[-1].endswith(THEN_BOTTOM) and s.startswith("If they have different card types, "):
            out[-1] += " " + s
        else:
            out.append(s)
    return out


def shapes(read: Callable[[str], Piece]) -> list:
    return [(EITHER, lambda m: Piece(**either(m))), (AFTER_BOTTOM, lambda m: after_bottom(m, read))]


ALLOWED = {"ability": (SHAPE,)}
