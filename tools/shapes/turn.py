"""enc-turn: effect sentences of turn-timed triggered powers the other families don't read, for
``tools/encode_pool.py`` (each shape gives its name and parts; pool_shapes makes a ``Piece``):

* "You and target opponent each draw a card." / "… each discard two cards." — you, then the target
  player (706.1; 'opponent': an opponent only), each draws (415.9e) or discards (415.9d) that many, one
  after the other in the order written (709.2).
* "Ready an ally in your party." / "… an equipment you control" / "… one of your armor" — one card of yours
  that fits, the controller's choice as the link resolves, no target (709.2b, 411.1: ``{ready, one}``); "a
  Melee weapon" is one of melee damage (205.1b), as the hand-written cards say it.
* "Exhaust a hero or ally in your party." / "Put an ally you control into its owner's hand." — one card of
  yours chosen as the link resolves, no target (709.2b: ``choose_card``), then exhausted (411.1) or put into
  its owner's hand, a new card (415.9a); with none that fits, nothing happens (709.2c).
"""
from __future__ import annotations

import re
from typing import Any, Callable

from shapes.base import Unrecognised, number
from shapes.grammar import selector

YOU_AND_THEM = "ability: you and a target player each draw or discard"
EACH_OF_TWO = re.compile(r"^You and target (?P<who>player|opponent) each (?P<verb>draw|discard) "
                         r"(?P<n>a|one|two|three) (?P<cards>cards?)\.$")


def you_and_them(m: re.Match) -> dict[str, Any]:
    """Your draw or discard (415.9e, 415.9d), then the target player's (706.1)."""
    n = number(m.group("n"))
    if (n == 1) == (m.group("cards") == "cards"):
        raise Unrecognised(m.group(0))  # 'a cards', 'two card'
    verb = m.group("verb")
    aimed = {"kind": "player", **({"controller": "opponent"} if m.group("who") == "opponent" else {})}
    return {"shape": YOU_AND_THEM, "target": aimed,
            "effects": [lambda slot: {verb: n}, lambda slot: {verb: n, "player": {"target_player": slot}}]}


READIED_ONE = "ability: ready one card of yours"
READY_ONE = re.compile(r"^(?![^.]* to complete this quest)Ready (?:an? (?!resource)(?P<what>[^.]+?)|one of your (?P<melee>Melee )?(?P<plural>armor|weapons|items|allies))\.$")
PLURAL = {"armor": "armor", "weapons": "weapon", "items": "item", "allies": "ally"}


def ready_one(m: re.Match) -> dict[str, Any]:
    """One of your cards that fits (a card in your resource row too, 412), readied if exhausted (411.1)."""
    if m.group("plural"):
        spec: dict[str, Any] = {"kind": PLURAL[m.group("plural")], "controller": "you"}
    elif m.group("what") == "card you control":
        spec = {"kind": "card", "controller": "you"}
    else:
        aimed, spec = selector(f"each {m.group('what')}")
        if aimed or spec.get("controller") != "you" or spec.get("other"):
            raise Unrecognised(m.group(0))  # a card of yours only: 'you control', 'in your party'
    if m.group("melee"):
        if spec["kind"] != "weapon":
            raise Unrecognised(m.group(0))
        spec["damage_type"] = "melee"
    return {"shape": READIED_ONE, "effects": [lambda slot: {"ready": dict(spec), "one": True}]}


CHOSEN_ONE = "ability: exhaust one card of yours, or put it into its owner's hand"
CHOOSE_ONE = re.compile(r"^(?![^.]* to complete this quest)(?:Exhaust an? (?!resource)(?P<tired>[^.]+?)|Put an? (?!resource)(?P<back>[^.]+?) into its owner's hand)\.$")


def chosen_one(m: re.Match) -> dict[str, Any]:
    """One of your cards that fits, chosen as the link resolves (709.2b), exhausted or put into its owner's hand."""
    aimed, spec = selector(f"each {m.group('tired') or m.group('back')}")
    if aimed or spec.get("controller") != "you" or spec.get("other"):
        raise Unrecognised(m.group(0))  # a card of yours only: 'you control', 'in your party'
    verb = "exhaust" if m.group("tired") else "return_to_hand"
    return {"shape": CHOSEN_ONE, "effects": [lambda slot: {"choose_card": dict(spec), "as": "picked"},
                                             lambda slot: {verb: {"chosen": "picked"}}]}


SHAPES: list[tuple[re.Pattern, Callable[[re.Match], dict[str, Any]]]] = [
    (EACH_OF_TWO, you_and_them), (READY_ONE, ready_one), (CHOOSE_ONE, chosen_one)]
ALLOWED = {"ability": (YOU_AND_THEM, READIED_ONE, CHOSEN_ONE)}
