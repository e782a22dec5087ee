"""enc-deal8: control of the ally the card dealt damage to, for as long as the card stays yours, for
``tools/encode_pool.py``:

* 'gain control of that ally while NAME remains under your control (in your party)' after the card's own (combat)
  damage to an ally (Kwee Q. Peddlefeet, as an attacker) — 'that ally' is the trigger's destination (703.1), the ally the packet was dealt to;
  as the link resolves a modifier is made on it with no duration of its own, by which you control it (401.3), lasting
  for as long as the card with the power remains under your control (714.3b: ``remains: {state:
  under-your-control}``, as shapes/remains_yours.py reads it after a target; if the card left play or your control
  after the link was added, no modifier is made). An ally destroyed by that damage is no longer in play, and nothing
  is gained (the modifier affects no card).

Read as 'destroy that ally' after the same trigger (shapes/triggers.py reads the trigger and its reference word), the
effect then made the lasting modifier. Refused: any other effect, a trigger on damage the card doesn't deal, a 'while'
of another card.
"""
from __future__ import annotations

import re
from typing import Callable

from shapes.base import Piece, Unrecognised
from shapes.remains_yours import REMAINS

GAIN_THAT = re.compile(r"^(?P<trigger>When NAME deals (?:combat )?damage to an? (?:[\w\[\]-]+ )*?ally(?: while attacking)?), "
                       r"gain control of that ally while NAME remains (?:in your party|under your control)\.$")
THAT_ALLY = {"event": "destination"}


def gain_that(m: re.Match, read: Callable[[str], Piece]) -> Piece:
    inner = read(f"{m.group('trigger')}, destroy that ally.")
    powers = inner.parts.get("powers") or []
    triggered = powers[0].get("triggered") if len(powers) == 1 else None
    if triggered is None or triggered.get("targets") or triggered["effects"] != [{"destroy": THAT_ALLY}] \
            or not (triggered["when"].get("source") or {}).get("this"):
        raise Unrecognised(f"control of the ally dealt damage, after no trigger of the card's own damage: {m.group(0)}")
    effect = {"create_continuous": {"affects": dict(THAT_ALLY), "gain_control": True}, "duration": "game",
              "remains": dict(REMAINS)}
    return Piece(inner.shape, **{**inner.parts, "powers": [{"triggered": {**triggered, "effects": [effect]}}],
                                 "inner": [i for i in inner.parts.get("inner", []) if "destroy" not in i]
                                 + ["triggered: control of that ally while the card remains yours"]})


def shapes(read: Callable[[str], Piece]) -> list[tuple[re.Pattern, Callable[[re.Match], Piece]]]:
    return [(GAIN_THAT, lambda m: gain_that(m, read))]
