"""enc-start: one card of your choice put into play from a hand or a graveyard, for ``tools/encode_pool.py``
(each shape gives its name and parts; pool_shapes makes a ``Piece``):

* "Put an equipment card from your graveyard into play.", "put a Totem card from your hand into play." — no
  target (706.1): as the link resolves its controller picks one card of theirs in that zone that fits (709.2b:
  ``choose_card``) and puts it into play under their control (710.1: ``put_into_play`` of the card chosen); none
  there, nothing happens (709.2c). 'A Totem card', 'a Pet card': a card of that tag, of any kind (202.1, 202.2).
* "… if its cost is less than or equal to the number of resources you have." — the card chosen enters play only
  if its printed cost is no more than that (``max_cost``, 403.5a).
* "Put an ally card from target opponent's graveyard into play under your control." — a player target (706.1),
  the card picked among the cards that player owns in that graveyard (401.2), put into play under yours.

Refused: a description of a card in play (a controller, damaged, exhausted), several cards ('two ally cards'),
'target … card' (read by ``shapes/effects.py``), and another player's hand.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from shapes.base import NOUN_TAGS, Unrecognised
from shapes.grammar import selector

PUT_ONE = "ability: put a card of your choice into play from a hand or a graveyard"
ONE_INTO_PLAY = re.compile(
    r"^[Pp]ut an? (?P<what>[^.]+?) card from (?P<whose>your|target opponent's|target player's) (?P<zone>graveyard|hand) "
    r"into play(?P<under> under your control)?(?P<max> if its cost is less than or equal to the number of resources "
    r"you (?:have|control))?\.$")
TAGGED = (*NOUN_TAGS, "Pet")  # a card of that tag, of any kind (202.1; 'Pet (1)' a Pet, 202.2)
PICKED = "put"  # the name the choice is kept under on the link (709.2b)


def described(words: str, sentence: str) -> dict[str, Any]:
    """What the card put into play must be, read as the selector reads it after 'target', as printed (no state)."""
    if words in TAGGED:
        return {"tag": words}
    aimed, spec = selector(f"target {words}")
    if not aimed or spec.get("count") or spec.get("controller") or "row" in spec \
            or spec.get("fits", {}).keys() & {"exhausted", "damaged", "attacking", "defending"}:
        raise Unrecognised(sentence)
    return {**{k: v for k, v in spec.items() if k != "fits"}, **spec.get("fits", {})}


def one_into_play(m: re.Match) -> dict[str, Any]:
    """The card chosen (709.2b), then put into play under your control (710.1), 'if its cost …' its cost checked (403.5a)."""
    mine = m.group("whose") == "your"
    if m.group("under") and mine or not mine and m.group("zone") == "hand":  # your own card is yours; a hand is hidden
        raise Unrecognised(m.group(0))
    spec = {**described(m.group("what"), m.group(0)), "zone": m.group("zone")}
    into = {"put_into_play": {"chosen": PICKED, "zone": m.group("zone")},
            **({"max_cost": "your-resources"} if m.group("max") else {})}
    if mine:
        return {"shape": PUT_ONE, "effects": [lambda slot: {"choose_card": {**spec, "owner": "you"}, "as": PICKED},
                                              lambda slot: dict(into)]}
    aimed = {"kind": "player", **({"controller": "opponent"} if "opponent" in m.group("whose") else {})}
    return {"shape": PUT_ONE, "target": aimed,
            "effects": [lambda slot: {"choose_card": {**spec, "player": slot}, "as": PICKED}, lambda slot: dict(into)]}


# enc-put: "Put a card named Anathema from your graveyard into play." — one card of yours of that name (200.2), of
# any kind, chosen as the link resolves (709.2b) and put into play (710.1)
NAMED_INTO_PLAY = re.compile(r"^[Pp]ut a card named (?P<name>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) from your "
                             r"(?P<zone>graveyard|hand) into play\.$")


@lru_cache(maxsize=1)
def card_names() -> frozenset[str]:
    """The name of every card of the pool (data/cards/names.json: facts, no text)."""
    path = Path(__file__).resolve().parents[2] / "data" / "cards" / "names.json"
    return frozenset(entry["name"] for entry in json.loads(path.read_text(encoding="utf-8"))["names"].values())


def named_into_play(m: re.Match) -> dict[str, Any]:
    if m.group("name") not in card_names():  # 'NAME', the card itself, or a name no card has: not read
        raise Unrecognised(m.group(0))
    spec = {"named": m.group("name"), "zone": m.group("zone"), "owner": "you"}
    return {"shape": PUT_ONE, "effects": [lambda slot: {"choose_card": dict(spec), "as": PICKED},
                                          lambda slot: {"put_into_play": {"chosen": PICKED, "zone": m.group("zone")}}]}


SHAPES = [(ONE_INTO_PLAY, one_into_play), (NAMED_INTO_PLAY, named_into_play)]
ALLOWED = {"ability": (PUT_ONE,)}
